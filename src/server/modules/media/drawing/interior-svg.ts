import type { Light } from './palette';
import { type Rng, seededRandom } from './random';
import { n, polygon, rect } from './svg';

// A one-point perspective of a room: back wall with a window to the outside light, side
// walls, an oak floor whose boards run to the vanishing point, and simple furniture.
// Variant 1 is the living room, 2 the kitchen, 3 a bedroom.

const BACK = { left: 330, right: 870, top: 190, bottom: 560 };
const VANISH = { x: 600, y: 380 };

const WALL_COLOURS = ['#eee9e0', '#e7e1d6', '#e9e4dc', '#dfe2dc', '#ebe3d8'] as const;
const FLOOR_COLOURS = ['#c9a57a', '#d8bd95', '#b58d64', '#cfc2ad'] as const;
const TEXTILES = ['#7d8b7a', '#a7785d', '#5d6b7d', '#c2a37c', '#8c6f74'] as const;

export interface InteriorInput {
  seed: string;
  variant: number;
  light: Light;
}

function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.max(0, Math.min(255, Math.round(((value >> shift) & 255) * amount)));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

/** Point on the floor at depth t (0 at the viewer, 1 at the back wall) and x across. */
function floorPoint(x: number, t: number): [number, number] {
  return [x + (VANISH.x - x) * t * 0.55, 800 + (BACK.bottom - 800) * t];
}

function room(rng: Rng): { parts: string[]; wall: string; floor: string } {
  const wall = rng.pick(WALL_COLOURS);
  const floor = rng.pick(FLOOR_COLOURS);
  const parts = [
    polygon(
      [
        [0, 0],
        [1200, 0],
        [BACK.right, BACK.top],
        [BACK.left, BACK.top],
      ],
      `fill="${shade(wall, 1.02)}"`,
    ),
    polygon(
      [
        [0, 0],
        [BACK.left, BACK.top],
        [BACK.left, BACK.bottom],
        [0, 800],
      ],
      `fill="${shade(wall, 0.9)}"`,
    ),
    polygon(
      [
        [1200, 0],
        [BACK.right, BACK.top],
        [BACK.right, BACK.bottom],
        [1200, 800],
      ],
      `fill="${shade(wall, 0.94)}"`,
    ),
    rect(BACK.left, BACK.top, BACK.right - BACK.left, BACK.bottom - BACK.top, `fill="${wall}"`),
    polygon(
      [
        [0, 800],
        [1200, 800],
        [BACK.right, BACK.bottom],
        [BACK.left, BACK.bottom],
      ],
      `fill="${floor}"`,
    ),
  ];
  const boards: string[] = [];
  for (let x = -600; x <= 1800; x += 70) {
    const far = [BACK.left + ((x + 600) / 2400) * (BACK.right - BACK.left), BACK.bottom];
    boards.push(`M${n(x)} 800 L${n(far[0] as number)} ${n(far[1] as number)}`);
  }
  parts.push(
    `<clipPath id="floor-clip">${polygon([
      [0, 800],
      [1200, 800],
      [BACK.right, BACK.bottom],
      [BACK.left, BACK.bottom],
    ])}</clipPath>`,
    `<path d="${boards.join(' ')}" stroke="${shade(floor, 0.85)}" stroke-width="1.5" clip-path="url(#floor-clip)"/>`,
  );
  // Skirting and the soft light from the window across the floor.
  parts.push(rect(BACK.left, BACK.bottom - 10, BACK.right - BACK.left, 10, `fill="${shade(wall, 0.96)}"`));
  parts.push(
    `<path d="M${BACK.left} ${BACK.top} L0 0 M${BACK.right} ${BACK.top} L1200 0 M${BACK.left} ${BACK.bottom} L0 800 M${BACK.right} ${BACK.bottom} L1200 800" stroke="#000" stroke-opacity="0.06" stroke-width="2"/>`,
  );
  return { parts, wall, floor };
}

