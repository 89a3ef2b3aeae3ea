import { HIGHLIGHT, type Light, type Material } from './palette';
import type { Rng } from './random';
import { n, polygon, rect } from './svg';

// Buildings in an oblique view: the front elevation with the right side and roof receding
// up and to the right, which reads as architecture without a perspective engine.

const DEPTH_X = 0.55;
const DEPTH_Y = -0.3;

export interface BuildingContext {
  light: Light;
  rng: Rng;
  /** Collects <defs> (texture patterns) the drawing needs. */
  defs: Map<string, string>;
}

function textureFill(context: BuildingContext, material: Material): string | undefined {
  if (material.texture === 'none') return undefined;
  const id = `tex-${material.texture}-${material.textureColor.slice(1)}`;
  if (!context.defs.has(id)) {
    const c = material.textureColor;
    // Large tiles with many courses each: librsvg pays per tile, so few big tiles render fast.
    const lines: string[] = [];
    let tile: [number, number];
    if (material.texture === 'brick') {
      tile = [96, 64];
      for (let y = 0; y < 64; y += 4) {
        lines.push(`M0 ${y + 3.5}H96`);
        for (let x = (y / 4) % 2 === 0 ? 6 : 18; x < 96; x += 24) lines.push(`M${x} ${y}V${y + 3.5}`);
      }
    } else if (material.texture === 'boards') {
      tile = [90, 80];
      for (let x = 8; x < 90; x += 9) lines.push(`M${x} 0V80`);
    } else {
      tile = [108, 80];
      for (let x = 17; x < 108; x += 18) lines.push(`M${x} 0V80`);
    }
    const width = material.texture === 'brick' ? 0.9 : material.texture === 'boards' ? 1.4 : 2;
    const body = `<pattern id="${id}" width="${tile[0]}" height="${tile[1]}" patternUnits="userSpaceOnUse"><path d="${lines.join('')}" stroke="${c}" stroke-width="${width}" fill="none"/></pattern>`;
    context.defs.set(id, body);
  }
  return `url(#${id})`;
}

function wall(
  context: BuildingContext,
  material: Material,
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  const texture = textureFill(context, material);
  return rect(x, y, w, h, `fill="${material.wall}"`) + (texture ? rect(x, y, w, h, `fill="${texture}"`) : '');
}

function window(
  context: BuildingContext,
  material: Material,
  x: number,
  y: number,
  w: number,
  h: number,
  options: { mullion?: boolean; lit?: boolean } = {},
): string {
  const lit = options.lit ?? context.rng.chance(context.light.litShare);
  const frame = Math.max(2, w * 0.07);
  const glass = lit ? context.light.litWindow : 'url(#glass)';
  const parts = [
    rect(x - frame, y - frame, w + frame * 2, h + frame * 2, `fill="${material.trim}"`),
    rect(x, y, w, h, `fill="${glass}"`),
    rect(x, y, w, h * 0.12, 'fill="#000" opacity="0.12"'),
  ];
  if (options.mullion !== false && w > 26) {
    parts.push(rect(x + w / 2 - frame / 3, y, (frame * 2) / 3, h, `fill="${material.trim}"`));
  }
  parts.push(rect(x - frame * 1.6, y + h + frame, w + frame * 3.2, frame * 1.2, `fill="${material.trim}"`));
  return parts.join('');
}

function door(x: number, y: number, w: number, h: number, color: string, trim: string): string {
  return [
    rect(x - 3, y - 3, w + 6, h + 3, `fill="${trim}"`),
    rect(x, y, w, h, `fill="${color}"`),
    rect(x + w * 0.62, y + h * 0.14, w * 0.22, h * 0.5, 'fill="url(#glass)" opacity="0.7"'),
  ].join('');
}

export interface BlockSpec {
  x: number;
  base: number;
  width: number;
  floors: number;
  floorHeight: number;
  depth: number;
  material: Material;
  balconies: boolean;
  /** 1-based floor to mark (an object's floor). */
  highlightFloor?: number;
}

