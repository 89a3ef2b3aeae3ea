import sharp from 'sharp';
import type { PlanRoom } from '../../../shared/explorer/explorer-contracts';

// The 360° pictures of the explorer (issue 16 item 3): an equirectangular (2:1) picture of a
// room seen from a camera at its centre, traced ray by ray through a box with a wooden floor,
// painted walls, windows with the sky behind them, a door and a few pieces of furniture. The
// room's size comes from the home type's plan, so every picture follows from the catalogue.

export const PANORAMA_WIDTH = 2048;
export const PANORAMA_HEIGHT = PANORAMA_WIDTH / 2;
const CEILING = 2.6;
const EYE = 1.5;

type Rgb = [number, number, number];
type Kind = PlanRoom['kind'];

interface Box {
  min: [number, number, number];
  max: [number, number, number];
  colour: Rgb;
}

/** Wall colours by the stage's picture style (its imageStyle), one per room kind. */
const PALETTES: readonly Record<'living' | 'kitchen' | 'bedroom', Rgb>[] = [
  { living: [236, 230, 220], kitchen: [242, 240, 235], bedroom: [214, 222, 212] },
  { living: [232, 226, 214], kitchen: [240, 238, 232], bedroom: [212, 220, 230] },
  { living: [238, 232, 226], kitchen: [236, 236, 232], bedroom: [232, 218, 208] },
];

export interface PanoramaRoom {
  kind: Kind;
  /** Along the window wall, metres. */
  width: number;
  /** From the window wall inwards, metres. */
  depth: number;
  style: number;
}

function furnitureOf(room: PanoramaRoom): Box[] {
  const w = room.width / 2;
  const d = room.depth / 2;
  if (room.kind === 'bedroom')
    return [
      { min: [-0.8, -d, 0], max: [0.8, -d + 2.05, 0.5], colour: [246, 244, 240] },
      { min: [-0.85, -d, 0.5], max: [0.85, -d + 0.12, 1.05], colour: [150, 120, 96] },
      { min: [-0.7, -d + 1.2, 0.5], max: [0.7, -d + 2.0, 0.56], colour: [120, 146, 170] },
      { min: [w - 0.62, d - 2.2, 0], max: [w, d - 0.6, 2.1], colour: [226, 222, 214] },
    ];
  if (room.kind === 'kitchen')
    return [
      { min: [-w, -d, 0], max: [-w + 0.62, d - 0.5, 0.88], colour: [70, 84, 80] },
      { min: [-w, -d, 0.88], max: [-w + 0.64, d - 0.5, 0.92], colour: [218, 214, 206] },
      { min: [-w, -d, 1.45], max: [-w + 0.36, d - 0.5, 2.25], colour: [70, 84, 80] },
      { min: [-0.55, -0.45, 0.7], max: [0.55, 0.45, 0.76], colour: [176, 134, 96] },
    ];
  return [
    { min: [-1.2, -d, 0], max: [1.2, -d + 0.9, 0.42], colour: [110, 122, 136] },
    { min: [-1.2, -d, 0.42], max: [1.2, -d + 0.22, 0.82], colour: [104, 116, 130] },
    { min: [-1.3, -d + 1.2, 0], max: [1.3, -d + 2.9, 0.012], colour: [196, 178, 150] },
    { min: [-0.5, -d + 1.6, 0], max: [0.5, -d + 2.2, 0.42], colour: [150, 108, 76] },
    { min: [w - 0.42, -0.8, 0], max: [w, 0.8, 1.9], colour: [228, 224, 216] },
  ];
}

/** Which part of the window wall (y = +depth/2) is glass. */
function windowsOf(room: PanoramaRoom): { x0: number; x1: number; z0: number; z1: number }[] {
  const w = room.width / 2;
  if (room.kind === 'living')
    return [
      { x0: -w + 0.4, x1: -0.2, z0: 0.5, z1: 2.2 },
      { x0: 0.2, x1: Math.min(1.1, w - 0.3), z0: 0.02, z1: 2.2 },
    ];
  const half = Math.min(0.7, w - 0.3);
  return [{ x0: -half, x1: half, z0: 0.9, z1: 2.2 }];
}

function hash(n: number): number {
  const s = Math.sin(n * 127.1) * 43758.5453;
  return s - Math.floor(s);
}

function hitBox(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, box: Box) {
  let tMin = 0;
  let tMax = Number.POSITIVE_INFINITY;
  let axis = 0;
  const origin = [ox, oy, oz];
  const direction = [dx, dy, dz];
  for (let a = 0; a < 3; a += 1) {
    const o = origin[a] as number;
    const v = direction[a] as number;
    const lo = box.min[a] as number;
    const hi = box.max[a] as number;
    if (Math.abs(v) < 1e-9) {
      if (o < lo || o > hi) return null;
      continue;
    }
    let t0 = (lo - o) / v;
    let t1 = (hi - o) / v;
    if (t0 > t1) [t0, t1] = [t1, t0];
    if (t0 > tMin) {
      tMin = t0;
      axis = a;
    }
    tMax = Math.min(tMax, t1);
    if (tMin > tMax) return null;
  }
  return { t: tMin, axis };
}

/** What a window shows: lawn, a line of trees against the horizon, then the sky. */
function outside(dz: number, lon: number): Rgb {
  const treeTop = 0.03 + 0.05 * Math.abs(Math.sin(lon * 7) * Math.cos(lon * 3.3));
  if (dz < -0.06) return [104, 138, 86];
  if (dz < treeTop) {
    const shade = 0.85 + 0.15 * hash(Math.floor(lon * 90));
    return [Math.round(62 * shade), Math.round(96 * shade), Math.round(64 * shade)];
  }
  const t = Math.min(1, Math.max(0, dz * 1.8));
  return [Math.round(224 - 100 * t), Math.round(236 - 62 * t), Math.round(246 - 24 * t)];
}