function window(light: Light, x: number, y: number, w: number, h: number, rng: Rng): string {
  const parts = [
    rect(x - 8, y - 8, w + 16, h + 16, 'fill="#f7f5f0"'),
    rect(x, y, w, h, 'fill="url(#sky)"'),
    polygon(
      [
        [x, y + h],
        [x, y + h * 0.62],
        [x + w * 0.3, y + h * 0.55],
        [x + w * 0.6, y + h * 0.66],
        [x + w, y + h * 0.58],
        [x + w, y + h],
      ],
      `fill="${light.spruce}"`,
    ),
  ];
  for (let i = 0; i < 3; i++) {
    const cx = x + rng.between(0.1, 0.9) * w;
    parts.push(
      `<circle cx="${n(cx)}" cy="${n(y + h * 0.62)}" r="${n(w * 0.09)}" fill="${rng.pick(light.foliage)}"/>`,
    );
  }
  parts.push(rect(x + w / 2 - 3, y, 6, h, 'fill="#f7f5f0"'), rect(x, y + h * 0.3, w, 5, 'fill="#f7f5f0"'));
  return parts.join('');
}

function plant(x: number, base: number, size: number, light: Light): string {
  return [
    polygon(
      [
        [x - size * 0.25, base - size * 0.4],
        [x + size * 0.25, base - size * 0.4],
        [x + size * 0.18, base],
        [x - size * 0.18, base],
      ],
      'fill="#c8b8a2"',
    ),
    `<ellipse cx="${n(x - size * 0.2)}" cy="${n(base - size * 0.8)}" rx="${n(size * 0.18)}" ry="${n(size * 0.4)}" fill="${light.foliage[2]}" transform="rotate(-20 ${n(x)} ${n(base - size * 0.5)})"/>`,
    `<ellipse cx="${n(x + size * 0.2)}" cy="${n(base - size * 0.85)}" rx="${n(size * 0.18)}" ry="${n(size * 0.42)}" fill="${light.foliage[0]}" transform="rotate(22 ${n(x)} ${n(base - size * 0.5)})"/>`,
    `<ellipse cx="${n(x)}" cy="${n(base - size)}" rx="${n(size * 0.16)}" ry="${n(size * 0.45)}" fill="${light.foliage[1]}"/>`,
  ].join('');
}

function livingRoom(rng: Rng, light: Light): string {
  const fabric = rng.pick(TEXTILES);
  const parts = [window(light, 470, 240, 260, 220, rng)];
  const rug = [floorPoint(260, 0.45), floorPoint(940, 0.45), floorPoint(940, 0.1), floorPoint(260, 0.1)];
  parts.push(polygon(rug, `fill="${shade(rng.pick(TEXTILES), 1.25)}" opacity="0.8"`));
  // Sofa against the back wall.
  parts.push(
    rect(400, 470, 400, 80, `fill="${fabric}"`),
    rect(400, 430, 400, 55, `fill="${shade(fabric, 0.9)}"`),
    rect(380, 455, 40, 95, `fill="${shade(fabric, 0.85)}"`),
    rect(780, 455, 40, 95, `fill="${shade(fabric, 0.85)}"`),
  );
  parts.push(
    rect(450, 445, 70, 45, `fill="${shade(rng.pick(TEXTILES), 1.15)}" rx="8"`),
    rect(680, 445, 70, 45, `fill="${shade(rng.pick(TEXTILES), 1.1)}" rx="8"`),
  );
  // Coffee table and floor lamp.
  parts.push(
    `<ellipse cx="600" cy="640" rx="150" ry="36" fill="#6f5a48"/>`,
    `<ellipse cx="600" cy="632" rx="150" ry="36" fill="#a58463"/>`,
    rect(540, 600, 40, 22, 'fill="#e8e2d6"'),
  );
  parts.push(
    rect(895, 280, 4, 300, 'fill="#3b3a38"'),
    polygon(
      [
        [860, 280],
        [935, 280],
        [915, 240],
        [880, 240],
      ],
      'fill="#f1e6cf"',
    ),
  );
  // A framed print on the left wall, in perspective.
  parts.push(
    polygon(
      [
        [140, 210],
        [250, 240],
        [250, 380],
        [140, 380],
      ],
      'fill="#f7f5f0" stroke="#3b3a38" stroke-width="4"',
    ),
  );
  parts.push(
    polygon(
      [
        [160, 240],
        [230, 260],
        [230, 360],
        [160, 360],
      ],
      `fill="${shade(fabric, 1.2)}"`,
    ),
  );
  parts.push(plant(1040, 740, 170, light));
  return parts.join('');
}