/** A flat-roofed apartment block with balconies on some bays. */
export function apartmentBlock(context: BuildingContext, spec: BlockSpec): string {
  const { x, base, width: w, floors, floorHeight: fh, material } = spec;
  const { rng } = context;
  const parapet = fh * 0.3;
  const top = base - floors * fh - parapet;
  const dx = spec.depth * DEPTH_X;
  const dy = spec.depth * DEPTH_Y;
  const parts: string[] = [];

  // Side and roof first; the front elevation covers their joints.
  parts.push(
    polygon(
      [
        [x + w, base],
        [x + w, top],
        [x + w + dx, top + dy],
        [x + w + dx, base + dy],
      ],
      `fill="${material.side}"`,
    ),
  );
  const sideTexture = textureFill(context, material);
  if (sideTexture) {
    parts.push(
      polygon(
        [
          [x + w, base],
          [x + w, top],
          [x + w + dx, top + dy],
          [x + w + dx, base + dy],
        ],
        `fill="${sideTexture}" opacity="0.5"`,
      ),
    );
  }
  parts.push(
    polygon(
      [
        [x, top],
        [x + w, top],
        [x + w + dx, top + dy],
        [x + dx, top + dy],
      ],
      `fill="${material.roof}"`,
    ),
  );
  parts.push(rect(x + dx * 0.55, top + dy * 0.55 - 12, dx * 0.5 + 30, 12, `fill="${material.roof}"`));
  parts.push(wall(context, material, x, top, w, base - top));
  parts.push(rect(x - 3, top - 4, w + 6, 6, `fill="${material.trim}"`));
  parts.push(rect(x, base - fh * 0.28, w, fh * 0.28, `fill="${material.plinth}"`));

  // Side windows: narrow, receding with the wall.
  for (let floor = 0; floor < floors; floor++) {
    const y = base - (floor + 1) * fh + fh * 0.26;
    const sx = x + w + dx * 0.35;
    parts.push(
      polygon(
        [
          [sx, y + dy * 0.35],
          [sx + dx * 0.22, y + dy * 0.57],
          [sx + dx * 0.22, y + fh * 0.46 + dy * 0.57],
          [sx, y + fh * 0.46 + dy * 0.35],
        ],
        `fill="${context.light.glass}" opacity="0.85"`,
      ),
    );
  }

  const columns = Math.max(3, Math.round(w / 82));
  const bay = w / columns;
  const entrance = Math.floor(columns / 2);
  const balconyPhase = rng.int(0, 2);
  const balconyBays = new Set<number>();
  if (spec.balconies) {
    for (let c = 0; c < columns; c++) if ((c + balconyPhase) % 3 !== 0) balconyBays.add(c);
  }

  for (let floor = 0; floor < floors; floor++) {
    const floorTop = base - (floor + 1) * fh;
    for (let c = 0; c < columns; c++) {
      const cx = x + c * bay + bay / 2;
      if (floor === 0 && c === entrance) {
        parts.push(
          door(cx - bay * 0.2, base - fh * 0.8, bay * 0.4, fh * 0.8, material.plinth, material.trim),
        );
        parts.push(rect(cx - bay * 0.36, base - fh * 0.86, bay * 0.72, 6, `fill="${material.roof}"`));
        continue;
      }
      const balcony = floor > 0 && balconyBays.has(c);
      const ww = bay * (balcony ? 0.5 : 0.42);
      const wh = fh * (balcony ? 0.66 : 0.5);
      const wy = balcony ? floorTop + fh - wh - 4 : floorTop + fh * 0.24;
      parts.push(window(context, material, cx - ww / 2, wy, ww, wh));
      if (balcony) {
        const bw = bay * 0.86;
        const slabY = floorTop + fh - 4;
        parts.push(rect(cx - bw / 2 + 4, slabY + 6, bw, 8, 'fill="#000" opacity="0.12"'));
        parts.push(rect(cx - bw / 2, slabY, bw, 6, `fill="${material.trim}"`));
        parts.push(
          rect(
            cx - bw / 2,
            slabY - fh * 0.32,
            bw,
            fh * 0.32,
            `fill="#ffffff" fill-opacity="0.28" stroke="${material.trim}" stroke-width="2"`,
          ),
        );
      }
    }
  }

  if (spec.highlightFloor !== undefined) {
    const floor = Math.min(floors, Math.max(1, spec.highlightFloor));
    const y = base - floor * fh;
    parts.push(
      rect(
        x - 8,
        y,
        w + 16,
        fh,
        `fill="${HIGHLIGHT}" fill-opacity="0.22" stroke="${HIGHLIGHT}" stroke-width="5"`,
      ),
    );
  }
  return parts.join('');
}

export interface PitchedSpec {
  x: number;
  base: number;
  floors: number;
  floorHeight: number;
  depth: number;
  roofHeight: number;
  /** One material per unit; a villa has one unit, a row of town houses several. */
  units: readonly Material[];
  unitWidth: number;
  roof: string;
  chimney: boolean;
  /** 0-based unit to mark (an object's own house). */
  highlightUnit?: number;
  deck?: boolean;
}

