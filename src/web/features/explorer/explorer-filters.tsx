import {
  changedFilterCount,
  type ExplorerFilter,
  type FilterBounds,
} from '../../../shared/explorer/explorer-filter';
import { formatArea } from '../../../shared/format/area';
import { formatCurrency } from '../../../shared/format/currency';
import type { Country, Locale } from '../../../shared/sites/site-types';
import { useExplorerTranslation } from '../../i18n/explorer-texts';
import styles from './explorer.module.css';

// The explorer's filters (flows §4.6, §9): rooms from and to, a highest price and a smallest
// area, as native selects (keyboard and screen readers know them).

interface Props {
  filter: ExplorerFilter;
  bounds: FilterBounds;
  locale: Locale;
  country: Country;
  matching: number;
  total: number;
  onChange: (filter: ExplorerFilter) => void;
  onReset: () => void;
}

/** About eight round steps up to `max`, the last being `max` itself. */
export function steps(max: number, count = 8): number[] {
  if (max <= 0) return [];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((k) => k * magnitude).find((candidate) => candidate >= raw) ?? raw;
  const values: number[] = [];
  for (let value = step; value < max; value += step) values.push(value);
  values.push(max);
  return values;
}

export function ExplorerFilters({
  filter,
  bounds,
  locale,
  country,
  matching,
  total,
  onChange,
  onReset,
}: Props) {
  const { t } = useExplorerTranslation();
  const rooms = Array.from({ length: bounds.maxRooms }, (_, index) => index + 1);
  const changed = changedFilterCount(filter, bounds);
  const set = (patch: Partial<ExplorerFilter>) => onChange({ ...filter, ...patch });
  return (
    <fieldset className={styles.panel} data-explorer-filters="">
      <legend className={styles.panelHeading}>
        {t('filters.heading')}
        {changed > 0 && <span className={styles.count}>{t('filters.changed', { count: changed })}</span>}
      </legend>
      <div className={styles.fields}>
        <label className={styles.field}>
          <span>{t('filters.minRooms')}</span>
          <select
            value={filter.minRooms}
            onChange={(event) => {
              const minRooms = Number(event.target.value);
              set({ minRooms, maxRooms: Math.max(minRooms, filter.maxRooms) });
            }}
          >
            {rooms.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('filters.maxRooms')}</span>
          <select
            value={filter.maxRooms}
            onChange={(event) => {
              const maxRooms = Number(event.target.value);
              set({ maxRooms, minRooms: Math.min(maxRooms, filter.minRooms) });
            }}
          >
            {rooms.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
        {bounds.maxPrice > 0 && (
          <label className={styles.field}>
            <span>{t('filters.maxPrice')}</span>
            <select
              value={filter.maxPrice}
              onChange={(event) => set({ maxPrice: Number(event.target.value) })}
            >
              {steps(bounds.maxPrice).map((value) => (
                <option key={value} value={value}>
                  {value === bounds.maxPrice ? t('filters.anyPrice') : formatCurrency(value, country)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={styles.field}>
          <span>{t('filters.minArea')}</span>
          <select value={filter.minArea} onChange={(event) => set({ minArea: Number(event.target.value) })}>
            {[0, ...steps(bounds.maxArea).slice(0, -1)].map((value) => (
              <option key={value} value={value}>
                {formatArea(value, locale, { decimals: 0 })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.filterFooter}>
        <output aria-live="polite" data-explorer-matching={matching}>
          {t('filters.matching', { count: matching, total })}
        </output>
        {changed > 0 && (
          <button type="button" className={styles.linkButton} onClick={onReset}>
            {t('filters.reset')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
