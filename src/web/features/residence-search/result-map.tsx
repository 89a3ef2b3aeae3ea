import { lazy, Suspense, useMemo, useState } from 'react';
import type { CardHit } from '../../../shared/residence/search-card-hit';
import { useTranslation } from '../../i18n/use-translation';
import type { MapPoint } from '../../ui/map/map-types';
import { useSite } from '../../ui/site-context';
import { ResultCard } from './result-card';
import styles from './result-list.module.css';

// maplibre loads only when the map view opens (issue 3 item 5).
const ResidenceMap = lazy(() => import('../../ui/map/residence-map'));

export function ResultMap({ hits, today }: { hits: readonly CardHit[]; today: string }) {
  const { t } = useTranslation();
  const { site, mapStyleUrl } = useSite();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const byId = useMemo(() => new Map(hits.map((hit) => [hit.id, hit])), [hits]);
  const points: MapPoint[] = useMemo(
    () =>
      hits.map((hit) => ({
        id: hit.id,
        lat: hit.geo.lat,
        lng: hit.geo.lng,
        label: hit.name,
        kind: hit.type,
      })),
    [hits],
  );
  return (
    <div className={styles.map}>
      <Suspense fallback={<p className={styles.mapLoading}>{t('residenceSearch.mapLoading')}</p>}>
        <ResidenceMap
          points={points}
          selectedId={selectedId}
          onSelect={setSelectedId}
          label={t('residenceSearch.mapLabel')}
          country={site.country}
          styleUrl={mapStyleUrl}
          className={styles.mapCanvas}
          texts={{
            zoomIn: t('residenceSearch.mapZoomIn'),
            zoomOut: t('residenceSearch.mapZoomOut'),
            close: t('residenceSearch.mapClose'),
            canvas: t('residenceSearch.mapCanvas'),
            markersShown: (count) => t('residenceSearch.mapMarkersShown', { count }),
            unavailable: t('residenceSearch.mapUnavailable'),
          }}
          renderCard={(id) => {
            const hit = byId.get(id);
            return hit ? <ResultCard hit={hit} today={today} compact /> : null;
          }}
        />
      </Suspense>
    </div>
  );
}
