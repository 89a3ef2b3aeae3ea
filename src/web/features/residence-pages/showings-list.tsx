import { formatShowingTime } from '../../../shared/format/showing-time';
import type { Showing } from '../../../shared/residence/residence-page-view-models';
import { useSiteLocale } from '../../i18n/use-site-locale';
import { useTranslation } from '../../i18n/use-translation';
import styles from './residence-sections.module.css';

/** Upcoming showings; a stage showing (no object) is the show apartment, open to all. */
export function ShowingsList({
  showings,
  hasExtraInfo,
}: {
  showings: readonly Showing[];
  hasExtraInfo: boolean;
}) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  return (
    <div className={styles.panel}>
      <h2 id="showings" className={styles.panelHeading}>
        {t('residencePages.showings.heading')}
      </h2>
      {showings.length === 0 ? (
        <p className={styles.muted}>{t('residencePages.showings.none')}</p>
      ) : (
        <ul className={styles.showings}>
          {showings.map((showing) => {
            const times = formatShowingTime(showing.local, locale);
            return (
              <li key={`${showing.startsAt}-${showing.objectId ?? 'stage'}`}>
                <time dateTime={showing.startsAt}>{t('residencePages.showings.time', times)}</time>
                <span className={styles.muted}>
                  {showing.objectId
                    ? t('residencePages.showings.forThisHome')
                    : t('residencePages.showings.forAllHomes')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {hasExtraInfo && <p className={styles.muted}>{t('residencePages.showings.extraInfo')}</p>}
    </div>
  );
}
