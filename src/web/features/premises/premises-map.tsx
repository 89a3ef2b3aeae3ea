import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import type { PremisesHit } from '../../../shared/premises/premises-schemas';
import { useListingsTranslation } from '../../i18n/listings-texts';
import type { ResidenceMapProps } from '../../ui/map/map-types';
import { useSite } from '../../ui/site-context';
import styles from './premises-object.module.css';

// maplibre loads only when a map is first shown, as on the search page: the list's map view,
// or a premises page's map once it comes near the viewport.
const ResidenceMap = lazy(() => import('../../ui/map/residence-map'));

type PremisesMapProps = Omit<ResidenceMapProps, 'country' | 'styleUrl' | 'texts'> & {
  /** Shown while maplibre loads. */
  fallback: string;
};

/** The residence map in the site's style, with the premises pages' texts. */
export function PremisesMap({ fallback, ...props }: PremisesMapProps) {
  const { t } = useListingsTranslation();
  const { site, mapStyleUrl } = useSite();
  return (
    <Suspense fallback={<p className={styles.mapWaiting}>{fallback}</p>}>
      <ResidenceMap
        {...props}
        country={site.country}
        styleUrl={mapStyleUrl}
        texts={{
          zoomIn: t('premises.mapZoomIn'),
          zoomOut: t('premises.mapZoomOut'),
          close: t('premises.mapClose'),
          canvas: t('premises.mapCanvas'),
          markersShown: (count) => t('premises.mapMarkersShown', { count }),
          unavailable: t('premises.mapUnavailable'),
        }}
      />
    </Suspense>
  );
}

/**
 * False until the element comes within half a viewport of the visible part of the page, then
 * true for good. The same as ui/use-near-viewport, written again on purpose: that module shares
 * the residence pages' chunk, which importing it would add to every premises, rental and
 * broker-listing page.
 */
function useComesNear(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * Where a premises is: a box of fixed height on the server and until it comes near the
 * viewport, then the map with the premises marked. It sits below the fold on a phone, and
 * maplibre is the heaviest script of the page.
 */
export function PremisesLocation({ premises }: { premises: Pick<PremisesHit, 'id' | 'name' | 'geo'> }) {
  const { t } = useListingsTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const near = useComesNear(boxRef);
  const point = { id: premises.id, lat: premises.geo.lat, lng: premises.geo.lng, label: premises.name };
  return (
    <section className={styles.location} aria-labelledby="premises-location">
      <h2 id="premises-location" className={styles.sectionHeading}>
        {t('premises.location')}
      </h2>
      <div ref={boxRef} className={styles.mapBox}>
        {near ? (
          <PremisesMap
            points={[{ ...point, kind: 'object' }]}
            label={t('premises.locationMap')}
            className={styles.mapCanvas}
            fallback={t('premises.mapLoading')}
          />
        ) : (
          <p className={styles.mapWaiting}>{t('premises.mapLoading')}</p>
        )}
      </div>
    </section>
  );
}
