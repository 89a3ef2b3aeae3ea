import type { FeatureCollection } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import world from 'world-atlas/countries-50m.json';
import { closesWhenUnwrapped, flatFeatures, flatLines, unwrapLongitudes } from './world-geometry';

const maxLongitudeStep = (line: number[][]) =>
  Math.max(0, ...line.slice(1).map((position, index) => Math.abs(position[0] - line[index][0])));

describe('antimeridian', () => {
  it('carries a ring on past 180° instead of jumping back to -180°', () => {
    const ring = [
      [178, 65],
      [-179, 65],
      [-179, 66],
      [178, 66],
      [178, 65],
    ];
    expect(unwrapLongitudes(ring)).toEqual([
      [178, 65],
      [181, 65],
      [181, 66],
      [178, 66],
      [178, 65],
    ]);
    expect(closesWhenUnwrapped(ring)).toBe(true);
  });

  it('leaves out a ring around a pole, which cannot be drawn flat', () => {
    const aroundThePole = [
      [-180, -85],
      [-60, -80],
      [60, -80],
      [180, -85],
      [-180, -85],
    ];
    expect(closesWhenUnwrapped(aroundThePole)).toBe(false);
  });

  it('makes every world-atlas ring and border continuous, keeping the Nordic countries', () => {
    const topology = world as unknown as Topology<{ countries: GeometryCollection }>;
    const land = flatFeatures(feature(topology, topology.objects.countries) as FeatureCollection);
    const rings = land.features.flatMap((item) => {
      const geometry = item.geometry;
      if (geometry.type === 'Polygon') return geometry.coordinates;
      if (geometry.type === 'MultiPolygon') return geometry.coordinates.flat();
      return [];
    });
    expect(Math.max(...rings.map(maxLongitudeStep))).toBeLessThan(180);
    const names = land.features.map((item) => item.properties?.name);
    expect(names).toEqual(expect.arrayContaining(['Sweden', 'Norway', 'Finland', 'Denmark', 'Russia']));
    // Antarctica keeps its islands but not the ring around the pole.
    expect(rings.every(closesWhenUnwrapped)).toBe(true);

    const borders = flatLines(mesh(topology, topology.objects.countries, (a, b) => a !== b));
    expect(Math.max(...borders.features[0].geometry.coordinates.map(maxLongitudeStep))).toBeLessThan(180);
  });
});
