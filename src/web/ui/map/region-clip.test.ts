import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { type Box, clipFeatures, clipLine, clipRing, roundCoordinates } from './region-clip';

const BOX: Box = [
  [0, 0],
  [10, 10],
];

describe('cutting world data to the map region', () => {
  it('keeps a ring inside the box as it is and drops one outside', () => {
    const inside = [
      [1, 1],
      [2, 1],
      [2, 2],
      [1, 1],
    ];
    expect(clipRing(inside, BOX)).toEqual(inside);
    expect(
      clipRing(
        [
          [20, 20],
          [21, 20],
          [21, 21],
          [20, 20],
        ],
        BOX,
      ),
    ).toBeNull();
  });

  it('cuts a ring that reaches out of the box along the box edge, closed again', () => {
    const ring = clipRing(
      [
        [5, 5],
        [15, 5],
        [15, 8],
        [5, 8],
        [5, 5],
      ],
      BOX,
    );
    expect(ring).toEqual([
      [5, 5],
      [10, 5],
      [10, 8],
      [5, 8],
      [5, 5],
    ]);
  });

  it('keeps the runs of a line inside the box, each with one point beyond either end', () => {
    const runs = clipLine(
      [
        [-5, 5],
        [-3, 5],
        [2, 5],
        [4, 5],
        [13, 5],
        [20, 5],
      ],
      BOX,
    );
    expect(runs).toEqual([
      [
        [-3, 5],
        [2, 5],
        [4, 5],
        [13, 5],
      ],
    ]);
  });

  it('drops features left without geometry and keeps only the properties asked for', () => {
    const collection: FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Vänern', scalerank: 0 },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [1, 1],
                [3, 1],
                [3, 3],
                [1, 1],
              ],
            ],
          },
        },
        {
          type: 'Feature',
          properties: { name: 'Far away' },
          geometry: { type: 'Point', coordinates: [50, 50] },
        },
      ],
    };
    const clipped = clipFeatures(collection, BOX, ['name']);
    expect(clipped.features).toHaveLength(1);
    expect(clipped.features[0]?.properties).toEqual({ name: 'Vänern' });
  });

  it('rounds coordinates and drops the points rounding made repeat', () => {
    const rounded = roundCoordinates(
      {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: {},
            geometry: {
              type: 'LineString',
              coordinates: [
                [1.00012, 2.00049],
                [1.00041, 2.00011],
                [1.2, 2.2],
              ],
            },
          },
        ],
      },
      3,
    );
    expect(rounded.features[0]?.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [1, 2],
        [1.2, 2.2],
      ],
    });
  });
});
