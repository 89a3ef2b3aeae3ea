import type { ExpressionSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl';

// The offline base map: sea, land, lakes, coast, country borders and place names, with no tile
// server, sprite or glyph server (nothing but our own origin is reachable). Its data is one
// GeoJSON file of our own bundle (data/nordic-base-map.json, built by
// scripts/build-base-map.ts), fetched by MapLibre's worker the first time a map opens. Labels
// are drawn from a font file of our own too (`font-faces`), so they need no glyph server.
//
// With MAP_STYLE_URL set (production), the map uses that style instead: real vector tiles.

export interface MapPalette {
  sea: string;
  land: string;
  coast: string;
  border: string;
  label: string;
  labelHalo: string;
  marker: string;
  markerStroke: string;
  selected: string;
  clusterText: string;
}

// Neutral Nordic colours, used when a design token is missing.
const FALLBACK_PALETTE: MapPalette = {
  sea: '#d7e4ea',
  land: '#f5f1ea',
  coast: '#9fb4bd',
  border: '#8a8378',
  label: '#1b2424',
  labelHalo: '#ffffff',
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
    label: token('--color-text', FALLBACK_PALETTE.label),
    labelHalo: token('--color-bg', FALLBACK_PALETTE.labelHalo),
    marker: token('--color-primary', FALLBACK_PALETTE.marker),
    markerStroke: token('--color-bg', FALLBACK_PALETTE.markerStroke),
    selected: token('--color-accent', FALLBACK_PALETTE.selected),
    clusterText: token('--color-on-primary', FALLBACK_PALETTE.clusterText),
  };
}

export const BASE_SOURCE = 'hemvist-base';

/** The font of the labels: its name in `text-font`, and its files (latin, latin-ext). */
export const LABEL_FONT = 'Hemvist Inter';

export interface OfflineStyleAssets {
  /** Absolute URL of the base map's GeoJSON. */
  dataUrl: string;
  /** Absolute URLs of the label font's latin and latin-ext files. */
  fontUrls: { latin: string; latinExt: string };
}

/**
 * The closest a view fitted to the points may come, on a map 1000 px wide. The offline data
 * (Natural Earth 1:10m outlines, town positions) reads as a map over a region some 150 km
 * across; closer in, a single home would sit on a plain beige box. A real vector-tile style
 * shows streets.
 */
export const OFFLINE_DETAIL_ZOOM = 8;
export const TILED_DETAIL_ZOOM = 14;
/** Labels grow up to this zoom. */
const LABEL_ZOOM = 12;

const isKind = (kind: string): ExpressionSpecification => ['==', ['get', 'kind'], kind];
const isPlace = (rank: number): ExpressionSpecification => [
  'all',
  isKind('place'),
  ['==', ['get', 'rank'], rank],
];

function labelLayer(
  id: string,
  rank: number,
  minzoom: number,
  size: [number, number],
  palette: MapPalette,
): LayerSpecification {
  return {
    id,
    type: 'symbol',
    source: BASE_SOURCE,
    filter: isPlace(rank),
    minzoom,
    layout: {
      'text-field': ['get', 'name'],
      'text-font': [LABEL_FONT],
      'text-size': ['interpolate', ['linear'], ['zoom'], minzoom, size[0], LABEL_ZOOM, size[1]],
      'text-max-width': 8,
      'text-padding': 4,
      // A district is written at its place; a town beside its dot, far enough for a project's
      // marker on the town centre (drawn above the labels) to leave the name readable.
      'text-variable-anchor': rank === 3 ? ['center'] : ['top', 'bottom', 'left', 'right'],
      'text-radial-offset': rank === 3 ? 0 : 1.1,
      'symbol-sort-key': rank,
    },
    paint: {
      'text-color': palette.label,
      'text-opacity': rank === 3 ? 0.8 : 1,
      'text-halo-color': palette.labelHalo,
      'text-halo-width': 1.5,
    },
  };
}

export function offlineLayers(palette: MapPalette): LayerSpecification[] {
  return [
    { id: 'sea', type: 'background', paint: { 'background-color': palette.sea } },
    {
      id: 'land',
      type: 'fill',
      source: BASE_SOURCE,
      filter: isKind('land'),
      paint: { 'fill-color': palette.land, 'fill-antialias': true },
    },
    {
      id: 'lakes',
      type: 'fill',
      source: BASE_SOURCE,
      filter: isKind('lake'),
      paint: { 'fill-color': palette.sea, 'fill-outline-color': palette.coast },
    },
    {
      id: 'coast',
      type: 'line',
      source: BASE_SOURCE,
      filter: isKind('coast'),
      paint: {
        'line-color': palette.coast,
        'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 10, 1.5],
      },
    },
    {
      id: 'borders',
      type: 'line',
      source: BASE_SOURCE,
      filter: isKind('border'),
      paint: {
        'line-color': palette.border,
        'line-opacity': 0.7,
        'line-dasharray': [3, 2],
        'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.8, 10, 1.8],
      },
    },
    {
      id: 'town-dots',
      type: 'circle',
      source: BASE_SOURCE,
      filter: ['all', isKind('place'), ['<', ['get', 'rank'], 3]],
      minzoom: 5,
      paint: {
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 5, 1.5, 10, 3],
        'circle-color': palette.label,
        // A town's dot appears with its name (the label layers' minzoom).
        'circle-opacity': ['step', ['zoom'], ['case', ['==', ['get', 'rank'], 1], 0.6, 0], 7, 0.6],
      },
    },
    // MapLibre places the labels of the topmost layer first: the main towns win a tie.
    labelLayer('labels-districts', 3, 10, [11, 13], palette),
    labelLayer('labels-municipalities', 2, 7, [11, 14], palette),
    labelLayer('labels-towns', 1, 5, [11, 15], palette),
  ];
}

/** The whole offline style; the markers are added on top once it has loaded. */
export function offlineStyle(palette: MapPalette, assets: OfflineStyleAssets): StyleSpecification {
  return {
    version: 8,
    'font-faces': {
      [LABEL_FONT]: [
        {
          url: assets.fontUrls.latin,
          'unicode-range': ['U+0000-00FF', 'U+0131', 'U+0152-0153', 'U+2000-206F', 'U+20AC'],
        },
        { url: assets.fontUrls.latinExt, 'unicode-range': ['U+0100-02BA', 'U+1E00-1E9F'] },
      ],
    },
    sources: {
      [BASE_SOURCE]: {
        type: 'geojson',
        data: assets.dataUrl,
        attribution: 'Natural Earth, © OpenStreetMap contributors',
      },
    },
    layers: offlineLayers(palette),
  };
}

export interface BaseMapChoice {
  style: string | StyleSpecification;
  /** The closest zoom a view fitted to the points comes to. */
  detailZoom: number;
}

/** MAP_STYLE_URL's style when one is configured, else the offline map. */
export function chooseBaseMap(
  styleUrl: string | undefined,
  palette: MapPalette,
  assets: OfflineStyleAssets,
): BaseMapChoice {
  return styleUrl
    ? { style: styleUrl, detailZoom: TILED_DETAIL_ZOOM }
    : { style: offlineStyle(palette, assets), detailZoom: OFFLINE_DETAIL_ZOOM };
}
