import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import type { Breadcrumb, PopularSearch } from '../../../shared/page/page-payload';
import {
  TEXT_SEARCH_CATEGORIES,
  TEXT_SEARCH_MIN_LENGTH,
  TEXT_SEARCH_SIZES,
  TEXT_SEARCH_SORT_TYPES,
} from '../../../shared/text-search/text-search-constants';
import type { InitialTextSearch } from '../../../shared/text-search/text-search-page-request';
import type { TextSearchHit, TextSearchResponse } from '../../../shared/text-search/text-search-schemas';
import {
  parseTextSearchQuery,
  type TextSearchUrlState,
  textSearchHref,
} from '../../../shared/text-search/text-search-url';
import { useSiteLocale } from '../../i18n/use-site-locale';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import container from '../../ui/container.module.css';
import { Icon } from '../../ui/icon';
import { HighlightedText } from './highlighted-text';
import styles from './text-search-page.module.css';
import { useTextSearch } from './use-text-search';

// The site text search page and the corporate search (platform §2): the URL is the state
// (?s, category, sort, page), so every control is a link or a GET form that also works
// without JavaScript. The server renders the first results of the URL it is asked for; with
// JavaScript the controls navigate on the client and further results are fetched from
// POST /api/textsearch, 25 a page.

export interface TextSearchPageProps {
  heading: string;
  intro?: string;
  corporate: boolean;
  popularSearches: PopularSearch[];
  breadcrumbs: Breadcrumb[];
  /** The server's answer for the URL it rendered. */
  initialSearch?: InitialTextSearch;
}

export function TextSearchPage({
  heading,
  intro,
  corporate,
  popularSearches,
  breadcrumbs,
  initialSearch,
}: TextSearchPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const state = parseTextSearchQuery(location.search);
  const basePath = location.pathname;
  const query = useTextSearch(state, corporate, initialSearch);
  const hasText = state.text.trim().length >= TEXT_SEARCH_MIN_LENGTH;
  // From the address as it is now: the router shows a navigation in a transition, so a second
  // change right after the first would otherwise start from the state before it.
  const go = (next: Partial<TextSearchUrlState>) =>
    navigate(textSearchHref(basePath, { ...parseTextSearchQuery(window.location.search), ...next }), {
      preventScrollReset: false,
    });

  return (
    <div className={`${container.container} ${styles.page}`}>
      <Breadcrumbs items={breadcrumbs} />
      <header className={styles.header}>
        <h1>{heading}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      <SearchForm
        key={state.text}
        basePath={basePath}
        state={state}
        onSearch={(text) => go({ text, page: 1, category: 'all' })}
      />
      {!hasText ? (
        <section className={styles.message} aria-labelledby="text-search-start">
          <h2 id="text-search-start" className="visually-hidden">
            {heading}
          </h2>
          <p>{t('textSearch.startText')}</p>
          <PopularSearches items={popularSearches} />
        </section>
      ) : (
        <Results
          state={state}
          basePath={basePath}
          data={query.data}
          isPending={query.isPending}
          isFetching={query.isFetching}
          isError={query.isError && !query.isFetching}
          onRetry={() => void query.refetch()}
          onSort={(sort) => go({ sort, page: 1 })}
          popularSearches={popularSearches}
        />
      )}
    </div>
  );
}

