import type { Errand } from '../../../shared/cases/case-schemas';
import { formatDate } from '../../../shared/format/dates';
import { useErrandsTranslation } from '../../i18n/errands-texts';
import { useSiteLocale } from '../../i18n/use-site-locale';
import { AppLink } from '../../ui/app-link';
import { typeKeyOf } from './errand-list-rules';
import { errandPlace } from './errand-place';
import { ErrandStatusBadge } from './errand-status-badge';
import styles from './errands.module.css';

/** One errand in the list: ticket number (the link that opens it), type, place, date, status. */
export function ErrandCard({ errand, href }: { errand: Errand; href: string }) {
  const { t } = useErrandsTranslation();
  const locale = useSiteLocale();
  const type = typeKeyOf(errand);
  const place = errandPlace(errand);
  return (
    <li
      className={styles.card}
      data-errand-id={errand.id}
      data-status-id={errand.caseStatusId}
      data-status-group={errand.caseStatusGroup}
    >
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          <AppLink href={href}>{t('ticket', { number: errand.ticketNumber })}</AppLink>
        </h2>
        <ErrandStatusBadge statusId={errand.caseStatusId} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('fields.type')}</dt>
          <dd data-errand-type="">{type ? t(`types.${type}`) : errand.caseTypeName}</dd>
        </div>
        {place && (
          <div>
            <dt>{t('fields.place')}</dt>
            <dd>{place}</dd>
          </div>
        )}
        {errand.brfName && (
          <div>
            <dt>{t('fields.association')}</dt>
            <dd>{errand.brfName}</dd>
          </div>
        )}
        <div>
          <dt>{t('fields.area')}</dt>
          <dd>{errand.areaName}</dd>
        </div>
        <div>
          <dt>{t('fields.created')}</dt>
          <dd>
            <time dateTime={errand.creationDate}>{formatDate(errand.creationDate, locale)}</time>
          </dd>
        </div>
      </dl>
    </li>
  );
}
