import type { Feature, FeatureCollection, Geometry, MultiLineString, Position } from 'geojson';

// world-atlas is made for spherical projections (d3-geo): a country that crosses the
// antimeridian, like Russia, has rings that jump from +180 to -180. Drawn flat, such a jump
// is a line across the whole world and the fill goes wrong. These helpers make every ring
// and line continuous by carrying the longitude on past ±180; the map repeats the world, so
// the eastern tip of Russia is drawn at 190° where it belongs.

/** A ring or line whose consecutive longitudes never differ by more than 180°. */
export function unwrapLongitudes(line: readonly Position[]): Position[] {
  let offset = 0;
  return line.map((position, index) => {
    if (index > 0) {
      const step = position[0] - line[index - 1][0];
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    return offset === 0 ? [...position] : [position[0] + offset, ...position.slice(1)];
  });
}

/** Whether a ring ends where it started once unwrapped (false for a ring around a pole). */
export function closesWhenUnwrapped(ring: readonly Position[]): boolean {
  const unwrapped = unwrapLongitudes(ring);
  const first = unwrapped[0];
  const last = unwrapped[unwrapped.length - 1];
  return first !== undefined && last !== undefined && Math.abs(first[0] - last[0]) < 1e-9;
}

function unwrapGeometry(geometry: Geometry): Geometry | null {
  switch (geometry.type) {
    case 'Polygon':
      // A ring around a pole (Antarctica) cannot be drawn flat; the Nordic map never needs it.
      if (!geometry.coordinates.every(closesWhenUnwrapped)) return null;
      return { type: 'Polygon', coordinates: geometry.coordinates.map(unwrapLongitudes) };
    case 'MultiPolygon': {
      const polygons = geometry.coordinates.filter((polygon) => polygon.every(closesWhenUnwrapped));
      return polygons.length === 0
        ? null
        : { type: 'MultiPolygon', coordinates: polygons.map((polygon) => polygon.map(unwrapLongitudes)) };
    }
    case 'LineString':
      return { type: 'LineString', coordinates: unwrapLongitudes(geometry.coordinates) };
    case 'MultiLineString':
      return { type: 'MultiLineString', coordinates: geometry.coordinates.map(unwrapLongitudes) };
    default:
      return geometry;
  }
}

/** Features drawable on a flat map; features left without geometry are dropped. */
export function flatFeatures(collection: FeatureCollection): FeatureCollection {
  const features: Feature[] = [];
  for (const item of collection.features) {
    const geometry = item.geometry && unwrapGeometry(item.geometry);
    if (geometry) features.push({ ...item, geometry });
  }
  return { type: 'FeatureCollection', features };
}

export function flatLines(lines: MultiLineString): FeatureCollection<MultiLineString> {
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'MultiLineString', coordinates: lines.coordinates.map(unwrapLongitudes) },
        properties: {},
      },
    ],
  };
}
