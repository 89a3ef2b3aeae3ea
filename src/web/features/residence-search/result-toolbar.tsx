import { useId } from 'react';
import { SORT_KEYS, type SortKey } from '../../../shared/residence/search-constants';
import type { DisplayMode } from '../../../shared/residence/search-url';
import { useTranslation } from '../../i18n/use-translation';
import styles from './search-page.module.css';

// Sort keys of homes; size:* sorts premises (platform §3) and is not offered here.
// livingArea:desc sorts exactly as area:desc: only one of them is offered (a link carrying
// the other shows as it).
const SORT_LABELS: Partial<Record<SortKey, string>> = {
  '': 'recommended',
  'inhabitDateTimeStamp:asc': 'inhabitAsc',
  'inhabitDateTimeStamp:desc': 'inhabitDesc',
  'price:asc': 'priceAsc',
  'price:desc': 'priceDesc',
  'area:asc': 'areaAsc',
  'area:desc': 'areaDesc',
};

interface ResultToolbarProps {
  mapView: boolean;
  onMapView: (on: boolean) => void;
  display: DisplayMode;
  onDisplay: (display: DisplayMode) => void;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
}

/** Image/map view toggle (platform §2), list/slider display mode and the sort select. */
export function ResultToolbar(props: ResultToolbarProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.toolbar}>
      <fieldset className={styles.segmented}>
        <legend className="visually-hidden">{t('residenceSearch.viewToggle')}</legend>
        <button type="button" aria-pressed={!props.mapView} onClick={() => props.onMapView(false)}>
          {t('residenceSearch.imageView')}
        </button>
        <button type="button" aria-pressed={props.mapView} onClick={() => props.onMapView(true)}>
          {t('residenceSearch.mapView')}
        </button>
      </fieldset>
      {!props.mapView && (
        <fieldset className={styles.segmented}>
          <legend className="visually-hidden">{t('residenceSearch.displayMode')}</legend>
          <button
            type="button"
            aria-pressed={props.display === 'list'}
            onClick={() => props.onDisplay('list')}
          >
            {t('residenceSearch.displayList')}
          </button>
          <button
            type="button"
            aria-pressed={props.display === 'slider'}
            onClick={() => props.onDisplay('slider')}
          >
            {t('residenceSearch.displaySlider')}
          </button>
        </fieldset>
      )}
      <div className={styles.sort}>
        <label htmlFor={`${id}-sort`}>{t('residenceSearch.sort')}</label>
        <select
          id={`${id}-sort`}
          value={props.sort === 'livingArea:desc' ? 'area:desc' : props.sort}
          onChange={(event) => props.onSort(event.target.value as SortKey)}
        >
          {SORT_KEYS.filter((key) => SORT_LABELS[key]).map((key) => (
            <option key={key} value={key}>
              {t(`residenceSearch.sortOption.${SORT_LABELS[key] as 'recommended'}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
