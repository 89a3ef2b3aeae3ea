import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Breadcrumb } from '../../../shared/page/page-payload';
import { RESULT_TYPES, type ResultType } from '../../../shared/residence/residence-enums';
import type { CardHit } from '../../../shared/residence/search-card-hit';
import { RESULT_SIZES, SEARCH_COOKIES } from '../../../shared/residence/search-constants';
import type { SearchTag } from '../../../shared/residence/search-schemas';
import {
  allTagUrls,
  clearFilters,
  hasActiveFilters,
  type SearchPageViewModel,
  type SearchUrlState,
} from '../../../shared/residence/search-url';
import type { Country } from '../../../shared/sites/site-types';
import { writeCookie } from '../../browser/cookies';
import { useTranslation } from '../../i18n/use-translation';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { useConsent } from '../../ui/consent/use-consent';
import container from '../../ui/container.module.css';
import { hydrateLater } from '../../ui/hydrate-later';
import { Icon } from '../../ui/icon';
import { loadable } from '../../ui/loadable';
import { useSite } from '../../ui/site-context';
import { TabList, TabPanel } from '../../ui/tabs/tabs';
import { useStableCallback } from '../../ui/use-stable-callback';
import { useResolvedTags } from './api/tags-by-url';
import { ResultList } from './result-list';
import { storedResultItems, storedResultType, storedScrollPosition } from './search-cookies';
import { EmptyState, ErrorState, RedirectNotice } from './search-messages';
import styles from './search-page.module.css';
import { useSavedScroll } from './use-saved-scroll';
import { useSearchLocation } from './use-search-location';
import { useSearchResults } from './use-search-results';

// The filters and the toolbar are rendered by the server and made live right after the page has
// hydrated: their code (the range inputs, the place combobox, the option groups, the sort and
// view choices) is not in the page's first load.
const FilterPanel = hydrateLater(() => import('./filter-panel').then((module) => module.FilterPanel));
const ResultToolbar = hydrateLater(() => import('./result-toolbar').then((module) => module.ResultToolbar));
// The map view opens only after a choice in the browser (#map): its code loads with it.
const ResultMap = loadable(() => import('./result-map').then((module) => module.ResultMap));
const FilterDialog = loadable(() => import('./filter-dialog').then((module) => module.FilterDialog));

interface SearchPageProps {
  viewModel: SearchPageViewModel;
  breadcrumbs: Breadcrumb[];
  /** Actions on the search as a whole (the template's "save this search"). */
  actions?: ReactNode;
}

