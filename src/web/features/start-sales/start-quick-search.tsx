import { useTranslation } from '../../i18n/use-translation';
import styles from './start-quick-search.module.css';

// The compact home search of the start page's hero (site flag simpleSearch, sites.ts): a place
// typed here opens the search page with it as a tag (`q`, platform §2 "Residence search URL";
// the page reads 'Nacka' as the tag 'nacka'). Its button says 'Sök bostad', not the header's
// 'Sök', so the page has one button of each name. A plain GET form: no script of its own, and the
// search page's and header's words, so no text of its own in every page's language file.
export function StartQuickSearch({ searchUrl }: { searchUrl: string }) {
  const { t } = useTranslation();
  return (
    <search aria-labelledby="start-search-label" className={styles.search} data-start-search="">
      <form action={searchUrl} method="get">
        <label id="start-search-label" htmlFor="start-search-place" className={styles.label}>
          {t('residenceSearch.tagLabel')}
        </label>
        <div className={styles.row}>
          <input
            id="start-search-place"
            name="q"
            type="search"
            autoComplete="off"
            placeholder={t('residenceSearch.tagPlaceholder')}
            className={styles.input}
          />
          <button type="submit" className={styles.submit}>
            {t('header.searchHomes')}
          </button>
        </div>
      </form>
    </search>
  );
}
