import type { ExplorerRect } from '../../../shared/explorer/explorer-contracts';
import { facadeIrradiance, relativeBearing, type SunPosition } from '../../../shared/explorer/sun-study';

// The sun study's paint on a facade drawing: sky, wall and glass colours for the sun's height
// and bearing, and the shadows the balcony slabs and eaves cast on the wall below them (their
// length follows the sun's profile angle, their slant its bearing across the facade).

type Rgb = [number, number, number];
const hex = (value: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16)) as Rgb;
const css = ([r, g, b]: Rgb) => `rgb(${Math.round(r)} ${Math.round(g)} ${Math.round(b)})`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => (a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * t) as Rgb;
const clamp = (value: number, low = 0, high = 1) => Math.min(high, Math.max(low, value));

const WALL = hex('#e8dfcf');
const WALL_WARM = hex('#f3d7b0');
const SKY_DAY_TOP = hex('#8fbde6');
const SKY_DAY_LOW = hex('#dcecf7');
const SKY_DUSK = hex('#f2b27c');
const SKY_NIGHT_TOP = hex('#16213a');
const SKY_NIGHT_LOW = hex('#2c3c5e');

/** Balcony depth and window reveal in drawing units (a floor is 72). */
const SLAB_DEPTH = 16;
const REVEAL = 5;

export interface FacadeLight {
  /** 0 (dark) … 1 (full day) by the sun's height, civil twilight blended. */
  daylight: number;
  /** Cosine of incidence on the facade; 0 in shade. */
  irradiance: number;
  /** The sun's bearing across the facade: > 0 from the viewer's left. */
  bearing: number;
  skyTop: string;
  skyLow: string;
  wall: string;
  roof: string;
  glass: string;
  ground: string;
  /** Where the sun stands in the picture, when it is in front of the facade and up. */
  sunAt: { x: number; y: number } | null;
}

export function facadeLight(
  sun: SunPosition,
  facadeAzimuth: number,
  width: number,
  groundY: number,
): FacadeLight {
  const daylight = clamp((sun.altitude + 6) / 12);
  const irradiance = facadeIrradiance(sun, facadeAzimuth);
  const bearing = relativeBearing(sun.azimuth, facadeAzimuth);
  const low = clamp(1 - Math.abs(sun.altitude - 2) / 12);
  const skyTop = mix(SKY_NIGHT_TOP, SKY_DAY_TOP, daylight);
  const skyLow = mix(mix(SKY_NIGHT_LOW, SKY_DAY_LOW, daylight), SKY_DUSK, low * 0.8);
  const shade = 0.3 + 0.42 * daylight;
  const litWall = mix(WALL, WALL_WARM, low * 0.7).map((c) =>
    Math.min(255, c * (0.8 + 0.24 * irradiance)),
  ) as Rgb;
  const wall = irradiance > 0 ? litWall : (WALL.map((c) => c * shade) as Rgb);
  const roof = hex('#5b5f66').map((c) => c * (0.5 + 0.5 * daylight)) as Rgb;
  const glass = mix(hex('#2a3346'), hex('#a9c3d6'), daylight * (0.7 + 0.3 * irradiance));
  const ground = mix(hex('#2b3a2a'), hex('#a7b98f'), daylight);
  const inFront = Math.abs(bearing) < 95 && sun.altitude > -4;
  const sunAt = inFront
    ? {
        x: width / 2 - (bearing / 95) * (width / 2 - 24),
        y: clamp(groundY - (sun.altitude / 60) * groundY, 24, groundY + 10),
      }
    : null;
  return {
    daylight,
    irradiance,
    bearing,
    skyTop: css(skyTop),
    skyLow: css(skyLow),
    wall: css(wall),
    roof: css(roof),
    glass: css(glass),
    ground: css(ground),
    sunAt,
  };
}

/** The sun's profile angle on the facade as a tangent: how far down a shadow falls per unit of depth. */
function profileTangent(sun: SunPosition, bearing: number): number {
  const rad = Math.PI / 180;
  return Math.tan(sun.altitude * rad) / Math.max(0.05, Math.cos(bearing * rad));
}

/** The shadow of each slab on the wall, as SVG polygon points; none in shade. */
export function slabShadows(
  slabs: readonly ExplorerRect[],
  sun: SunPosition,
  light: FacadeLight,
  maxLength: number,
): string[] {
  if (light.irradiance <= 0) return [];
  const length = Math.min(maxLength, SLAB_DEPTH * profileTangent(sun, light.bearing));
  const slant = SLAB_DEPTH * Math.tan((clamp(light.bearing, -80, 80) * Math.PI) / 180);
  return slabs.map((slab) => {
    const top = slab.y + slab.height;
    const left = slab.x;
    const right = slab.x + slab.width;
    return [
      [left, top],
      [right, top],
      [right + slant, top + length],
      [left + slant, top + length],
    ]
      .map(([x, y]) => `${(x ?? 0).toFixed(1)},${(y ?? 0).toFixed(1)}`)
      .join(' ');
  });
}

/** The shade inside a window's reveal: a strip under its head and one on the side away from the sun. */
export function revealShadows(window: ExplorerRect, sun: SunPosition, light: FacadeLight): ExplorerRect[] {
  if (light.irradiance <= 0) return [];
  const head = Math.min(window.height, REVEAL * profileTangent(sun, light.bearing));
  const side = Math.min(
    window.width,
    REVEAL * Math.abs(Math.tan((clamp(light.bearing, -80, 80) * Math.PI) / 180)),
  );
  // Sun from the viewer's left (bearing > 0): the left jamb shades the left edge of the glass.
  const sideX = light.bearing > 0 ? window.x : window.x + window.width - side;
  return [
    { x: window.x, y: window.y, width: window.width, height: head },
    { x: sideX, y: window.y, width: side, height: window.height },
  ];
}
