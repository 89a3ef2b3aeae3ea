import type { FeatureCollection, MultiLineString } from 'geojson';
import type { AddLayerObject, MapOptions } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { flatFeatures, flatLines } from './world-geometry';

// The offline base map: sea, land and borders drawn from Natural Earth data in world-atlas,
// with no tile server, sprite or glyph url (nothing but our own origin is reachable). The
// style has no symbol layers, so it needs no glyphs; counts are HTML (cluster-labels.ts).

export interface MapPalette {
  sea: string;
  land: string;
  coast: string;
  border: string;
  marker: string;
  markerStroke: string;
  selected: string;
  clusterText: string;
}

// Neutral Nordic colours, used when a design token is missing.
const FALLBACK_PALETTE: MapPalette = {
  sea: '#d7e4ea',
  land: '#f5f1ea',
  coast: '#b9c8cf',
  border: '#a59f94',
  marker: '#0d4a45',
  markerStroke: '#ffffff',
  selected: '#b5462b',
  clusterText: '#ffffff',
};

/** Colours from the theme's custom properties (themes.css) where the element inherits them. */
export function readPalette(element: Element): MapPalette {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    sea: token('--map-sea', FALLBACK_PALETTE.sea),
    land: token('--color-surface', FALLBACK_PALETTE.land),
    coast: token('--map-coast', FALLBACK_PALETTE.coast),
    border: token('--color-text-muted', FALLBACK_PALETTE.border),
    marker: token('--color-primary', FALLBACK_PALETTE.marker),
    markerStroke: token('--color-bg', FALLBACK_PALETTE.markerStroke),
    selected: token('--color-accent', FALLBACK_PALETTE.selected),
    clusterText: token('--color-on-primary', FALLBACK_PALETTE.clusterText),
  };
}

export interface BaseMapData {
  land: FeatureCollection;
  coast: FeatureCollection<MultiLineString>;
  borders: FeatureCollection<MultiLineString>;
}

type WorldTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

let baseMapData: Promise<BaseMapData> | undefined;

/** Land and borders, fetched (as a chunk of our own bundle) the first time a map opens. */
export function loadBaseMapData(): Promise<BaseMapData> {
  baseMapData ??= import('world-atlas/countries-50m.json').then((module) => {
    const world = module.default as unknown as WorldTopology;
    return {
      // Land as one polygon per country: the merged land object is one huge multipolygon
      // that tiles into broken triangles at low zoom.
      land: flatFeatures(feature(world, world.objects.countries)),
      // Lines from the arcs themselves, not from the polygons' outlines, which would also
      // draw the edges where polygons are cut at tile boundaries.
      coast: flatLines(mesh(world, world.objects.countries, (a, b) => a === b)),
      borders: flatLines(mesh(world, world.objects.countries, (a, b) => a !== b)),
    };
  });
  return baseMapData;
}

type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;

export const BASE_SOURCE = {
  land: 'hemvist-land',
  coast: 'hemvist-coast',
  borders: 'hemvist-borders',
} as const;

/** A style with the sea only; land and borders are added once their data has loaded. */
export function emptyBaseStyle(palette: MapPalette): StyleSpecification {
  return {
    version: 8,
    sources: {},
    layers: [{ id: 'sea', type: 'background', paint: { 'background-color': palette.sea } }],
  };
}

export function landLayers(palette: MapPalette): AddLayerObject[] {
  return [
    {
      id: 'land',
      type: 'fill',
      source: BASE_SOURCE.land,
      paint: { 'fill-color': palette.land, 'fill-antialias': true },
    },
    {
      id: 'coast',
      type: 'line',
      source: BASE_SOURCE.coast,
      paint: {
        'line-color': palette.coast,
        'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 10, 1.5],
      },
    },
    {
      id: 'borders',
      type: 'line',
      source: BASE_SOURCE.borders,
      paint: {
        'line-color': palette.border,
        'line-opacity': 0.55,
        'line-dasharray': [3, 2],
        'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.7, 10, 1.6],
      },
    },
  ];
}
