import { layoutPlan, type PlanInput, type PlanLayout, type PlanRoom, type RoomKind } from './plan-layout';
import { escapeText, n, rect, VIEW_HEIGHT, VIEW_WIDTH } from './svg';

// A floor plan as an architect's sketch: white paper, thick dark walls, door swings as arcs,
// windows as thin double lines, a few fixtures, and each room's name and area.

export type PlanLocale = 'sv' | 'no' | 'fi' | 'en';

const LABELS: Readonly<Record<PlanLocale, Record<RoomKind | 'balcony' | 'terrace' | 'patio', string>>> = {
  sv: {
    living: 'Vardagsrum',
    kitchen: 'Kök',
    bedroom: 'Sovrum',
    alcove: 'Sovalkov',
    bath: 'Bad',
    sauna: 'Bastu',
    hall: 'Hall',
    balcony: 'Balkong',
    terrace: 'Terrass',
    patio: 'Uteplats',
  },
  no: {
    living: 'Stue',
    kitchen: 'Kjøkken',
    bedroom: 'Soverom',
    alcove: 'Sovealkove',
    bath: 'Bad',
    sauna: 'Badstue',
    hall: 'Entré',
    balcony: 'Balkong',
    terrace: 'Terrasse',
    patio: 'Uteplass',
  },
  fi: {
    living: 'Olohuone',
    kitchen: 'Keittiö',
    bedroom: 'Makuuhuone',
    alcove: 'Alkovi',
    bath: 'Kylpyhuone',
    sauna: 'Sauna',
    hall: 'Eteinen',
    balcony: 'Parveke',
    terrace: 'Terassi',
    patio: 'Piha',
  },
  en: {
    living: 'Living room',
    kitchen: 'Kitchen',
    bedroom: 'Bedroom',
    alcove: 'Alcove',
    bath: 'Bathroom',
    sauna: 'Sauna',
    hall: 'Hall',
    balcony: 'Balcony',
    terrace: 'Terrace',
    patio: 'Patio',
  },
};

const WALL = '#2b2b2b';
const FIXTURE = '#9a968f';
const OUTER_WALL = 0.3;
const INNER_WALL = 0.13;
const DOOR = 0.85;

export interface FloorPlanInput extends PlanInput {
  locale: PlanLocale;
  /** Compass id (1 north … 8 north-west) the front band and balcony face. */
  direction: number;
}

interface Frame {
  scale: number;
  left: number;
  top: number;
}

function area(value: number, locale: PlanLocale): string {
  const text = value.toFixed(1);
  return `${locale === 'en' ? text : text.replace('.', ',')} m²`;
}

export function drawFloorPlanBody(input: FloorPlanInput): string {
  const layout = layoutPlan(input);
  const outdoorDepth = layout.outdoor?.depth ?? 0;
  const margin = 90;
  const scale = Math.min(
    (VIEW_WIDTH - margin * 2) / layout.width,
    (VIEW_HEIGHT - margin * 2) / (layout.depth + outdoorDepth),
  );
  const frame: Frame = {
    scale,
    left: (VIEW_WIDTH - layout.width * scale) / 2,
    top: (VIEW_HEIGHT - (layout.depth + outdoorDepth) * scale) / 2 + outdoorDepth * scale,
  };
  const X = (m: number) => frame.left + m * scale;
  const Y = (m: number) => frame.top + m * scale;
  const parts: string[] = [rect(0, 0, VIEW_WIDTH, VIEW_HEIGHT, 'fill="#ffffff"')];

  if (layout.outdoor) parts.push(outdoor(layout, X, Y, scale));
  for (const room of layout.rooms) {
    parts.push(
      rect(
        X(room.x),
        Y(room.y),
        room.width * scale,
        room.depth * scale,
        `fill="${room.kind === 'bath' || room.kind === 'sauna' ? '#f1f0ec' : '#fbfaf7'}"`,
      ),
    );
    parts.push(fixtures(room, X, Y, scale));
  }

  // Inner walls: every room edge that is not on the outline.
  const inner: string[] = [];
  for (const room of layout.rooms) {
    if (room.x > 0.01) inner.push(`M${n(X(room.x))} ${n(Y(room.y))} V${n(Y(room.y + room.depth))}`);
    if (room.y > 0.01) inner.push(`M${n(X(room.x))} ${n(Y(room.y))} H${n(X(room.x + room.width))}`);
  }
  parts.push(
    `<path d="${inner.join(' ')}" stroke="${WALL}" stroke-width="${n(INNER_WALL * scale)}" stroke-linecap="square" fill="none"/>`,
  );
  parts.push(
    rect(
      X(0),
      Y(0),
      layout.width * scale,
      layout.depth * scale,
      `fill="none" stroke="${WALL}" stroke-width="${n(OUTER_WALL * scale)}"`,
    ),
  );

  parts.push(...openingsAndDoors(layout, X, Y, scale));
  parts.push(...windows(layout, X, Y, scale));
  parts.push(...labels(layout, input.locale, X, Y, scale));
  parts.push(northArrow(input.direction));
  parts.push(scaleBar(scale));
  return parts.join('');
}

