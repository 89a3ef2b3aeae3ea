import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../ui/icon';
import styles from './search-page.module.css';

/** No hits: say so and offer the way out (clear filters). */
export function EmptyState({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.message} data-search-state="empty">
      <h3>{t('residenceSearch.emptyTitle')}</h3>
      <p>{t('residenceSearch.emptyText')}</p>
      <button type="button" className={styles.primaryButton} onClick={onClear}>
        {t('residenceSearch.clearFilters')}
      </button>
    </div>
  );
}

/** platform §8 "Search service down": its own state with a retry. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.message} role="alert" data-search-state="error">
      <Icon name="alert" size={28} />
      <h3>{t('residenceSearch.errorTitle')}</h3>
      <p>{t('residenceSearch.errorText')}</p>
      <button type="button" className={styles.primaryButton} onClick={onRetry}>
        {t('residenceSearch.retry')}
      </button>
    </div>
  );
}

/** platform §2: redirectedFrom=sv. */
export function RedirectNotice({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} role="status">
      <Icon name="info" size={20} />
      <p>{t('residenceSearch.redirected')}</p>
      <button type="button" className={styles.noticeClose} onClick={onDismiss}>
        <Icon name="close" size={18} />
        <span className="visually-hidden">{t('residenceSearch.dismiss')}</span>
      </button>
    </div>
  );
}
