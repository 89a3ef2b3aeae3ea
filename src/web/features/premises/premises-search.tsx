import { useId, useMemo, useState } from 'react';
import {
  PREMISES_SORTS,
  PREMISES_TYPES,
  type PremisesSort,
} from '../../../shared/premises/premises-constants';
import {
  type PremisesFilters,
  premisesSearchRequest,
  samePremisesFilters,
} from '../../../shared/premises/premises-filter-state';
import type { PremisesStartViewModel } from '../../../shared/premises/premises-view-models';
import { useListingsTranslation } from '../../i18n/listings-texts';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import type { MapPoint } from '../../ui/map/map-types';
import styles from './premises.module.css';
import { PremisesCard } from './premises-card';
import { PremisesMap } from './premises-map';
import { usePremisesSearch } from './premises-search-query';
import { usePremisesFilters } from './use-premises-filters';

// The premises start page (flows §2.8): filters by type, tags and area, a sort, and the
// results as a list or on the map. Each change fetches anew, is stored in the premises--filters
// cookie (§4.6, platform §9) and shown in the address (issue 33 item 7). An address with filters
// opens with them (the server rendered their hits); one without takes the stored filters.

type SortKey = 'recommended' | 'sizeAsc' | 'sizeDesc' | 'rentAsc' | 'rentDesc' | 'priceAsc' | 'priceDesc';
const SORT_KEYS: Record<PremisesSort, SortKey> = {
  '': 'recommended',
  'size:asc': 'sizeAsc',
  'size:desc': 'sizeDesc',
  'rent:asc': 'rentAsc',
  'rent:desc': 'rentDesc',
  'price:asc': 'priceAsc',
  'price:desc': 'priceDesc',
};

/** Why a rent or price sort puts the other offer after its own (premises-constants.ts). */
const sortHintOf = (sort: PremisesSort) =>
  sort.startsWith('rent:') ? 'rent' : sort.startsWith('price:') ? 'price' : null;

