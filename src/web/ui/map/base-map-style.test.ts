import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import {
  BASE_SOURCE,
  chooseBaseMap,
  LABEL_FONT,
  type MapPalette,
  OFFLINE_DETAIL_ZOOM,
  offlineStyle,
  TILED_DETAIL_ZOOM,
} from './base-map-style';

const palette: MapPalette = {
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
const assets = {
  dataUrl: 'http://localhost:3000/assets/nordic-base-map-abc.json',
  fontUrls: {
    latin: 'http://localhost:3000/assets/inter-latin.woff2',
    latinExt: 'http://localhost:3000/assets/inter-latin-ext.woff2',
  },
};

describe('offline base map style', () => {
  const style = offlineStyle(palette, assets);
  const layer = (id: string) => style.layers.find((candidate) => candidate.id === id);

  it('is a valid MapLibre style', () => {
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('draws sea, land, lakes, coast and country borders from our own data file', () => {
    expect(style.sources[BASE_SOURCE]).toMatchObject({ type: 'geojson', data: assets.dataUrl });
    expect(layer('sea')).toMatchObject({ type: 'background', paint: { 'background-color': palette.sea } });
    expect(layer('land')).toMatchObject({ type: 'fill', filter: ['==', ['get', 'kind'], 'land'] });
    // Lakes are water: the sea's colour over the land.
    expect(layer('lakes')).toMatchObject({ type: 'fill', paint: { 'fill-color': palette.sea } });
    expect(layer('coast')).toMatchObject({ type: 'line', filter: ['==', ['get', 'kind'], 'coast'] });
    expect(layer('borders')).toMatchObject({ type: 'line', filter: ['==', ['get', 'kind'], 'border'] });
    const order = style.layers.map((candidate) => candidate.id);
    expect(order.indexOf('lakes')).toBeGreaterThan(order.indexOf('land'));
  });

  it('writes place names with a font file of our own origin and no glyph server', () => {
    const labels = style.layers.filter((candidate) => candidate.type === 'symbol');
    expect(labels.map((candidate) => candidate.id)).toEqual([
      'labels-districts',
      'labels-municipalities',
      'labels-towns',
    ]);
    for (const label of labels)
      expect(label).toMatchObject({ layout: { 'text-field': ['get', 'name'], 'text-font': [LABEL_FONT] } });
    expect(style.glyphs).toBeUndefined();
    const faces = JSON.stringify(style['font-faces']?.[LABEL_FONT]);
    expect(faces).toContain(assets.fontUrls.latin);
    expect(faces).toContain(assets.fontUrls.latinExt);
  });

  it('names the main towns from the country view, every municipality nearer, districts close up', () => {
    const minzoom = (id: string) => layer(id)?.minzoom ?? 0;
    expect(minzoom('labels-towns')).toBeLessThan(minzoom('labels-municipalities'));
    expect(minzoom('labels-municipalities')).toBeLessThanOrEqual(OFFLINE_DETAIL_ZOOM);
    expect(minzoom('labels-districts')).toBeGreaterThan(OFFLINE_DETAIL_ZOOM);
  });
});

describe('choosing the base map', () => {
  it('uses the offline style when MAP_STYLE_URL is unset', () => {
    const choice = chooseBaseMap(undefined, palette, assets);
    expect(choice.style).toEqual(offlineStyle(palette, assets));
    expect(choice.detailZoom).toBe(OFFLINE_DETAIL_ZOOM);
  });

  it('uses MAP_STYLE_URL when set, and may then come closer to a single home', () => {
    const url = 'https://tiles.example.com/styles/hemvist.json';
    const choice = chooseBaseMap(url, palette, assets);
    expect(choice.style).toBe(url);
    expect(choice.detailZoom).toBe(TILED_DETAIL_ZOOM);
    expect(TILED_DETAIL_ZOOM).toBeGreaterThan(OFFLINE_DETAIL_ZOOM);
  });
});
