// Builds the offline base map's data, src/web/ui/map/data/nordic-base-map.json:
//
//   tsx scripts/build-base-map.ts
//
// - land, coastline and country borders: Natural Earth from world-atlas, 1:10m (countries-10m)
//   over the Nordic countries and 1:50m (countries-50m) around them;
// - lakes: OpenStreetMap's lakes at 1 km resolution from the npm package
//   @geo-maps/earth-lakes-1km (data © OpenStreetMap contributors, ODbL: the map credits them),
//   those of at least MIN_LAKE_KM2 over the Nordic countries and OUTER_MIN_LAKE_KM2 around them;
// - place names: the demo catalogue's own geography (seed/catalogue/geography.ts), the towns
//   and districts its homes are in. The seed has positions only, no municipality outlines.
//
// Everything is cut to the region the map can pan over, and rounded to about 10 m.

import { readFileSync, writeFileSync } from 'node:fs';
import type { Feature, FeatureCollection, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { GEOGRAPHY } from '../seed/catalogue/geography';
import { projectPath } from '../src/server/project-root';
import { type Box, clipFeatures, roundCoordinates } from '../src/web/ui/map/region-clip';
import { flatFeatures, flatLines } from '../src/web/ui/map/world-geometry';

/** A little wider than the map's pan limits (MAX_BOUNDS in map-geometry.ts). */
const REGION: Box = [
  [-34, 40],
  [64, 80],
];
/** The Nordic countries and their shores, drawn at 1:10m; the rest of REGION at 1:50m. */
const CORE: Box = [
  [-1, 53],
  [34, 72],
];
/** REGION without CORE, as four boxes. */
const OUTSKIRTS: Box[] = [
  [REGION[0], [REGION[1][0], CORE[0][1]]],
  [[REGION[0][0], CORE[1][1]], REGION[1]],
  [
    [REGION[0][0], CORE[0][1]],
    [CORE[0][0], CORE[1][1]],
  ],
  [
    [CORE[1][0], CORE[0][1]],
    [REGION[1][0], CORE[1][1]],
  ],
];
/** About 100 m: finer than the 1:10m data's own detail. */
const DIGITS = 3;

/** Lakes smaller than this (km²) are left out: at the zooms the base map opens at they are specks. */
const MIN_LAKE_KM2 = 20;
const OUTER_MIN_LAKE_KM2 = 100;

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

type WorldTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

function worldLayers(scale: '10m' | '50m') {
  const world = readJson<WorldTopology>(
    projectPath('node_modules', 'world-atlas', `countries-${scale}.json`),
  );
  const countries = world.objects.countries;
  return {
    land: flatFeatures(feature(world, countries)),
    coast: flatLines(mesh(world, countries, (a, b) => a === b)),
    borders: flatLines(mesh(world, countries, (a, b) => a !== b)),
  };
}

const merge = (collections: FeatureCollection[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features: collections.flatMap((collection) => collection.features),
});

const fine = worldLayers('10m');
const coarse = worldLayers('50m');
const layer = (name: 'land' | 'coast' | 'borders') =>
  merge([clipFeatures(fine[name], CORE), ...OUTSKIRTS.map((box) => clipFeatures(coarse[name], box))]);
const land = layer('land');
const coast = layer('coast');
const borders = layer('borders');

/** Area of a ring in km², on a sphere locally flattened at the ring's first latitude. */
function ringKm2(ring: Position[]): number {
  let twice = 0;
  for (let index = 0; index + 1 < ring.length; index += 1) {
    const [x1 = 0, y1 = 0] = ring[index] ?? [];
    const [x2 = 0, y2 = 0] = ring[index + 1] ?? [];
    twice += x1 * y2 - x2 * y1;
  }
  const latitude = ((ring[0]?.[1] ?? 0) * Math.PI) / 180;
  return (Math.abs(twice) / 2) * 111.32 * 111.32 * Math.cos(latitude);
}

const touches = (ring: Position[], box: Box) =>
  ring.some(([x = 0, y = 0]) => x >= box[0][0] && x <= box[1][0] && y >= box[0][1] && y <= box[1][1]);

function readLakes(): FeatureCollection {
  const world = readJson<{ geometries: MultiPolygon[] }>(
    projectPath('node_modules', '@geo-maps', 'earth-lakes-1km', 'map.geo.json'),
  );
  const polygons = world.geometries.flatMap((geometry) => geometry.coordinates);
  const kept = polygons.filter((polygon) => {
    const outline = polygon[0] ?? [];
    if (!touches(outline, REGION)) return false;
    return ringKm2(outline) >= (touches(outline, CORE) ? MIN_LAKE_KM2 : OUTER_MIN_LAKE_KM2);
  });
  const features = kept.map(
    (coordinates): Feature<Polygon> => ({
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates },
      properties: {},
    }),
  );
  return clipFeatures({ type: 'FeatureCollection', features }, REGION);
}
const lakes = readLakes();

/**
 * 1: a county's main town or a town with many projects (shown from the country view on),
 * 2: any other municipality, 3: a district.
 */
function places(): FeatureCollection<Point> {
  const features: Feature<Point>[] = [];
  const point = (name: string, lng: number, lat: number, rank: number, country: string): Feature<Point> => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lng, lat] },
    properties: { name, rank, country },
  });
  for (const [country, counties] of Object.entries(GEOGRAPHY))
    for (const county of counties)
      for (const municipality of county.municipalities) {
        const isSeat = municipality.lat === county.lat && municipality.lng === county.lng;
        const rank = isSeat || municipality.weight >= 4 ? 1 : 2;
        features.push(point(municipality.name, municipality.lng, municipality.lat, rank, country));
        for (const area of municipality.areas)
          features.push(point(area.name, area.lng, area.lat, 3, country));
      }
  return { type: 'FeatureCollection', features };
}

/** One collection, each feature tagged with what it is: the map reads it as one source. */
const tagged = (kind: string, collection: FeatureCollection): Feature[] =>
  roundCoordinates(collection, DIGITS).features.map((item) => ({
    ...item,
    properties: { ...item.properties, kind },
  }));
const data: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    ...tagged('land', land),
    ...tagged('lake', lakes),
    ...tagged('coast', coast),
    ...tagged('border', borders),
    ...tagged('place', places()),
  ],
};
const output = projectPath('src', 'web', 'ui', 'map', 'data', 'nordic-base-map.json');
writeFileSync(output, JSON.stringify(data));
const count = (kind: string) => data.features.filter((item) => item.properties?.kind === kind).length;
const counts = ['land', 'lake', 'coast', 'border', 'place'].map((kind) => `${kind} ${count(kind)}`);
console.log(`${output}: ${counts.join(', ')}`);