function SearchForm(props: {
  basePath: string;
  state: TextSearchUrlState;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const onSubmit = (event: FormEvent) => {
    const text = input.current?.value.trim() ?? '';
    if (text.length < TEXT_SEARCH_MIN_LENGTH) return; // the browser's own minLength message shows
    event.preventDefault();
    props.onSearch(text);
  };
  return (
    <search className={styles.searchBox}>
      <form action={props.basePath} method="get" onSubmit={onSubmit}>
        <label htmlFor="text-search-input" className={styles.label}>
          {t('textSearch.label')}
        </label>
        <div className={styles.searchRow}>
          <input
            ref={input}
            id="text-search-input"
            name="s"
            type="search"
            defaultValue={props.state.text}
            minLength={TEXT_SEARCH_MIN_LENGTH}
            maxLength={200}
            required
            placeholder={t('textSearch.placeholder')}
            aria-describedby={hintId}
          />
          {props.state.sort !== 'nothing' && <input type="hidden" name="sort" value={props.state.sort} />}
          <button type="submit" className={styles.primaryButton}>
            <Icon name="search" size={20} />
            {t('textSearch.submit')}
          </button>
        </div>
        <p id={hintId} className={styles.hint}>
          {t('textSearch.minLength')}
        </p>
      </form>
    </search>
  );
}

interface ResultsProps {
  state: TextSearchUrlState;
  basePath: string;
  data: TextSearchResponse | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  onRetry: () => void;
  onSort: (sort: TextSearchUrlState['sort']) => void;
  popularSearches: PopularSearch[];
}

function Results(props: ResultsProps) {
  const { state, basePath, data } = props;
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const total = data?.estimatedTotalHits ?? 0;
  const pages = Math.max(1, Math.ceil(total / TEXT_SEARCH_SIZES.page));
  const from = (state.page - 1) * TEXT_SEARCH_SIZES.page + 1;

  // A new page of results starts at its heading (focus and reading position).
  const page = state.page;
  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current !== page) heading.current?.focus();
    previousPage.current = page;
  }, [page]);

  return (
    <section aria-labelledby="text-search-results" className={styles.results} aria-busy={props.isFetching}>
      <h2 id="text-search-results" ref={heading} tabIndex={-1} className={styles.resultsHeading}>
        {data ? t('textSearch.resultCount', { count: total, text: state.text }) : state.text}
      </h2>
      <CategoryTabs state={state} basePath={basePath} counts={data?.facetDistribution.category} />
      <SortForm state={state} basePath={basePath} onSort={props.onSort} />
      {props.isError ? (
        <div className={styles.message} role="alert" data-search-state="error">
          <Icon name="alert" size={28} />
          <h3>{t('textSearch.errorTitle')}</h3>
          <p>{t('textSearch.errorText')}</p>
          <button type="button" className={styles.primaryButton} onClick={props.onRetry}>
            {t('textSearch.retry')}
          </button>
        </div>
      ) : props.isPending || !data ? (
        <>
          <p className={`${styles.status} ${styles.loading}`} role="status" data-search-state="loading">
            {t('textSearch.loading')}
          </p>
          <noscript>
            <p>{t('textSearch.noScript')}</p>
          </noscript>
        </>
      ) : data.hits.length === 0 ? (
        <div className={styles.message} data-search-state="empty">
          <h3>{t('textSearch.emptyTitle', { text: state.text })}</h3>
          <p>{t('textSearch.emptyText')}</p>
          <PopularSearches items={props.popularSearches} />
        </div>
      ) : (
        <>
          <p className={styles.status} role="status">
            {t('textSearch.showing', { from, to: from + data.hits.length - 1, total })}
          </p>
          <ol className={styles.hitList} start={from} data-search-state="results">
            {data.hits.map((hit) => (
              <HitItem key={hit.id} hit={hit} />
            ))}
          </ol>
          {pages > 1 && <Paging state={state} basePath={basePath} pages={pages} />}
        </>
      )}
    </section>
  );
}