/** A side-gabled house or a row of town houses under one long pitched roof. */
export function pitchedHouse(context: BuildingContext, spec: PitchedSpec): string {
  const { x, base, floors, floorHeight: fh, units, unitWidth } = spec;
  const { rng } = context;
  const w = unitWidth * units.length;
  const wallTop = base - floors * fh;
  const dx = spec.depth * DEPTH_X;
  const dy = spec.depth * DEPTH_Y;
  const overhang = 14;
  const ridgeY = wallTop + dy / 2 - spec.roofHeight;
  const last = units[units.length - 1] as Material;
  const parts: string[] = [];

  // Gable end on the right.
  parts.push(
    polygon(
      [
        [x + w, base],
        [x + w, wallTop],
        [x + w + dx / 2, ridgeY],
        [x + w + dx, wallTop + dy],
        [x + w + dx, base + dy],
      ],
      `fill="${last.side}"`,
    ),
  );
  const gableTexture = textureFill(context, last);
  if (gableTexture) {
    parts.push(
      polygon(
        [
          [x + w, base],
          [x + w, wallTop],
          [x + w + dx / 2, ridgeY],
          [x + w + dx, wallTop + dy],
          [x + w + dx, base + dy],
        ],
        `fill="${gableTexture}" opacity="0.5"`,
      ),
    );
  }
  const gx = x + w + dx / 2;
  parts.push(window(context, last, gx - 12, ridgeY + spec.roofHeight * 0.45, 24, 30, { mullion: false }));
  parts.push(
    `<path d="M${n(x + w - 4)} ${n(wallTop + 6)} L${n(gx)} ${n(ridgeY - 4)} L${n(x + w + dx + 6)} ${n(wallTop + dy + 6)}" stroke="${spec.roof}" stroke-width="7" fill="none" stroke-linejoin="round"/>`,
  );

  for (let i = 0; i < units.length; i++) {
    const material = units[i] as Material;
    const ux = x + i * unitWidth;
    parts.push(wall(context, material, ux, wallTop, unitWidth, base - wallTop));
    parts.push(rect(ux, base - 10, unitWidth, 10, `fill="${material.plinth}"`));
    if (units.length > 1 && i > 0)
      parts.push(rect(ux - 2, wallTop, 4, base - wallTop, `fill="${material.trim}"`));
    const doorLeft =
      units.length === 1
        ? ux + unitWidth * 0.42
        : i % 2 === 0
          ? ux + unitWidth * 0.16
          : ux + unitWidth * 0.62;
    const doorWidth = Math.min(38, unitWidth * 0.22);
    parts.push(door(doorLeft, base - fh * 0.78, doorWidth, fh * 0.78 - 10, material.roof, material.trim));
    parts.push(rect(doorLeft - 10, base - fh * 0.84, doorWidth + 20, 5, `fill="${material.roof}"`));
    for (let floor = 0; floor < floors; floor++) {
      const floorTop = base - (floor + 1) * fh;
      const slots = units.length === 1 ? 4 : 2;
      for (let s = 0; s < slots; s++) {
        const sx = ux + (unitWidth * (s + 0.5)) / slots;
        if (floor === 0 && Math.abs(sx - (doorLeft + doorWidth / 2)) < unitWidth / slots / 1.6) continue;
        const big = floor === 0 && units.length === 1 && s % 3 === 0;
        const ww = (unitWidth / slots) * (big ? 0.62 : 0.42);
        const wh = fh * (big ? 0.62 : 0.5);
        parts.push(window(context, material, sx - ww / 2, floorTop + fh * (big ? 0.24 : 0.22), ww, wh));
      }
    }
  }

  // Front roof plane with seams running to the ridge.
  const roofFront: [number, number][] = [
    [x - overhang, wallTop + 6],
    [x + w + overhang * 0.4, wallTop + 6],
    [gx + overhang * 0.2, ridgeY],
    [x + dx / 2 - overhang, ridgeY],
  ];
  parts.push(polygon(roofFront, `fill="${spec.roof}"`));
  const seams: string[] = [];
  for (let sx = x; sx < x + w; sx += 16)
    seams.push(`M${n(sx)} ${n(wallTop + 6)} L${n(sx + dx / 2)} ${n(ridgeY + 2)}`);
  parts.push(`<path d="${seams.join(' ')}" stroke="#ffffff" stroke-opacity="0.07" stroke-width="2"/>`);
  parts.push(rect(x - overhang, wallTop + 2, w + overhang * 1.4, 6, 'fill="#000" opacity="0.25"'));
  parts.push(
    `<path d="M${n(x + dx / 2 - overhang)} ${n(ridgeY)} H${n(gx + overhang * 0.2)}" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3"/>`,
  );

  if (spec.chimney) {
    const cx = x + w * rng.between(0.25, 0.7) + dx * 0.3;
    const cy = wallTop + (ridgeY - wallTop) * 0.75;
    parts.push(
      rect(cx, cy - 34, 22, 40, `fill="${last.plinth}"`),
      rect(cx - 3, cy - 38, 28, 6, `fill="${spec.roof}"`),
    );
  }

  if (spec.deck) {
    parts.push(rect(x - 30, base - 4, w * 0.55, 16, 'fill="#a98b6a"'));
    parts.push(
      `<path d="M${n(x - 30)} ${n(base - 30)} H${n(x - 30 + w * 0.55)}" stroke="#f1ebe0" stroke-width="3"/>`,
    );
    for (let px = x - 30; px <= x - 30 + w * 0.55; px += 22)
      parts.push(rect(px, base - 30, 3, 28, 'fill="#f1ebe0"'));
  }

  if (spec.highlightUnit !== undefined) {
    const unit = Math.min(units.length - 1, Math.max(0, spec.highlightUnit));
    parts.push(
      rect(
        x + unit * unitWidth - 4,
        wallTop - 4,
        unitWidth + 8,
        base - wallTop + 8,
        `fill="${HIGHLIGHT}" fill-opacity="0.18" stroke="${HIGHLIGHT}" stroke-width="5"`,
      ),
    );
  }
  return parts.join('');
}