function outdoor(
  layout: PlanLayout,
  X: (m: number) => number,
  Y: (m: number) => number,
  scale: number,
): string {
  const space = layout.outdoor as NonNullable<PlanLayout['outdoor']>;
  const hatch = `<pattern id="deck" width="10" height="10" patternUnits="userSpaceOnUse"><path d="M0 5H10" stroke="#d9d4ca" stroke-width="1.5"/></pattern>`;
  return [
    `<defs>${hatch}</defs>`,
    rect(
      X(space.x),
      Y(-space.depth),
      space.width * scale,
      space.depth * scale,
      `fill="url(#deck)" stroke="${WALL}" stroke-width="${space.kind === 'balcony' ? 4 : 2}"`,
    ),
  ].join('');
}

/** Removes a piece of wall (paints it white) and draws the door leaf and its swing. */
function door(
  x: number,
  y: number,
  along: 'h' | 'v',
  width: number,
  swing: 1 | -1,
  thickness: number,
): string {
  if (along === 'h') {
    return [
      rect(x, y - thickness / 2 - 1, width, thickness + 2, 'fill="#ffffff"'),
      `<path d="M${n(x)} ${n(y)} V${n(y + swing * width)}" stroke="${WALL}" stroke-width="3"/>`,
      `<path d="M${n(x)} ${n(y + swing * width)} A${n(width)} ${n(width)} 0 0 ${swing === 1 ? 0 : 1} ${n(x + width)} ${n(y)}" stroke="${WALL}" stroke-width="1.5" fill="none"/>`,
    ].join('');
  }
  return [
    rect(x - thickness / 2 - 1, y, thickness + 2, width, 'fill="#ffffff"'),
    `<path d="M${n(x)} ${n(y)} H${n(x + swing * width)}" stroke="${WALL}" stroke-width="3"/>`,
    `<path d="M${n(x + swing * width)} ${n(y)} A${n(width)} ${n(width)} 0 0 ${swing === 1 ? 1 : 0} ${n(x)} ${n(y + width)}" stroke="${WALL}" stroke-width="1.5" fill="none"/>`,
  ].join('');
}

function openingsAndDoors(
  layout: PlanLayout,
  X: (m: number) => number,
  Y: (m: number) => number,
  scale: number,
): string[] {
  const parts: string[] = [];
  const inner = INNER_WALL * scale;
  const d = DOOR * scale;
  for (const room of layout.rooms) {
    const top = Y(room.y);
    if (room.kind === 'hall') {
      // The entrance in the outer wall, and the hall open to the kitchen and living room.
      parts.push(
        door(X(room.x + room.width / 2 - DOOR / 2), Y(room.y + room.depth), 'h', d, -1, OUTER_WALL * scale),
      );
      parts.push(
        rect(X(room.x + 0.3), top - inner, (room.width - 0.45) * scale, inner * 2, 'fill="#fbfaf7"'),
      );
    } else if (room.kind === 'bath') {
      parts.push(door(X(room.x), Y(room.y + room.depth - 0.2 - DOOR), 'v', d, 1, inner));
    } else if (room.kind === 'sauna') {
      parts.push(door(X(room.x), Y(room.y + 0.3), 'v', d, 1, inner));
    } else if (room.kind === 'alcove') {
      parts.push(rect(X(room.x + 0.4), top - inner, (room.width - 0.8) * scale, inner * 2, 'fill="#fbfaf7"'));
    } else if (room.kind === 'bedroom' && room.y > 0) {
      parts.push(door(X(room.x + 0.25), top, 'h', d, 1, inner));
    } else if (room.kind === 'bedroom') {
      parts.push(door(X(room.x), Y(room.depth - 0.25 - DOOR), 'v', d, 1, inner));
    } else if (room.kind === 'living' && room.y === 0 && room.x > 0) {
      // Kitchen and living room are open to each other apart from a short wall.
      parts.push(
        rect(X(room.x) - inner, Y(1.2), inner * 2, (room.depth - 1.2) * scale + inner / 2, 'fill="#fbfaf7"'),
      );
    }
  }
  if (layout.outdoor) {
    const space = layout.outdoor;
    parts.push(door(X(space.x + 0.4), Y(0), 'h', d, 1, OUTER_WALL * scale));
  }
  return parts;
}