function CategoryTabs(props: {
  state: TextSearchUrlState;
  basePath: string;
  counts: Record<string, number> | undefined;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('textSearch.categoriesLabel')}>
      <ul className={styles.tabs}>
        {TEXT_SEARCH_CATEGORIES.map((category) => {
          const current = props.state.category === category;
          const count = props.counts?.[category];
          return (
            <li key={category}>
              <AppLink
                href={textSearchHref(props.basePath, { ...props.state, category, page: 1 })}
                className={styles.tab}
                aria-current={current ? 'page' : undefined}
                data-category={category}
              >
                {/* The count's place is kept from the start: the tabs do not move when counts come. */}
                {t(`textSearch.categories.${category}`)}{' '}
                <span className={styles.tabCount}>{count !== undefined ? `(${count})` : ''}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SortForm(props: {
  state: TextSearchUrlState;
  basePath: string;
  onSort: (sort: TextSearchUrlState['sort']) => void;
}) {
  const { t } = useTranslation();
  return (
    <form
      action={props.basePath}
      method="get"
      className={styles.sort}
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name="s" value={props.state.text} />
      {props.state.category !== 'all' && <input type="hidden" name="category" value={props.state.category} />}
      <label htmlFor="text-search-sort">{t('textSearch.sortLabel')}</label>
      <select
        id="text-search-sort"
        name="sort"
        value={props.state.sort}
        onChange={(event) => props.onSort(event.target.value as TextSearchUrlState['sort'])}
      >
        {TEXT_SEARCH_SORT_TYPES.map((sort) => (
          <option key={sort} value={sort}>
            {t(`textSearch.sortOptions.${sort}`)}
          </option>
        ))}
      </select>
      {/* Without JavaScript the select cannot navigate by itself. */}
      <noscript>
        <button type="submit">{t('textSearch.applySort')}</button>
      </noscript>
    </form>
  );
}

function HitItem({ hit }: { hit: TextSearchHit }) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const snippet = hit._formatted.summary?.includes('<em>')
    ? hit._formatted.summary
    : hit._formatted.body?.includes('<em>')
      ? hit._formatted.body
      : hit._formatted.summary || hit._formatted.body;
  return (
    <li className={styles.hit} data-kind={hit.kind}>
      <article>
        <h3 className={styles.hitTitle}>
          <AppLink href={hit.url}>
            <HighlightedText value={hit._formatted.title || hit.title} />
          </AppLink>
        </h3>
        <p className={styles.hitMeta}>
          <span className={styles.kind}>{t(`textSearch.kinds.${hit.kind}`)}</span>
          {hit.publishedAt && (
            <span>
              {' '}
              · {t('textSearch.published', { date: formatDate(hit.publishedAt.slice(0, 10), locale) })}
            </span>
          )}
        </p>
        {snippet && (
          <p className={styles.snippet}>
            <HighlightedText value={snippet} />
          </p>
        )}
      </article>
    </li>
  );
}

/** Page links: previous, numbers around the current page, next. */
function pageWindow(current: number, pages: number): number[] {
  const first = Math.max(1, Math.min(current - 2, pages - 4));
  const last = Math.min(pages, first + 4);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

function Paging({ state, basePath, pages }: { state: TextSearchUrlState; basePath: string; pages: number }) {
  const { t } = useTranslation();
  const href = (page: number) => textSearchHref(basePath, { ...state, page });
  return (
    <nav aria-label={t('textSearch.paging')} className={styles.paging}>
      <ul>
        {state.page > 1 && (
          <li>
            <AppLink href={href(state.page - 1)} rel="prev">
              {t('textSearch.previous')}
            </AppLink>
          </li>
        )}
        {pageWindow(state.page, pages).map((page) => (
          <li key={page}>
            <AppLink
              href={href(page)}
              aria-current={page === state.page ? 'page' : undefined}
              aria-label={t('textSearch.pageNumber', { page })}
            >
              {page}
            </AppLink>
          </li>
        ))}
        {state.page < pages && (
          <li>
            <AppLink href={href(state.page + 1)} rel="next">
              {t('textSearch.next')}
            </AppLink>
          </li>
        )}
      </ul>
    </nav>
  );
}

function PopularSearches({ items }: { items: PopularSearch[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div className={styles.popular}>
      <h3>{t('textSearch.popularSearches')}</h3>
      <ul className={styles.chips}>
        {items.map((item) => (
          <li key={item.url}>
            <AppLink href={item.url}>{item.label}</AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
