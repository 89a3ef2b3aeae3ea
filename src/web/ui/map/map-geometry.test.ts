import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  COUNTRY_BOUNDS,
  clusterRadius,
  detailZoomFor,
  pointsSignature,
  toFeatureCollection,
  viewBoundsFor,
} from './map-geometry';
import type { MapPoint } from './map-types';

const point = (id: string, lat: number, lng: number): MapPoint => ({
  id,
  lat,
  lng,
  label: id,
  kind: 'stage',
});

describe('map points', () => {
  it('become GeoJSON points in [lng, lat] order, leaving out unusable positions', () => {
    const collection = toFeatureCollection([
      point('a', 59.33, 18.07),
      point('b', Number.NaN, 18),
      point('c', 95, 10),
      point('d', 57.7, 11.97),
    ]);
    expect(collection.features.map((feature) => feature.properties.id)).toEqual(['a', 'd']);
    expect(collection.features[0].geometry.coordinates).toEqual([18.07, 59.33]);
  });

  it('are framed by their bounds, or by the country when there are none', () => {
    const points = [point('a', 59.33, 18.07), point('b', 55.6, 13), point('c', 67.86, 20.23)];
    expect(boundsOf(points)).toEqual([
      [13, 55.6],
      [20.23, 67.86],
    ]);
    expect(boundsOf([])).toBeNull();
    expect(viewBoundsFor([], 'NO')).toEqual(COUNTRY_BOUNDS.NO);
    expect(viewBoundsFor([point('x', Number.NaN, 0)], 'FI')).toEqual(COUNTRY_BOUNDS.FI);
  });

  it('change their signature only when what is drawn changes', () => {
    const points = [point('a', 59.33, 18.07)];
    expect(pointsSignature([...points])).toBe(pointsSignature(points));
    expect(pointsSignature([point('a', 59.34, 18.07)])).not.toBe(pointsSignature(points));
    expect(pointsSignature([{ ...points[0], label: 'other' }])).not.toBe(pointsSignature(points));
  });
});

describe('cluster radius', () => {
  it('grows with the number of points and never shrinks', () => {
    const radii = [1, 9, 10, 49, 50, 199, 200, 5000].map(clusterRadius);
    expect(radii).toEqual([16, 16, 20, 20, 25, 25, 31, 31]);
  });
});

describe('detailZoomFor', () => {
  it('keeps the detail zoom on a wide map and lowers it on a narrow one, by at most two levels', () => {
    expect(detailZoomFor(8, 1280)).toBe(8);
    expect(detailZoomFor(8, 1000)).toBe(8);
    expect(detailZoomFor(8, 500)).toBe(7);
    expect(detailZoomFor(8, 358)).toBeCloseTo(8 + Math.log2(0.358), 5);
    expect(detailZoomFor(8, 100)).toBe(6);
    expect(detailZoomFor(8, 0)).toBe(6);
  });
});