function windowMark(x: number, y: number, along: 'h' | 'v', length: number, thickness: number): string {
  if (along === 'h') {
    return [
      rect(x, y - thickness / 2, length, thickness, 'fill="#ffffff"'),
      `<path d="M${n(x)} ${n(y - thickness / 2)} H${n(x + length)} M${n(x)} ${n(y)} H${n(x + length)} M${n(x)} ${n(y + thickness / 2)} H${n(x + length)} M${n(x)} ${n(y - thickness / 2)} V${n(y + thickness / 2)} M${n(x + length)} ${n(y - thickness / 2)} V${n(y + thickness / 2)}" stroke="${WALL}" stroke-width="1.5"/>`,
    ].join('');
  }
  return [
    rect(x - thickness / 2, y, thickness, length, 'fill="#ffffff"'),
    `<path d="M${n(x - thickness / 2)} ${n(y)} V${n(y + length)} M${n(x)} ${n(y)} V${n(y + length)} M${n(x + thickness / 2)} ${n(y)} V${n(y + length)} M${n(x - thickness / 2)} ${n(y)} H${n(x + thickness / 2)} M${n(x - thickness / 2)} ${n(y + length)} H${n(x + thickness / 2)}" stroke="${WALL}" stroke-width="1.5"/>`,
  ].join('');
}

function windows(
  layout: PlanLayout,
  X: (m: number) => number,
  Y: (m: number) => number,
  scale: number,
): string[] {
  const parts: string[] = [];
  const t = OUTER_WALL * scale;
  for (const room of layout.rooms) {
    if (room.kind === 'hall' || room.kind === 'bath' || room.kind === 'sauna') continue;
    const onFront = room.y < 0.01;
    const y = onFront ? Y(0) : Y(layout.depth);
    const count = room.width > 4.5 ? 2 : 1;
    const length = Math.min(1.6, room.width * 0.4);
    for (let i = 0; i < count; i++) {
      const cx = room.x + (room.width * (i + 1)) / (count + 1);
      const space = layout.outdoor;
      if (onFront && space && cx + length / 2 > space.x + 0.2 && cx - length / 2 < space.x + 0.4 + DOOR)
        continue;
      parts.push(windowMark(X(cx - length / 2), y, 'h', length * scale, t));
    }
    if (room.x + room.width > layout.width - 0.01) {
      parts.push(windowMark(X(layout.width), Y(room.y + room.depth / 2 - 0.6), 'v', 1.2 * scale, t));
    }
  }
  return parts;
}

