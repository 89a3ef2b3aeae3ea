import type { ReactNode } from 'react';

// The map's public contract. Callers import this file statically; it must stay free of
// maplibre so that nothing of the map enters the main bundle until the map is opened.

export type MapCountry = 'SE' | 'NO' | 'FI';

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  label: string;
  kind: 'stage' | 'object' | 'area';
}

/** Every text the map shows or announces; the caller passes translations. */
export interface ResidenceMapTexts {
  zoomIn: string;
  zoomOut: string;
  /** Close button of the card. */
  close: string;
  /** Accessible name of the map canvas itself (keyboard: arrows pan, +/- zoom). */
  canvas: string;
  /** Announced politely whenever the number of markers changes. */
  markersShown: (count: number) => string;
  /** Shown in place of the map when the browser cannot draw it (no WebGL). */
  unavailable: string;
}

export const DEFAULT_MAP_TEXTS: ResidenceMapTexts = {
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  close: 'Close',
  canvas: 'Map. Use the arrow keys to pan and plus or minus to zoom.',
  markersShown: (count) => (count === 1 ? '1 marker shown' : `${count} markers shown`),
  unavailable: 'The map cannot be shown in this browser. The results are listed on the page.',
};

export interface ResidenceMapProps {
  points: readonly MapPoint[];
  selectedId?: string | null;
  /** Marker click (null: click on the empty map, the close button or Escape). */
  onSelect?: (id: string | null) => void;
  /** Rendered over the map for the selected point (the caller's card). */
  renderCard?: (id: string) => ReactNode;
  /** Accessible name of the map region, e.g. "Karta över sökresultatet". */
  label: string;
  /** Fit the view to the points when they change (default true). */
  fitToPoints?: boolean;
  className?: string;
  /** Initial view when there are no points: the site's country. */
  country: MapCountry;
  /**
   * A MapLibre style of real vector tiles (MAP_STYLE_URL, from the site context). Unset: the
   * offline base map of our own bundle.
   */
  styleUrl?: string;
  /** Translations; English defaults for any text left out. */
  texts?: Partial<ResidenceMapTexts>;
}
