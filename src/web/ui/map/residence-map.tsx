import 'maplibre-gl/dist/maplibre-gl.css';
import { type GeoJSONSource, Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../icon';
import { chooseBaseMap, readPalette } from './base-map-style';
import { ClusterLabels } from './cluster-labels';
import {
  detailZoomFor,
  hasValidPosition,
  MAX_BOUNDS,
  pointsSignature,
  toFeatureCollection,
  viewBoundsFor,
} from './map-geometry';
import { DEFAULT_MAP_TEXTS, type ResidenceMapProps } from './map-types';
import {
  CLUSTER_LAYER,
  CLUSTER_OPTIONS,
  markerLayers,
  POINT_LAYER,
  POINT_SOURCE,
  SELECTED_LAYER,
  selectedFilter,
} from './marker-layers';
import { offlineStyleAssets } from './offline-assets';
import styles from './residence-map.module.css';

// The residence map. Load it lazily — everything maplibre lives behind this module:
//   const ResidenceMap = lazy(() => import('../../ui/map/residence-map'));
// It renders nothing on the server and until mounted; the map is built in an effect.

// Bundled as an asset of our own origin: maplibre would otherwise look for the worker next
// to its own (now bundled) module file.
setWorkerUrl(workerUrl);

type MapState = 'loading' | 'ready' | 'unavailable';

function canUseWebgl(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('webgl2'));
  } catch {
    return false;
  }
}

function fitPadding(element: HTMLElement): number {
  return Math.round(Math.min(56, element.clientWidth / 8, element.clientHeight / 8));
}

