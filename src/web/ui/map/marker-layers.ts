import type { AddLayerObject, FilterSpecification } from 'maplibre-gl';
import type { MapPalette } from './base-map-style';
import { CLUSTER_RADIUS_STEPS } from './map-geometry';

export const POINT_SOURCE = 'hemvist-points';
export const CLUSTER_LAYER = 'clusters';
export const POINT_LAYER = 'points';
export const SELECTED_LAYER = 'selected-point';

/** Clustering of the point source (platform: markers group until zoomed in). */
export const CLUSTER_OPTIONS = { cluster: true, clusterRadius: 50, clusterMaxZoom: 14 } as const;

export function selectedFilter(id: string | null): FilterSpecification {
  return ['==', ['get', 'id'], id ?? ''];
}

// ['step', count, r0, 10, r1, 50, r2, ...] from the same steps the unit tests check.
const clusterRadiusExpression = [
  'step',
  ['get', 'point_count'],
  CLUSTER_RADIUS_STEPS[0].radius,
  ...CLUSTER_RADIUS_STEPS.slice(1).flatMap((step) => [step.minCount, step.radius]),
];

export function markerLayers(palette: MapPalette, selectedId: string | null): AddLayerObject[] {
  return [
    {
      id: CLUSTER_LAYER,
      type: 'circle',
      source: POINT_SOURCE,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': palette.marker,
        'circle-radius': clusterRadiusExpression as never,
        'circle-stroke-color': palette.markerStroke,
        'circle-stroke-width': 2,
        'circle-opacity': 0.92,
      },
    },
    {
      id: POINT_LAYER,
      type: 'circle',
      source: POINT_SOURCE,
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': palette.marker,
        'circle-radius': 8,
        'circle-stroke-color': palette.markerStroke,
        'circle-stroke-width': 2,
      },
    },
    {
      id: SELECTED_LAYER,
      type: 'circle',
      source: POINT_SOURCE,
      filter: selectedFilter(selectedId),
      paint: {
        'circle-color': palette.selected,
        'circle-radius': 11,
        'circle-stroke-color': palette.markerStroke,
        'circle-stroke-width': 3,
      },
    },
  ];
}
