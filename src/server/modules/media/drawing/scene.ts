import type { Light } from './palette';
import type { Rng } from './random';
import { n, polygon, rect, VIEW_HEIGHT, VIEW_WIDTH } from './svg';

// Sky, distant tree line, ground and vegetation: the setting every facade stands in.

export function sceneDefs(light: Light): string {
  return [
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.skyTop}"/><stop offset="1" stop-color="${light.skyBottom}"/></linearGradient>`,
    `<radialGradient id="sun-glow"><stop offset="0" stop-color="${light.sun}" stop-opacity="0.9"/><stop offset="0.25" stop-color="${light.sun}" stop-opacity="0.5"/><stop offset="1" stop-color="${light.sun}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light.glassHighlight}"/><stop offset="0.45" stop-color="${light.glass}"/><stop offset="1" stop-color="${light.glass}"/></linearGradient>`,
    `<linearGradient id="ground-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>`,
  ].join('');
}

export function sky(light: Light): string {
  return [
    rect(0, 0, VIEW_WIDTH, VIEW_HEIGHT, 'fill="url(#sky)"'),
    `<circle cx="${light.sunX}" cy="${light.sunY}" r="180" fill="url(#sun-glow)"/>`,
    `<circle cx="${light.sunX}" cy="${light.sunY}" r="34" fill="${light.sun}"/>`,
  ].join('');
}

/** Soft clouds: a few overlapping ellipses. */
export function clouds(rng: Rng, light: Light): string {
  const items: string[] = [];
  const count = rng.int(2, 4);
  for (let i = 0; i < count; i++) {
    const x = rng.between(80, 1100);
    const y = rng.between(60, 260);
    const w = rng.between(90, 180);
    items.push(
      `<g fill="#ffffff" opacity="${light.litShare > 0.5 ? 0.12 : 0.45}"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w)}" ry="${n(w * 0.18)}"/><ellipse cx="${n(x - w * 0.3)}" cy="${n(y - 10)}" rx="${n(w * 0.45)}" ry="${n(w * 0.2)}"/><ellipse cx="${n(x + w * 0.25)}" cy="${n(y - 14)}" rx="${n(w * 0.4)}" ry="${n(w * 0.22)}"/></g>`,
    );
  }
  return items.join('');
}

/** Distant forest edge along the horizon. */
export function treeLine(rng: Rng, color: string, horizon: number, height: number): string {
  const list: [number, number][] = [[0, horizon]];
  for (let x = 0; x <= VIEW_WIDTH; x += 14) {
    const spike = rng.chance(0.35) ? rng.between(0.6, 1) : rng.between(0.35, 0.6);
    list.push([x, horizon - height * spike]);
    list.push([x + 7, horizon - height * spike * rng.between(0.7, 0.9)]);
  }
  list.push([VIEW_WIDTH, horizon]);
  return polygon(list, `fill="${color}"`);
}

export function ground(light: Light, horizon: number): string {
  return [
    rect(0, horizon, VIEW_WIDTH, VIEW_HEIGHT - horizon, `fill="${light.grass}"`),
    rect(0, horizon, VIEW_WIDTH, 14, `fill="${light.grassFar}"`),
    rect(0, horizon, VIEW_WIDTH, VIEW_HEIGHT - horizon, 'fill="url(#ground-shade)"'),
  ].join('');
}

/** A paved street or path in front of the buildings. */
export function street(light: Light, y: number, height: number): string {
  return [
    rect(0, y, VIEW_WIDTH, height, `fill="${light.paving}"`),
    rect(0, y, VIEW_WIDTH, 3, 'fill="#000" opacity="0.08"'),
  ].join('');
}

export function shadow(x: number, y: number, width: number): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(width / 2)}" ry="${n(width / 9)}" fill="#1f2a1f" opacity="0.18"/>`;
}

/** A birch: pale trunk, light airy crown. */
export function birch(rng: Rng, light: Light, x: number, base: number, size: number): string {
  const crown = rng.pick(light.foliage);
  const parts = [
    shadow(x, base, size * 0.9),
    rect(x - size * 0.03, base - size * 1.5, size * 0.06, size * 1.5, 'fill="#ece8df"'),
  ];
  for (let i = 0; i < 3; i++) {
    parts.push(
      rect(x - size * 0.03, base - size * (0.3 + i * 0.4), size * 0.06, size * 0.04, 'fill="#3b3a36"'),
    );
  }
  for (let i = 0; i < 6; i++) {
    const cx = x + rng.between(-0.3, 0.3) * size;
    const cy = base - size * rng.between(1.1, 1.75);
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(size * rng.between(0.18, 0.28))}" ry="${n(size * rng.between(0.22, 0.34))}" fill="${crown}" opacity="0.9"/>`,
    );
  }
  return parts.join('');
}