// The residence search page (issue 3 item 4; platform §2, §3, §4, §7, §9).
export function ResidenceSearchPage({ viewModel, breadcrumbs, actions }: SearchPageProps) {
  const { t } = useTranslation();
  const { site } = useSite();
  const { state, latestState, hash, options, setState, setHash } = useSearchLocation();
  const country = site.country;

  // Cookie-based choices apply after hydration, so the server render and the first browser
  // render agree; the hash (never sent to the server) likewise.
  const [mounted, setMounted] = useState(false);
  const [storedType, setStoredType] = useState<ResultType>('stage');
  const [firstLimit, setFirstLimit] = useState<number>(RESULT_SIZES.objectPage);
  const [redirected, setRedirected] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // platform §2: the redirect message shows once the cookie question is answered.
  const consent = useConsent();
  useEffect(() => {
    setStoredType(storedResultType());
    setFirstLimit(storedResultItems());
    setRedirected(new URLSearchParams(window.location.search).get('redirectedFrom') === 'sv');
    setMounted(true);
  }, []);

  const stageSelected = state.stageIds.length > 0;
  const resultType: ResultType = stageSelected
    ? 'object'
    : mounted
      ? (hash.resultType ?? storedType)
      : 'stage';
  const mapView = mounted && hash.mapView;

  const tagUrls = useMemo(() => allTagUrls(state), [state]);
  const { tags, ready, remember } = useResolvedTags(tagUrls, viewModel.tags);
  const results = useSearchResults({
    state,
    urlOptions: options,
    tags,
    tagsReady: ready,
    resultType,
    mapView,
    firstLimit,
    viewModel,
  });
  useSavedScroll(mounted && !results.isLoading && !results.isUpdating && results.hits.length > 0);
  // A saved scroll position can only be restored on a list that is whole at once.
  const [restoresScroll] = useState(() => storedScrollPosition() !== null);

  // The filter panel's and the cards' handlers keep their identity from render to render, so
  // the memoised panel and cards are not redrawn when only the page around them changes.
  // platform §4: a filter change resets the limit to 30 and the offset to 0 and rebuilds the URL.
  const applyFilter = useStableCallback((change: Partial<SearchUrlState>) => {
    const next = { ...latestState(), ...change };
    setFirstLimit(RESULT_SIZES.objectPage);
    writeCookie(SEARCH_COOKIES.resultItems, String(RESULT_SIZES.objectPage));
    // flows §4.7: the changes made in the filter dialog are one step in the history, so Back
    // closes the dialog and keeps them (useBackCloses in the dialog).
    setState(next, { replace: filtersOpen });
  });
  const addTag = useStableCallback((tag: SearchTag) => {
    remember(tag);
    const current = latestState();
    if (tag.url !== current.pathTag && !current.tags.includes(tag.url)) {
      applyFilter({ tags: [...current.tags, tag.url] });
    }
  });
  const removeTag = useStableCallback((tag: SearchTag) => {
    const current = latestState();
    applyFilter(
      tag.url === current.pathTag
        ? { pathTag: null }
        : { tags: current.tags.filter((url) => url !== tag.url) },
    );
  });
  const clear = useStableCallback(() => applyFilter(clearFilters(latestState(), country)));
  const canClear = hasActiveFilters(state, country);

  const chooseType = (type: ResultType) => {
    setStoredType(type);
    writeCookie(SEARCH_COOKIES.residenceType, type);
    setHash(mapView ? 'map' : type);
  };
  const selectStage = useStableCallback((hit: CardHit) => {
    writeCookie(SEARCH_COOKIES.selectedResidence, hit.id);
    setState({ ...latestState(), stageIds: [hit.id] });
  });
  const leaveStage = () => {
    writeCookie(SEARCH_COOKIES.selectedResidence, null);
    setState({ ...latestState(), stageIds: [] });
  };

  const tabsId = useId();
  // The dialog's code loads when it is first opened, and stays.
  const filtersWanted = useRef(false);
  if (filtersOpen) filtersWanted.current = true;
  const filterButton = useRef<HTMLButtonElement>(null);
  const activeFilterCount = countActiveFilters(state, country);
  const panel = (
    <FilterPanel
      state={state}
      tags={tags}
      bounds={viewModel.bounds}
      country={country}
      onChange={applyFilter}
      onAddTag={addTag}
      onRemoveTag={removeTag}
      onClear={clear}
      canClear={canClear}
      advanced={site.flags.advancedSearch}
    />
  );

  let content: ReactNode;
  if (results.isError) content = <ErrorState onRetry={results.retry} />;
  else if (results.isLoading) content = <p className={styles.loading}>{t('residenceSearch.loading')}</p>;
  else if (mapView) content = <ResultMap hits={results.mapHits} today={viewModel.today} />;
  else if (results.hits.length === 0) content = <EmptyState onClear={clear} />;
  else
    content = (
      <ResultList
        hits={results.hits}
        display={state.display}
        today={viewModel.today}
        onShowHomes={resultType === 'stage' ? selectStage : undefined}
        renderAll={restoresScroll}
      />
    );

  const resultsBody = (
    <div className={styles.resultsBody} aria-busy={results.isUpdating || results.isLoading}>
      {content}
      {!mapView && results.canLoadMore && (
        <button
          type="button"
          className={styles.loadMore}
          onClick={results.loadMore}
          disabled={results.isLoadingMore}
        >
          {results.isLoadingMore ? t('residenceSearch.loading') : t('residenceSearch.loadMore')}
        </button>
      )}
    </div>
  );

  const controls = (
    <>
      <ResultToolbar
        mapView={mapView}
        onMapView={(on) => setHash(on ? 'map' : resultType)}
        display={state.display}
        onDisplay={(display) => setState({ ...latestState(), display }, { replace: true })}
        sort={state.sort}
        onSort={(sort) => applyFilter({ sort })}
      />
      <p className={styles.count} role="status">
        {results.isLoading
          ? t('residenceSearch.loading')
          : results.isUpdating
            ? t('residenceSearch.updating')
            : t('residenceSearch.showingCount', {
                shown: mapView ? results.mapHits.length : results.hits.length,
                total: results.total,
              })}
      </p>
    </>
  );

  return (
    <div className={`${container.container} ${styles.page}`}>
      <Breadcrumbs items={breadcrumbs} />
      <header className={styles.header}>
        <h1>{t('residenceSearch.title')}</h1>
        <p className={styles.intro}>
          {t(site.flags.advancedSearch ? 'residenceSearch.intro' : 'residenceSearch.introBasic')}
        </p>
        {actions}
      </header>
      {redirected && consent.setting.answered && <RedirectNotice onDismiss={() => setRedirected(false)} />}
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-labelledby="search-filters-heading">
          <h2 id="search-filters-heading" className={styles.sidebarHeading}>
            {t('residenceSearch.filters')}
          </h2>
          {panel}
        </aside>
        <section className={styles.results} aria-labelledby="search-results-heading">
          <h2 id="search-results-heading" className="visually-hidden">
            {t('residenceSearch.resultsHeading')}
          </h2>
          <button
            ref={filterButton}
            type="button"
            className={styles.filterButton}
            aria-haspopup="dialog"
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen(true)}
          >
            <Icon name="menu" size={18} />
            {activeFilterCount > 0
              ? t('residenceSearch.openFiltersCount', { count: activeFilterCount })
              : t('residenceSearch.openFilters')}
          </button>
          {filtersWanted.current ? (
            <FilterDialog
              open={filtersOpen}
              onOpenChange={setFiltersOpen}
              returnFocus={filterButton}
              total={results.total}
            >
              {panel}
            </FilterDialog>
          ) : null}

          {stageSelected ? (
            <div className={styles.stageBar}>
              <button type="button" className={styles.backButton} onClick={leaveStage}>
                <Icon name="arrowRight" size={18} className={styles.flip} />
                {t('residenceSearch.backToStages')}
              </button>
              <h3 className={styles.stageHeading}>
                {t('residenceSearch.selectedStage', { name: results.selectedStageName ?? '' })}
              </h3>
            </div>
          ) : null}
          {stageSelected ? (
            <>
              {controls}
              {resultsBody}
            </>
          ) : (
            <>
              <TabList
                idPrefix={tabsId}
                label={t('residenceSearch.resultTypes')}
                items={RESULT_TYPES.map((type) => ({
                  value: type,
                  label: t('residenceSearch.resultTypeCount', {
                    label: t(`residence.resultType.${type}`),
                    count: results.counts[type],
                  }),
                }))}
                selected={resultType}
                onSelect={chooseType}
                activation="manual"
                className={styles.tabs}
                tabClassName={styles.tab}
              />
              {controls}
              <TabPanel idPrefix={tabsId} selected={resultType}>
                {resultsBody}
              </TabPanel>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** Filter groups that differ from the default, for the mobile "Filter (n)" button. */
function countActiveFilters(state: SearchUrlState, country: Country): number {
  const cleared = clearFilters(state, country);
  const groups: (keyof SearchUrlState)[] = [
    'price',
    'rooms',
    'area',
    'concepts',
    'projectStatus',
    'disposalForm',
    'outdoorArea',
    'residenceType',
    'viewing',
    'inhabitDate',
  ];
  const changed = groups.filter((key) => JSON.stringify(state[key]) !== JSON.stringify(cleared[key])).length;
  return changed + allTagUrls(state).length;
}
