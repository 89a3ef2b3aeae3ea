import { caseStatusLabel } from '../../../shared/cases/case-status-labels';
import type { CaseStatusGroup } from '../../../shared/cases/case-statuses';
import type { StaffCase } from '../../../shared/cases/staff-case-contracts';
import { formatDate } from '../../../shared/format/dates';
import type { SiteKey } from '../../../shared/sites/site-types';
import { SITES } from '../../../shared/sites/sites';
import { useCaseHandlerTranslation } from '../../i18n/case-handler-texts';
import { useSite } from '../../ui/site-context';
import styles from './case-handler.module.css';
import type { CaseFilter } from './case-handler-api';

const GROUPS: readonly CaseStatusGroup[] = ['registered', 'ongoing', 'executed', 'completed'];

export function siteNameOf(siteKey: string): string {
  return Object.hasOwn(SITES, siteKey) ? SITES[siteKey as SiteKey].siteName : siteKey;
}

/** Status group and site; each change asks the server again (it filters and sorts). */
export function CaseFilters({
  filter,
  sites,
  onChange,
}: {
  filter: CaseFilter;
  sites: readonly SiteKey[];
  onChange: (filter: CaseFilter) => void;
}) {
  const { t } = useCaseHandlerTranslation();
  return (
    <fieldset className={styles.filters}>
      <legend>{t('filters')}</legend>
      <div className={styles.filter}>
        <label htmlFor="case-filter-group">{t('group')}</label>
        <select
          id="case-filter-group"
          value={filter.group ?? ''}
          onChange={(event) =>
            onChange({
              ...filter,
              group: (event.currentTarget.value || undefined) as CaseStatusGroup | undefined,
            })
          }
        >
          <option value="">{t('allGroups')}</option>
          {GROUPS.map((group) => (
            <option key={group} value={group}>
              {t(`groups.${group}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor="case-filter-site">{t('site')}</label>
        <select
          id="case-filter-site"
          value={filter.site ?? ''}
          onChange={(event) =>
            onChange({ ...filter, site: (event.currentTarget.value || undefined) as SiteKey | undefined })
          }
        >
          <option value="">{t('allSites')}</option>
          {sites.map((key) => (
            <option key={key} value={key}>
              {siteNameOf(key)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

export function CaseTable({
  cases,
  selected,
  onOpen,
}: {
  cases: readonly StaffCase[];
  selected: string | null;
  onOpen: (id: string) => void;
}) {
  const { t } = useCaseHandlerTranslation();
  const { site } = useSite();
  if (cases.length === 0) return <p role="status">{t('empty')}</p>;
  const caption = t('listCaption', { count: cases.length });
  return (
    // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section id="case-table" className={styles.tableScroll} tabIndex={0} aria-label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.ticket')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.area')}</th>
            <th scope="col">{t('columns.address')}</th>
            <th scope="col">{t('columns.reporter')}</th>
            <th scope="col">{t('columns.created')}</th>
          </tr>
        </thead>
        <tbody>
          {cases.map((item) => (
            <tr key={item.id} className={item.id === selected ? styles.selected : undefined}>
              <td>
                <button
                  type="button"
                  id={`case-open-${item.id}`}
                  className={styles.ticket}
                  aria-pressed={item.id === selected}
                  aria-label={t('open', { number: item.ticketNumber })}
                  onClick={() => onOpen(item.id)}
                >
                  {item.ticketNumber}
                </button>
              </td>
              <td>
                <span className={styles.badge}>{caseStatusLabel(site.locale, item.caseStatusId)}</span>
              </td>
              <td>{item.areaName}</td>
              <td>{item.objectAddress ?? item.otherResidentInfo ?? '–'}</td>
              <td>{item.reporterName}</td>
              <td>{formatDate(item.creationDate, site.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
