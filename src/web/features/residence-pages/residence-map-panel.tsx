import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapPoint, ResidenceMapTexts } from '../../ui/map/map-types';
import { useSite } from '../../ui/site-context';
import styles from './residence-sections.module.css';

// maplibre loads only in the browser and only on pages that show a map.
const ResidenceMap = lazy(() => import('../../ui/map/residence-map'));

interface Props {
  points: readonly MapPoint[];
  label: string;
  heading: string;
}

/** The map section: a fixed-height box on the server, the interactive map once mounted. */
export function ResidenceMapPanel({ points, label, heading }: Props) {
  const { t } = useTranslation();
  const { site, mapStyleUrl } = useSite();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const texts: Partial<ResidenceMapTexts> = {
    zoomIn: t('residencePages.map.zoomIn'),
    zoomOut: t('residencePages.map.zoomOut'),
    close: t('common.close'),
    canvas: t('residencePages.map.canvas'),
    markersShown: (count) => t('residencePages.map.markersShown', { count }),
    unavailable: t('residencePages.map.unavailable'),
  };
  const placeholder = <div className={styles.mapPlaceholder}>{t('common.loading')}</div>;
  return (
    <section className={styles.mapSection} aria-labelledby="map">
      <h2 id="map" className={styles.sectionHeading}>
        {heading}
      </h2>
      <div className={styles.mapBox}>
        {mounted ? (
          <Suspense fallback={placeholder}>
            <ResidenceMap
              points={points}
              label={label}
              country={site.country}
              styleUrl={mapStyleUrl}
              texts={texts}
              className={styles.map}
            />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
