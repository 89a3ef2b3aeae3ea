import type { FeatureCollection, Point } from 'geojson';
import type { MapCountry, MapPoint } from './map-types';

// Pure helpers of the map: no maplibre, no DOM, so they can be unit tested.

/** [[west, south], [east, north]] */
export type Bounds = [[number, number], [number, number]];

/** Mainland extents, used as the view when there is nothing to show. */
export const COUNTRY_BOUNDS: Record<MapCountry, Bounds> = {
  SE: [
    [10.9, 55.3],
    [24.2, 69.1],
  ],
  NO: [
    [4.6, 57.9],
    [31.1, 71.2],
  ],
  FI: [
    [20.5, 59.7],
    [31.6, 70.1],
  ],
};

/** The map never pans further than this: the Nordics with their neighbours. */
export const MAX_BOUNDS: Bounds = [
  [-30, 44],
  [60, 78],
];

export interface PointProperties {
  id: string;
  label: string;
  kind: MapPoint['kind'];
}

export function hasValidPosition(point: MapPoint): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}

/** Points as GeoJSON; points without a usable position are left out. */
export function toFeatureCollection(points: readonly MapPoint[]): FeatureCollection<Point, PointProperties> {
  return {
    type: 'FeatureCollection',
    features: points.filter(hasValidPosition).map((point) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
      properties: { id: point.id, label: point.label, kind: point.kind },
    })),
  };
}

/** A string that changes when the points (ids, places, labels, kinds) change. */
export function pointsSignature(points: readonly MapPoint[]): string {
  return points
    .map((point) => `${point.id}|${point.lat}|${point.lng}|${point.kind}|${point.label}`)
    .join('\n');
}

/** The smallest box holding every valid point, or null when there is none. */
export function boundsOf(points: readonly MapPoint[]): Bounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const point of points) {
    if (!hasValidPosition(point)) continue;
    west = Math.min(west, point.lng);
    east = Math.max(east, point.lng);
    south = Math.min(south, point.lat);
    north = Math.max(north, point.lat);
  }
  return west === Infinity
    ? null
    : [
        [west, south],
        [east, north],
      ];
}

/** The view for a set of points: their bounds, or the country when there are none. */
export function viewBoundsFor(points: readonly MapPoint[], country: MapCountry): Bounds {
  return boundsOf(points) ?? COUNTRY_BOUNDS[country];
}

/** The width the base map's detail zoom is meant for (base-map-style.ts). */
const DETAIL_WIDTH_PX = 1000;

/**
 * How close a view fitted to the points may come on a map this wide: a narrow map (a phone)
 * shows about the same stretch of land as a wide one, at up to two zoom levels less.
 */
export function detailZoomFor(detailZoom: number, widthPx: number): number {
  const narrowing = Math.log2(Math.max(widthPx, 1) / DETAIL_WIDTH_PX);
  return detailZoom + Math.min(0, Math.max(-2, narrowing));
}

/** Cluster circle radius in px by number of points: legible counts, big clusters stand out. */
export const CLUSTER_RADIUS_STEPS = [
  { minCount: 0, radius: 16 },
  { minCount: 10, radius: 20 },
  { minCount: 50, radius: 25 },
  { minCount: 200, radius: 31 },
] as const;

export function clusterRadius(count: number): number {
  let radius: number = CLUSTER_RADIUS_STEPS[0].radius;
  for (const step of CLUSTER_RADIUS_STEPS) if (count >= step.minCount) radius = step.radius;
  return radius;
}
