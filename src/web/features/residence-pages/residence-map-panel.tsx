import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { MapPoint } from '../../ui/map/map-types';
import { useNearViewport } from '../../ui/use-near-viewport';
import styles from './residence-sections.module.css';

// maplibre loads only in the browser and only on pages that show a map.
const ResidenceMap = lazy(() => import('./residence-map-with-texts'));

interface Props {
  points: readonly MapPoint[];
  label: string;
  heading: string;
}

/**
 * The map section: a fixed-height box on the server, the interactive map once the box comes
 * near the viewport. The map sits below the fold, and maplibre is by far the heaviest script of
 * the page: loaded with the page it would hold up the first paint and the main thread.
 */
export function ResidenceMapPanel({ points, label, heading }: Props) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(boxRef);
  // The region the map will be, named as the map names it, in its loading state.
  const placeholder = (
    <section aria-label={label} className={styles.mapPlaceholder} data-map-state="loading">
      {t('common.loading')}
    </section>
  );
  return (
    <section className={styles.mapSection} aria-labelledby="map">
      <h2 id="map" className={styles.sectionHeading}>
        {heading}
      </h2>
      <div ref={boxRef} className={styles.mapBox}>
        {near ? (
          <Suspense fallback={placeholder}>
            <ResidenceMap points={points} label={label} className={styles.map} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
