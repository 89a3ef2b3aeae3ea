import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';

// Cuts world data down to the part the map can show (used by scripts/build-base-map.ts, not
// by the browser). Polygons are clipped to a rectangle, which leaves straight edges along it:
// the box is wider than the map's pan limits, so those edges are never on screen.

/** [[west, south], [east, north]] */
export type Box = [[number, number], [number, number]];

type Edge = { inside: (point: Position) => boolean; cut: (from: Position, to: Position) => Position };

function edgesOf([[west, south], [east, north]]: Box): Edge[] {
  const atLng = (lng: number) => (from: Position, to: Position) => [
    lng,
    from[1] + ((to[1] - from[1]) * (lng - from[0])) / (to[0] - from[0]),
  ];
  const atLat = (lat: number) => (from: Position, to: Position) => [
    from[0] + ((to[0] - from[0]) * (lat - from[1])) / (to[1] - from[1]),
    lat,
  ];
  return [
    { inside: (point) => point[0] >= west, cut: atLng(west) },
    { inside: (point) => point[0] <= east, cut: atLng(east) },
    { inside: (point) => point[1] >= south, cut: atLat(south) },
    { inside: (point) => point[1] <= north, cut: atLat(north) },
  ];
}

/** Sutherland–Hodgman: the part of a closed ring inside the box, closed again, or null. */
export function clipRing(ring: readonly Position[], box: Box): Position[] | null {
  let points = ring.slice(0, -1);
  for (const edge of edgesOf(box)) {
    const input = points;
    points = [];
    for (let index = 0; index < input.length; index++) {
      const current = input[index];
      const previous = input[(index + input.length - 1) % input.length];
      if (!current || !previous) continue;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) points.push(edge.cut(previous, current));
        points.push(current);
      } else if (edge.inside(previous)) points.push(edge.cut(previous, current));
    }
    if (points.length === 0) return null;
  }
  const first = points[0];
  return points.length < 3 || !first ? null : [...points, first];
}

function clipPolygon(rings: readonly Position[][], box: Box): Position[][] | null {
  const [outer, ...holes] = rings;
  const clippedOuter = outer && clipRing(outer, box);
  if (!clippedOuter) return null;
  const clippedHoles = holes.map((hole) => clipRing(hole, box)).filter((hole) => hole !== null);
  return [clippedOuter, ...clippedHoles];
}

/** The parts of a line inside the box, each run kept with one point beyond either end. */
export function clipLine(line: readonly Position[], box: Box): Position[][] {
  const [[west, south], [east, north]] = box;
  const inside = (point: Position) =>
    point[0] >= west && point[0] <= east && point[1] >= south && point[1] <= north;
  const runs: Position[][] = [];
  let run: Position[] = [];
  line.forEach((point, index) => {
    const near = inside(point) || [line[index - 1], line[index + 1]].some((other) => other && inside(other));
    if (near) run.push(point);
    else if (run.length > 0) {
      if (run.length > 1) runs.push(run);
      run = [];
    }
  });
  if (run.length > 1) runs.push(run);
  return runs;
}

export function clipGeometry(geometry: Geometry, box: Box): Geometry | null {
  switch (geometry.type) {
    case 'Polygon': {
      const polygon = clipPolygon(geometry.coordinates, box);
      return polygon && { type: 'Polygon', coordinates: polygon };
    }
    case 'MultiPolygon': {
      const polygons = geometry.coordinates
        .map((polygon) => clipPolygon(polygon, box))
        .filter((polygon) => polygon !== null);
      return polygons.length === 0 ? null : { type: 'MultiPolygon', coordinates: polygons };
    }
    case 'LineString': {
      const lines = clipLine(geometry.coordinates, box);
      return lines.length === 0 ? null : { type: 'MultiLineString', coordinates: lines };
    }
    case 'MultiLineString': {
      const lines = geometry.coordinates.flatMap((line) => clipLine(line, box));
      return lines.length === 0 ? null : { type: 'MultiLineString', coordinates: lines };
    }
    default:
      return null;
  }
}

/** The features that reach into the box, cut to it, with only the properties asked for. */
export function clipFeatures<P extends string>(
  collection: FeatureCollection,
  box: Box,
  keep: readonly P[] = [],
): FeatureCollection {
  const features: Feature[] = [];
  for (const item of collection.features) {
    const geometry = item.geometry && clipGeometry(item.geometry, box);
    if (!geometry) continue;
    const properties: Record<string, unknown> = {};
    for (const key of keep) if (item.properties?.[key] != null) properties[key] = item.properties[key];
    features.push({ type: 'Feature', geometry, properties });
  }
  return { type: 'FeatureCollection', features };
}

/** Coordinates rounded to `digits` decimals (5: about a metre), dropping repeated points. */
export function roundCoordinates<T extends FeatureCollection>(collection: T, digits: number): T {
  const factor = 10 ** digits;
  const round = (value: number) => Math.round(value * factor) / factor;
  const roundLine = (line: Position[]) =>
    line
      .map((point) => [round(point[0] ?? 0), round(point[1] ?? 0)])
      .filter((point, index, all) => {
        const previous = all[index - 1];
        return !previous || previous[0] !== point[0] || previous[1] !== point[1];
      });
  const roundGeometry = (geometry: Geometry): Geometry => {
    switch (geometry.type) {
      case 'Polygon':
        return { type: 'Polygon', coordinates: geometry.coordinates.map(roundLine) };
      case 'MultiPolygon':
        return {
          type: 'MultiPolygon',
          coordinates: geometry.coordinates.map((rings) => rings.map(roundLine)),
        };
      case 'LineString':
        return { type: 'LineString', coordinates: roundLine(geometry.coordinates) };
      case 'MultiLineString':
        return { type: 'MultiLineString', coordinates: geometry.coordinates.map(roundLine) };
      case 'Point':
        return {
          type: 'Point',
          coordinates: [round(geometry.coordinates[0] ?? 0), round(geometry.coordinates[1] ?? 0)],
        };
      default:
        return geometry;
    }
  };
  return {
    ...collection,
    features: collection.features.map((item) => ({
      ...item,
      geometry: item.geometry && roundGeometry(item.geometry),
    })),
  };
}
