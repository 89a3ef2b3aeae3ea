import { useErrandsTranslation } from '../../i18n/errands-texts';
import styles from './errands.module.css';

/** flows §8 'Error fetching': what failed, and a retry that asks again. */
export function FetchError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useErrandsTranslation();
  return (
    <div className={styles.notice} role="alert" data-errands-error="">
      <p className={styles.noticeTitle}>{title}</p>
      <p>{t('errorFetchingText')}</p>
      <button type="button" className={styles.secondaryButton} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
