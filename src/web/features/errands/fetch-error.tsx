import { useTranslation } from 'react-i18next';
import styles from './errands.module.css';

/** flows §8 'Error fetching': what failed, and a retry that asks again. */
export function FetchError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} role="alert" data-errands-error="">
      <p className={styles.noticeTitle}>{title}</p>
      <p>{t('errands.errorFetchingText')}</p>
      <button type="button" className={styles.secondaryButton} onClick={onRetry}>
        {t('errands.retry')}
      </button>
    </div>
  );
}