export function PremisesSearch({ page }: { page: PremisesStartViewModel }) {
  const { t } = useListingsTranslation();
  const id = useId();
  const range = page.areaRange;
  const tagNames = useMemo(() => page.tags.map((tag) => tag.name), [page.tags]);
  const { filters, defaults, initialFilters, update } = usePremisesFilters(page, tagNames);
  const [view, setView] = useState<'list' | 'map'>('list');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const toggle = <K extends 'types' | 'tags'>(key: K, value: PremisesFilters[K][number], on: boolean) => {
    const list = filters[key] as string[];
    update({
      [key]: on ? [...list, value] : list.filter((entry) => entry !== value),
    } as Partial<PremisesFilters>);
  };

  const request = premisesSearchRequest(filters, page.siteId, range);
  const query = usePremisesSearch(
    request,
    samePremisesFilters(filters, initialFilters) ? page.initial : undefined,
  );
  const hits = query.data?.hits ?? [];
  const total = query.data?.estimatedTotalHits ?? 0;
  const sortHint = sortHintOf(filters.sort);
  const byId = useMemo(() => new Map(hits.map((hit) => [hit.id, hit])), [hits]);
  const points: MapPoint[] = useMemo(
    () =>
      hits.map((hit) => ({
        id: hit.id,
        lat: hit.geo.lat,
        lng: hit.geo.lng,
        label: hit.name,
        kind: 'object',
      })),
    [hits],
  );

  return (
    <div className={`${container.container} ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('premises.heading')}</h1>
        <p className={styles.lead}>{t('premises.intro')}</p>
        {page.rentalUrl && (
          <p>
            <AppLink href={page.rentalUrl} className={styles.link}>
              {t('premises.rentalLink')}
            </AppLink>
          </p>
        )}
      </header>
      <div className={styles.searchLayout}>
        <section className={styles.filters} aria-labelledby={`${id}-filters`}>
          <h2 id={`${id}-filters`} className={styles.filtersTitle}>
            {t('premises.filters')}
          </h2>
          <fieldset className={styles.fieldset}>
            <legend>{t('premises.types')}</legend>
            {PREMISES_TYPES.map((type) => (
              <label key={type} className={styles.check}>
                <input
                  type="checkbox"
                  checked={filters.types.includes(type)}
                  onChange={(event) => toggle('types', type, event.currentTarget.checked)}
                />
                {t(`premises.type.${type}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>{t('premises.area')}</legend>
            <p className={styles.hint} id={`${id}-area-hint`}>
              {t('premises.areaHint', { max: range.max })}
            </p>
            <div className={styles.areaInputs}>
              <label className={styles.field}>
                {t('premises.minArea')}
                <input
                  type="number"
                  inputMode="numeric"
                  min={range.min}
                  max={range.max}
                  step={10}
                  value={filters.minArea}
                  aria-describedby={`${id}-area-hint`}
                  onChange={(event) => {
                    const value = event.currentTarget.valueAsNumber;
                    if (Number.isFinite(value))
                      update({ minArea: Math.max(range.min, Math.min(value, range.max)) });
                  }}
                />
              </label>
              <label className={styles.field}>
                {t('premises.maxArea')}
                <input
                  type="number"
                  inputMode="numeric"
                  min={range.min}
                  max={range.max}
                  step={10}
                  value={filters.maxArea}
                  aria-describedby={`${id}-area-hint`}
                  onChange={(event) => {
                    const value = event.currentTarget.valueAsNumber;
                    if (Number.isFinite(value))
                      update({ maxArea: Math.max(range.min, Math.min(value, range.max)) });
                  }}
                />
              </label>
            </div>
          </fieldset>
          {page.tags.length > 0 && (
            <fieldset className={styles.fieldset}>
              <legend>{t('premises.tags')}</legend>
              <div className={styles.tagList}>
                {page.tags.map((tag) => (
                  <label key={tag.name} className={styles.check}>
                    <input
                      type="checkbox"
                      checked={filters.tags.includes(tag.name)}
                      onChange={(event) => toggle('tags', tag.name, event.currentTarget.checked)}
                    />
                    {tag.name} <span className={styles.count}>({tag.count})</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <button type="button" className={styles.secondaryButton} onClick={() => update(defaults)}>
            {t('premises.reset')}
          </button>
        </section>
        <section className={styles.results} aria-labelledby={`${id}-count`}>
          <div className={styles.toolbar}>
            <h2 id={`${id}-count`} className={styles.count} aria-live="polite">
              {query.isError ? t('premises.error') : t('premises.count', { count: total })}
            </h2>
            <label className={styles.field}>
              {t('premises.sort')}
              <select
                value={filters.sort}
                aria-describedby={sortHint ? `${id}-sort-hint` : undefined}
                onChange={(event) => update({ sort: event.currentTarget.value as PremisesSort })}
              >
                {PREMISES_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`premises.sorts.${SORT_KEYS[sort]}`)}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className={styles.viewToggle}>
              <legend className={styles.visuallyHidden}>{t('premises.view')}</legend>
              {(['list', 'map'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={view === option}
                  className={view === option ? styles.toggleOn : styles.toggleOff}
                  onClick={() => setView(option)}
                >
                  {t(`premises.${option}`)}
                </button>
              ))}
            </fieldset>
          </div>
          {sortHint && (
            <p id={`${id}-sort-hint`} className={styles.hint}>
              {t(`premises.sortHint.${sortHint}`)}
            </p>
          )}
          {query.isFetching && <p className={styles.hint}>{t('premises.loading')}</p>}
          {!query.isError && hits.length === 0 && <p className={styles.empty}>{t('premises.noResults')}</p>}
          {view === 'map' && hits.length > 0 ? (
            <div className={styles.map}>
              <PremisesMap
                points={points}
                selectedId={selectedId}
                onSelect={setSelectedId}
                label={t('premises.mapLabel')}
                className={styles.mapCanvas}
                fallback={t('premises.mapLoading')}
                renderCard={(pointId) => {
                  const hit = byId.get(pointId);
                  return hit ? <PremisesCard hit={hit} /> : null;
                }}
              />
            </div>
          ) : (
            <ul className={styles.list}>
              {hits.map((hit) => (
                <li key={hit.id}>
                  <PremisesCard hit={hit} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