export function ResidenceMap({
  points,
  selectedId: controlledSelectedId,
  onSelect,
  renderCard,
  label,
  fitToPoints = true,
  className,
  country,
  styleUrl,
  texts: textOverrides,
}: ResidenceMapProps) {
  const texts = { ...DEFAULT_MAP_TEXTS, ...textOverrides };
  const [mounted, setMounted] = useState(false);
  const [state, setState] = useState<MapState>('loading');
  const [internalSelectedId, setInternalSelectedId] = useState<string | null>(null);
  const selectedId = controlledSelectedId === undefined ? internalSelectedId : controlledSelectedId;

  const hostRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDialogElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  // The closest a view fitted to the points comes: how near the base map still reads.
  const detailZoomRef = useRef(0);
  const [styleReady, setStyleReady] = useState(false);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  // The map's event handlers are bound once; they read the latest props through refs.
  const latest = useRef({ onSelect, selectedId, setInternalSelectedId });
  latest.current = { onSelect, selectedId, setInternalSelectedId };
  const select = useCallback((id: string | null) => {
    latest.current.setInternalSelectedId(id);
    latest.current.onSelect?.(id);
  }, []);

  useEffect(() => setMounted(true), []);

  // Build the map once, in the browser. Texts, country and style are read when it is built;
  // later changes keep the map as it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: built once, see above
  useEffect(() => {
    const host = hostRef.current;
    if (!mounted || !host) return;
    if (!canUseWebgl()) {
      setState('unavailable');
      return;
    }
    const palette = readPalette(host);
    const base = chooseBaseMap(styleUrl, palette, offlineStyleAssets());
    detailZoomRef.current = base.detailZoom;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: host,
        style: base.style,
        bounds: viewBoundsFor([], country),
        maxBounds: MAX_BOUNDS,
        maxZoom: 16,
        attributionControl: false,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        locale: {
          'Map.Title': texts.canvas,
          'NavigationControl.ZoomIn': texts.zoomIn,
          'NavigationControl.ZoomOut': texts.zoomOut,
        },
      });
    } catch {
      setState('unavailable');
      return;
    }
    mapRef.current = map;
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    const clusterLabels = new ClusterLabels(map, POINT_SOURCE, styles.clusterLabels, styles.clusterLabel);

    map.on('load', () => {
      // On top of the base map's layers, whichever style it is.
      map.addSource(POINT_SOURCE, { type: 'geojson', data: toFeatureCollection([]), ...CLUSTER_OPTIONS });
      for (const layer of markerLayers(palette, latest.current.selectedId ?? null)) map.addLayer(layer);
      setStyleReady(true);
      map.once('idle', () => setState('ready'));
    });
    map.on('error', (event) => {
      // A lost WebGL context or a failed shader: say so instead of leaving a blank box.
      if (!map.isStyleLoaded() && /webgl/i.test(String(event.error?.message))) setState('unavailable');
    });

    map.on('click', async (event) => {
      const box: [[number, number], [number, number]] = [
        [event.point.x - 4, event.point.y - 4],
        [event.point.x + 4, event.point.y + 4],
      ];
      const [hit] = map.queryRenderedFeatures(box, { layers: [SELECTED_LAYER, POINT_LAYER, CLUSTER_LAYER] });
      if (!hit) {
        if (latest.current.selectedId) select(null);
        return;
      }
      if (hit.layer.id === CLUSTER_LAYER) {
        const source = map.getSource<GeoJSONSource>(POINT_SOURCE);
        if (!source || hit.geometry.type !== 'Point') return;
        const zoom = await source.getClusterExpansionZoom(Number(hit.properties.cluster_id));
        map.easeTo({
          center: hit.geometry.coordinates as [number, number],
          zoom: Math.min(zoom, map.getMaxZoom()),
        });
        return;
      }
      select(String(hit.properties.id));
    });
    for (const layer of [CLUSTER_LAYER, POINT_LAYER]) {
      map.on('mouseenter', layer, () => {
        map.getCanvas().style.cursor = 'pointer';
      });
      map.on('mouseleave', layer, () => {
        map.getCanvas().style.cursor = '';
      });
    }

    return () => {
      clusterLabels.remove();
      map.remove();
      mapRef.current = null;
      setStyleReady(false);
    };
  }, [mounted, select]);

  // Points: new data, and (by default) a view that shows them all. Keyed by content, so a
  // caller that builds a new but equal array on each render does not reset the view.
  const pointsKey = pointsSignature(points);
  const pointsRef = useRef(points);
  pointsRef.current = points;
  // biome-ignore lint/correctness/useExhaustiveDependencies: pointsKey stands for the points
  useEffect(() => {
    const map = mapRef.current;
    if (!styleReady || !map) return;
    const current = pointsRef.current;
    map.getSource<GeoJSONSource>(POINT_SOURCE)?.setData(toFeatureCollection(current));
    if (fitToPoints)
      map.fitBounds(viewBoundsFor(current, country), {
        padding: fitPadding(map.getContainer()),
        maxZoom: detailZoomFor(detailZoomRef.current, map.getContainer().clientWidth),
        duration: 0,
      });
  }, [styleReady, pointsKey, fitToPoints, country]);

  // Selection: highlight it, bring it into view, and move focus to its card.
  useEffect(() => {
    const map = mapRef.current;
    if (!styleReady || !map) return;
    map.setFilter(SELECTED_LAYER, selectedFilter(selectedId ?? null));
    const point = selectedId ? pointsRef.current.find((candidate) => candidate.id === selectedId) : undefined;
    if (point && !map.getBounds().contains([point.lng, point.lat]))
      map.easeTo({ center: [point.lng, point.lat] });
  }, [styleReady, selectedId]);

  const hasCard = Boolean(selectedId && renderCard);
  useEffect(() => {
    // Again for every newly selected point while a card is open.
    if (!hasCard || !selectedId || !cardRef.current) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && !cardRef.current.contains(active)) returnFocusRef.current = active;
    cardRef.current.focus();
  }, [hasCard, selectedId]);

  const closeCard = () => {
    select(null);
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    (target?.isConnected ? target : mapRef.current?.getCanvas())?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && selectedId) {
      event.stopPropagation();
      closeCard();
    }
  };

  if (!mounted) return null;
  const selectedPoint = selectedId ? points.find((point) => point.id === selectedId) : undefined;
  const rootClassName = className ? `${styles.root} ${className}` : styles.root;
  return (
    <section aria-label={label} className={rootClassName} data-map-state={state} onKeyDown={onKeyDown}>
      <div ref={hostRef} className={styles.host} hidden={state === 'unavailable'} />
      {state === 'unavailable' && <p className={styles.unavailable}>{texts.unavailable}</p>}
      {hasCard && selectedId && (
        // Not modal: the map stays usable beside the card.
        <dialog ref={cardRef} open className={styles.card} tabIndex={-1} aria-label={selectedPoint?.label}>
          <button type="button" className={styles.close} onClick={closeCard} aria-label={texts.close}>
            <Icon name="close" size={20} aria-hidden="true" />
          </button>
          {renderCard?.(selectedId)}
        </dialog>
      )}
      <p className="visually-hidden" aria-live="polite">
        {texts.markersShown(points.filter(hasValidPosition).length)}
      </p>
    </section>
  );
}

export default ResidenceMap;