/** A round deciduous tree (maple, linden). */
export function leafTree(rng: Rng, light: Light, x: number, base: number, size: number): string {
  const crown = rng.pick(light.foliage);
  const parts = [
    shadow(x, base, size * 1.1),
    rect(x - size * 0.05, base - size * 0.8, size * 0.1, size * 0.8, 'fill="#5b4a3d"'),
  ];
  parts.push(`<circle cx="${n(x)}" cy="${n(base - size * 1.05)}" r="${n(size * 0.5)}" fill="${crown}"/>`);
  parts.push(
    `<circle cx="${n(x - size * 0.28)}" cy="${n(base - size * 0.9)}" r="${n(size * 0.32)}" fill="${crown}"/>`,
  );
  parts.push(
    `<circle cx="${n(x + size * 0.3)}" cy="${n(base - size * 0.95)}" r="${n(size * 0.34)}" fill="${crown}"/>`,
  );
  parts.push(
    `<circle cx="${n(x - size * 0.12)}" cy="${n(base - size * 1.25)}" r="${n(size * 0.26)}" fill="#ffffff" opacity="0.08"/>`,
  );
  return parts.join('');
}

/** A spruce: stacked dark triangles. */
export function spruce(light: Light, x: number, base: number, size: number): string {
  const parts = [shadow(x, base, size * 0.7)];
  for (let i = 0; i < 4; i++) {
    const top = base - size * (0.9 + i * 0.38);
    const half = size * (0.36 - i * 0.06);
    parts.push(
      polygon(
        [
          [x - half, top + size * 0.55],
          [x, top],
          [x + half, top + size * 0.55],
        ],
        `fill="${light.spruce}"`,
      ),
    );
  }
  parts.push(rect(x - size * 0.03, base - size * 0.4, size * 0.06, size * 0.4, 'fill="#4a3b30"'));
  return parts.join('');
}

export function anyTree(rng: Rng, light: Light, x: number, base: number, size: number): string {
  const kind = rng.next();
  if (kind < 0.4) return birch(rng, light, x, base, size);
  if (kind < 0.75) return leafTree(rng, light, x, base, size);
  return spruce(light, x, base, size * 1.1);
}

export function hedge(light: Light, x: number, y: number, width: number): string {
  return `<rect x="${n(x)}" y="${n(y - 16)}" width="${n(width)}" height="16" rx="8" fill="${light.foliage[2]}"/>`;
}

/** A tower crane: the stage is still being built. */
export function crane(x: number, base: number, height: number, color: string): string {
  const top = base - height;
  const mast: string[] = [];
  for (let y = base; y > top + 20; y -= 22) {
    mast.push(`M${n(x)} ${n(y)} L${n(x + 14)} ${n(y - 22)} M${n(x + 14)} ${n(y)} L${n(x)} ${n(y - 22)}`);
  }
  return [
    `<g stroke="${color}" fill="none" stroke-width="2">`,
    `<path d="${mast.join(' ')}" stroke-width="1.4"/>`,
    `<path d="M${n(x)} ${n(base)} V${n(top)} M${n(x + 14)} ${n(base)} V${n(top)}"/>`,
    `<path d="M${n(x - 120)} ${n(top)} H${n(x + 380)} M${n(x - 120)} ${n(top + 14)} H${n(x + 380)}"/>`,
    `<path d="M${n(x + 7)} ${n(top - 46)} L${n(x - 110)} ${n(top)} M${n(x + 7)} ${n(top - 46)} L${n(x + 370)} ${n(top)}" stroke-width="1.4"/>`,
    `<path d="M${n(x + 260)} ${n(top + 14)} V${n(top + 150)}" stroke-width="1.2"/>`,
    '</g>',
    rect(x - 124, top - 2, 46, 24, `fill="${color}"`),
    rect(x + 252, top + 150, 16, 10, `fill="${color}"`),
    rect(x - 4, top + 10, 22, 18, `fill="${color}"`),
  ].join('');
}