function fixtures(room: PlanRoom, X: (m: number) => number, Y: (m: number) => number, scale: number): string {
  const s = scale;
  const line = `fill="none" stroke="${FIXTURE}" stroke-width="1.5"`;
  const x0 = X(room.x);
  const y0 = Y(room.y);
  const w = room.width * s;
  const h = room.depth * s;
  switch (room.kind) {
    case 'kitchen':
      // Counter along the front wall, with sink and hob.
      return [
        rect(x0 + 0.2 * s, y0 + 0.2 * s, w - 0.4 * s, 0.6 * s, line),
        rect(x0 + 0.5 * s, y0 + 0.28 * s, 0.6 * s, 0.42 * s, line),
        `<circle cx="${n(x0 + w - 0.9 * s)}" cy="${n(y0 + 0.5 * s)}" r="${n(0.13 * s)}" ${line}/>`,
        `<circle cx="${n(x0 + w - 0.5 * s)}" cy="${n(y0 + 0.5 * s)}" r="${n(0.13 * s)}" ${line}/>`,
        `<ellipse cx="${n(x0 + w / 2)}" cy="${n(y0 + h * 0.72)}" rx="${n(Math.min(0.8 * s, w * 0.3))}" ry="${n(Math.min(0.5 * s, h * 0.14))}" ${line}/>`,
      ].join('');
    case 'living':
      if (room.y > 0 || room.depth < 3.4) return '';
      return [
        rect(x0 + w * 0.25, y0 + h - 1.2 * s, Math.min(2.4 * s, w * 0.5), 0.9 * s, line),
        rect(x0 + w * 0.25 + 0.5 * s, y0 + h - 2.4 * s, Math.min(1.2 * s, w * 0.3), 0.6 * s, line),
      ].join('');
    case 'bedroom':
    case 'alcove': {
      const bedWidth = Math.min(room.width - 0.8, room.kind === 'alcove' || room.width < 3 ? 0.9 : 1.6) * s;
      const bx = x0 + (w - bedWidth) / 2;
      const by = room.y > 0 ? y0 + h - 2.1 * s : y0 + 0.1 * s;
      return [
        rect(bx, by, bedWidth, 2 * s, line),
        rect(bx + 0.1 * s, room.y > 0 ? by + 1.55 * s : by + 0.1 * s, bedWidth - 0.2 * s, 0.35 * s, line),
      ].join('');
    }
    case 'bath':
      return [
        rect(x0 + w - 1.0 * s, y0 + 0.1 * s, 0.9 * s, 0.9 * s, line),
        `<ellipse cx="${n(x0 + 0.45 * s)}" cy="${n(y0 + 0.45 * s)}" rx="${n(0.2 * s)}" ry="${n(0.3 * s)}" ${line}/>`,
        rect(x0 + w - 0.6 * s, y0 + h - 0.9 * s, 0.5 * s, 0.4 * s, line),
      ].join('');
    case 'sauna':
      return rect(x0 + 0.1 * s, y0 + h - 0.7 * s, w - 0.2 * s, 0.6 * s, line);
    default:
      return '';
  }
}

function labels(
  layout: PlanLayout,
  locale: PlanLocale,
  X: (m: number) => number,
  Y: (m: number) => number,
  scale: number,
): string[] {
  const words = LABELS[locale];
  const parts: string[] = [];
  const text = (x: number, y: number, size: number, content: string, weight = 'normal') =>
    `<text x="${n(x)}" y="${n(y)}" font-family="DejaVu Sans, sans-serif" font-size="${n(size)}" font-weight="${weight}" fill="#3a3a3a" text-anchor="middle">${escapeText(content)}</text>`;
  for (const room of layout.rooms) {
    const name = words[room.kind];
    const size = Math.min(22, (0.8 * room.width * scale) / (0.7 * Math.max(5, name.length)));
    const cx = X(room.x + room.width / 2);
    // Front rooms carry furniture in their lower half; their names sit higher.
    const cy = Y(room.y + room.depth * (room.y < 0.01 ? 0.34 : 0.5));
    parts.push(
      text(cx, cy - size * 0.1, size, name, '600'),
      text(cx, cy + size * 1.1, size * 0.8, area(room.width * room.depth, locale)),
    );
  }
  if (layout.outdoor) {
    const space = layout.outdoor;
    parts.push(text(X(space.x + space.width / 2), Y(-space.depth / 2) + 7, 18, words[space.kind]));
  }
  return parts;
}

function northArrow(direction: number): string {
  const facing = ((Math.max(1, Math.min(8, direction)) - 1) * 45) % 360;
  return `<g transform="translate(1120 80) rotate(${-facing})"><circle r="26" fill="none" stroke="${WALL}" stroke-width="1.5"/><polygon points="0,-22 8,6 0,0 -8,6" fill="${WALL}"/></g>`;
}

function scaleBar(scale: number): string {
  // Two metres, in alternating black and white blocks.
  const y = VIEW_HEIGHT - 40;
  return [
    rect(60, y, scale, 8, `fill="${WALL}"`),
    rect(60 + scale, y, scale, 8, `fill="#ffffff" stroke="${WALL}" stroke-width="1.5"`),
  ].join('');
}