function kitchen(rng: Rng, light: Light): string {
  const fronts = rng.pick(['#dcd6cb', '#5e6b62', '#f2efe8', '#8b9aa3', '#b99d7c'] as const);
  const parts = [window(light, 380, 230, 220, 170, rng)];
  // Counter along the back wall and up the right wall.
  parts.push(rect(330, 450, 540, 110, `fill="${fronts}"`), rect(330, 440, 540, 14, 'fill="#efece6"'));
  for (let x = 330; x < 870; x += 90)
    parts.push(`<path d="M${x} 456 V560" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>`);
  parts.push(
    rect(620, 230, 140, 130, `fill="${fronts}"`),
    `<path d="M690 230 V360" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>`,
  );
  // A tall pantry and fridge column closes the run on the right.
  parts.push(
    rect(760, 200, 110, 360, `fill="${shade(fronts, 0.94)}"`),
    `<path d="M815 200 V560" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>`,
  );
  // Island with stools and pendants.
  parts.push(
    rect(360, 600, 480, 130, `fill="${shade(fronts, 0.95)}"`),
    rect(340, 585, 520, 20, 'fill="#f4f2ee"'),
  );
  for (const x of [440, 600, 760]) {
    parts.push(
      `<path d="M${x} 0 V150" stroke="#3b3a38" stroke-width="2"/>`,
      polygon(
        [
          [x - 30, 180],
          [x + 30, 180],
          [x + 14, 150],
          [x - 14, 150],
        ],
        `fill="${rng.pick(['#3b3a38', '#c9b48f', '#7d8b7a'] as const)}"`,
      ),
    );
  }
  parts.push(plant(520, 440, 70, light), rect(700, 410, 50, 30, 'fill="#c9b48f"'));
  return parts.join('');
}

function bedroom(rng: Rng, light: Light): string {
  const linen = rng.pick(['#f2efe8', '#e4dfd4', '#dfe3e3'] as const);
  const throwColour = rng.pick(TEXTILES);
  const parts = [window(light, 660, 240, 180, 230, rng)];
  // Bed with headboard against the back wall, bedside table and lamp.
  parts.push(rect(360, 350, 280, 200, `fill="${shade(throwColour, 0.8)}"`));
  parts.push(
    polygon(
      [
        [300, 560],
        [700, 560],
        [760, 760],
        [240, 760],
      ],
      `fill="${linen}"`,
    ),
    rect(300, 470, 400, 95, `fill="${linen}"`),
  );
  parts.push(
    rect(330, 450, 150, 50, 'fill="#ffffff" rx="10"'),
    rect(520, 450, 150, 50, 'fill="#ffffff" rx="10"'),
  );
  parts.push(
    polygon(
      [
        [270, 650],
        [730, 650],
        [760, 760],
        [240, 760],
      ],
      `fill="${throwColour}"`,
    ),
  );
  parts.push(
    rect(250, 500, 60, 60, 'fill="#a58463"'),
    polygon(
      [
        [260, 470],
        [300, 470],
        [292, 440],
        [268, 440],
      ],
      'fill="#f1e6cf"',
    ),
    rect(278, 470, 4, 30, 'fill="#3b3a38"'),
  );
  // Wardrobe on the right wall.
  parts.push(
    polygon(
      [
        [960, 140],
        [1200, 60],
        [1200, 760],
        [960, 620],
      ],
      `fill="${rng.pick(['#ece8df', '#c9b7a0', '#9aa39a'] as const)}"`,
    ),
  );
  parts.push(`<path d="M1080 100 V690" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>`);
  parts.push(plant(900, 610, 110, light));
  return parts.join('');
}

export function drawInteriorBody(input: InteriorInput): string {
  const variant = ((Math.max(1, input.variant) - 1) % 3) + 1;
  const rng = seededRandom(`${input.seed}:interior:${variant}`);
  const { parts } = room(rng);
  if (variant === 1) parts.push(livingRoom(rng, input.light));
  else if (variant === 2) parts.push(kitchen(rng, input.light));
  else parts.push(bedroom(rng, input.light));
  // Daylight falling in through the window onto the floor.
  parts.push(
    polygon(
      [floorPoint(420, 0.95), floorPoint(780, 0.95), floorPoint(900, 0.5), floorPoint(360, 0.5)],
      `fill="#fffaf0" opacity="${input.light.litShare > 0.5 ? 0.04 : 0.12}"`,
    ),
  );
  return parts.join('');
}
