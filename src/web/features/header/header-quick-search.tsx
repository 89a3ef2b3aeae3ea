import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { postTextSearch } from '../../../shared/text-search/text-search-client';
import { TEXT_SEARCH_MIN_LENGTH, TEXT_SEARCH_SIZES } from '../../../shared/text-search/text-search-constants';
import type { TextSearchHit } from '../../../shared/text-search/text-search-schemas';
import { textSearchHref } from '../../../shared/text-search/text-search-url';
import { useTranslation } from '../../i18n/use-translation';
import { useCombobox } from '../../ui/combobox/use-combobox';
import { useSite } from '../../ui/site-context';
import styles from './header-quick-search.module.css';

// The header's search (platform §2 "Search foldout", §9): a GET form to the text search
// page that works without JavaScript; with it, the top 3 quick results appear after 2
// characters and 300 ms of quiet, as a combobox: arrow keys move the active option
// (aria-activedescendant), Enter opens it, Escape returns to the input (a second Escape
// closes the foldout, handled by the header). A failed quick search only sets an error
// flag: a quiet note, the form still searches.

export const QUICK_SEARCH_DEBOUNCE_MS = 300;

function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

interface Option {
  key: string;
  url: string;
  hit?: TextSearchHit;
}

export function HeaderQuickSearch({ action, onClose }: { action: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { site } = useSite();
  const navigate = useNavigate();
  const comboboxId = useId();
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const enabled = typed.length >= TEXT_SEARCH_MIN_LENGTH;

  const quick = useQuery({
    queryKey: ['textsearch-quick', site.key, typed],
    queryFn: ({ signal }) =>
      postTextSearch(
        { text: typed, siteId: site.siteId, take: TEXT_SEARCH_SIZES.quick, attributesToCrop: [] },
        signal,
      ),
    enabled,
    retry: false,
    staleTime: 60_000,
    // platform §8: a failed quick search only sets its error flag (the note below), no toast.
    meta: { silent: true },
  });
  const hits = enabled && quick.data ? quick.data.hits : [];
  const showAll = textSearchHref(action, { text: typed });
  const options: Option[] =
    hits.length > 0
      ? [...hits.map((hit) => ({ key: hit.id, url: hit.url, hit })), { key: 'all', url: showAll }]
      : [];
  const open = (url: string) => {
    onClose();
    navigate(url);
  };

  const expanded = options.length > 0;
  const combobox = useCombobox({
    id: comboboxId,
    options,
    // "Show all" links to the query, so a new query is a new set of options.
    optionKey: (option) => option.url,
    expanded,
    onPick: (option) => open(option.url),
  });

  const onSubmit = (event: FormEvent) => {
    if (text.trim().length < TEXT_SEARCH_MIN_LENGTH) return;
    event.preventDefault();
    open(textSearchHref(action, { text: text.trim() }));
  };

  return (
    <search className={styles.quickSearch}>
      <form action={action} method="get" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor="header-search-input" className={styles.label}>
          {t('header.searchLabel')}
        </label>
        <div className={styles.row}>
          <input
            id="header-search-input"
            name="s"
            type="search"
            role="combobox"
            aria-expanded={combobox.expanded}
            minLength={TEXT_SEARCH_MIN_LENGTH}
            maxLength={200}
            required
            autoComplete="off"
            placeholder={t('header.searchPlaceholder')}
            aria-describedby="header-search-hint"
            {...combobox.inputProps}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit">{t('header.searchSubmit')}</button>
        </div>
        <p id="header-search-hint" className={styles.hint}>
          {t('header.searchMinLength')} {expanded ? t('textSearch.quickHint') : ''}
        </p>
      </form>
      <div
        role="listbox"
        {...combobox.listboxProps}
        aria-label={t('textSearch.quickResults')}
        className={styles.listbox}
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern: focus stays in the input, aria-activedescendant points here
          <div
            key={option.key}
            role="option"
            {...combobox.optionProps(index)}
            className={option.hit ? styles.option : `${styles.option} ${styles.showAll}`}
            data-url={option.url}
          >
            {option.hit ? (
              <>
                <span className={styles.optionTitle}>{option.hit.title}</span>
                <span className={styles.optionKind}>{t(`textSearch.kinds.${option.hit.kind}`)}</span>
              </>
            ) : (
              <span className={styles.optionTitle}>{t('textSearch.showAll')} →</span>
            )}
          </div>
        ))}
      </div>
      <p className={styles.status} role="status" data-quick-state={quickState(enabled, quick, hits.length)}>
        {enabled && quick.isError ? t('textSearch.quickError') : ''}
        {enabled && quick.isSuccess && hits.length === 0
          ? t('textSearch.quickNoResults', { text: typed })
          : ''}
        {enabled && quick.isSuccess && hits.length > 0 ? (
          <span className="visually-hidden">{t('textSearch.quickCount', { count: hits.length })}</span>
        ) : null}
      </p>
    </search>
  );
}

function quickState(enabled: boolean, quick: { isError: boolean; isSuccess: boolean }, hits: number): string {
  if (!enabled) return 'idle';
  if (quick.isError) return 'error';
  if (!quick.isSuccess) return 'loading';
  return hits > 0 ? 'results' : 'empty';
}
