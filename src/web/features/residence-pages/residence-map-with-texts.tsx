import { useTranslation } from '../../i18n/use-translation';
import type { MapPoint } from '../../ui/map/map-types';
import { ResidenceMap } from '../../ui/map/residence-map';
import { useSite } from '../../ui/site-context';

interface Props {
  points: readonly MapPoint[];
  label: string;
  className: string;
}

/** The residence map in the site's language and style: the lazy chunk of ResidenceMapPanel. */
export default function ResidenceMapWithTexts({ points, label, className }: Props) {
  const { t } = useTranslation();
  const { site, mapStyleUrl } = useSite();
  return (
    <ResidenceMap
      points={points}
      label={label}
      country={site.country}
      styleUrl={mapStyleUrl}
      texts={{
        zoomIn: t('residencePages.map.zoomIn'),
        zoomOut: t('residencePages.map.zoomOut'),
        close: t('common.close'),
        canvas: t('residencePages.map.canvas'),
        markersShown: (count) => t('residencePages.map.markersShown', { count }),
        unavailable: t('residencePages.map.unavailable'),
      }}
      className={className}
    />
  );
}