/** The room as raw RGB pixels, equirectangular: yaw 0 (the centre column) faces the windows. */
export function tracePanorama(room: PanoramaRoom, width = PANORAMA_WIDTH): Buffer {
  const height = width / 2;
  const pixels = Buffer.alloc(width * height * 3);
  const w = room.width / 2;
  const d = room.depth / 2;
  const boxes = furnitureOf(room);
  const windows = windowsOf(room);
  const paint = (PALETTES[room.style % PALETTES.length] ?? PALETTES[0])?.[
    room.kind === 'kitchen' ? 'kitchen' : room.kind === 'bedroom' ? 'bedroom' : 'living'
  ] ?? [236, 230, 220];
  for (let row = 0; row < height; row += 1) {
    const lat = Math.PI / 2 - ((row + 0.5) / height) * Math.PI;
    const cosLat = Math.cos(lat);
    const dz = Math.sin(lat);
    for (let column = 0; column < width; column += 1) {
      const lon = ((column + 0.5) / width) * 2 * Math.PI - Math.PI;
      const dx = cosLat * Math.sin(lon);
      const dy = cosLat * Math.cos(lon);
      const tx = dx > 0 ? (w - 0) / dx : dx < 0 ? (-w - 0) / dx : Number.POSITIVE_INFINITY;
      const ty = dy > 0 ? d / dy : dy < 0 ? -d / dy : Number.POSITIVE_INFINITY;
      const tz = dz > 0 ? (CEILING - EYE) / dz : dz < 0 ? -EYE / dz : Number.POSITIVE_INFINITY;
      let t = Math.min(tx, ty, tz);
      let colour: Rgb;
      let light: number;
      let boxHit: { box: Box; axis: number } | null = null;
      for (const box of boxes) {
        const hit = hitBox(0, 0, EYE, dx, dy, dz, box);
        if (hit && hit.t > 0 && hit.t < t) {
          t = hit.t;
          boxHit = { box, axis: hit.axis };
        }
      }
      const px = dx * t;
      const py = dy * t;
      const pz = EYE + dz * t;
      if (boxHit) {
        colour = boxHit.box.colour;
        light = boxHit.axis === 2 ? 1.02 : boxHit.axis === 1 ? 0.9 : 0.8;
      } else if (t === tz && dz < 0) {
        // Oak planks, 18 cm wide, staggered ends.
        const plank = Math.floor((px + 10) / 0.18);
        const along = (py + 10 + hash(plank) * 2.2) / 2.2;
        const seam = (px + 10) % 0.18 < 0.006 || along % 1 < 0.004;
        const tone = 0.86 + 0.18 * hash(plank * 7 + Math.floor(along));
        colour = seam
          ? [120, 88, 60]
          : [Math.round(200 * tone), Math.round(160 * tone), Math.round(118 * tone)];
        light = 1;
      } else if (t === tz) {
        const lamp = Math.hypot(px, py) < 0.18;
        colour = lamp ? [255, 250, 236] : [246, 245, 241];
        light = lamp ? 1.05 : 0.93;
      } else {
        colour = paint;
        light = t === ty ? (dy > 0 ? 0.84 : 0.97) : 0.9;
        if (pz < 0.08) colour = [248, 247, 244];
        if (t === ty && dy > 0) {
          for (const glass of windows) {
            if (px > glass.x0 && px < glass.x1 && pz > glass.z0 && pz < glass.z1) {
              const frame =
                px - glass.x0 < 0.06 || glass.x1 - px < 0.06 || pz - glass.z0 < 0.06 || glass.z1 - pz < 0.06;
              const mullion = Math.abs(px - (glass.x0 + glass.x1) / 2) < 0.025 && glass.x1 - glass.x0 > 1;
              if (frame || mullion) {
                colour = [250, 250, 248];
                light = 0.95;
              } else {
                colour = outside(dz, lon);
                light = 1;
              }
            }
          }
        }
        if (t === ty && dy < 0 && Math.abs(px) < 0.45 && pz < 2.05) {
          const frame = Math.abs(px) > 0.4 || pz > 2.0;
          colour = frame ? [236, 236, 232] : [244, 243, 240];
          light = 0.95;
          if (Math.abs(px - 0.3) < 0.03 && Math.abs(pz - 1.0) < 0.015) colour = [90, 90, 90];
        }
      }
      // Soft shade in the corners and more light near the windows.
      const edges = [w - Math.abs(px), d - Math.abs(py), pz, CEILING - pz].sort((a, b) => a - b);
      const corner = (edges[0] ?? 1) + (edges[1] ?? 1);
      const occlusion = 1 - 0.18 * Math.exp(-corner / 0.22);
      const daylight = 0.86 + 0.14 * ((py + d) / (2 * d));
      const factor = light * occlusion * daylight;
      const offset = (row * width + column) * 3;
      pixels[offset] = Math.min(255, Math.round(colour[0] * factor));
      pixels[offset + 1] = Math.min(255, Math.round(colour[1] * factor));
      pixels[offset + 2] = Math.min(255, Math.round(colour[2] * factor));
    }
  }
  return pixels;
}

export async function renderPanoramaJpeg(room: PanoramaRoom, width = PANORAMA_WIDTH): Promise<Buffer> {
  const pixels = tracePanorama(room, width);
  return sharp(pixels, { raw: { width, height: width / 2, channels: 3 } })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
