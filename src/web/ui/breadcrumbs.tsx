import type { Breadcrumb } from '../../shared/page/page-payload';
import { useTranslation } from '../i18n/use-translation';
import { AppLink } from './app-link';
import styles from './breadcrumbs.module.css';

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('common.breadcrumbs')} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) => (
          <li key={item.url}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <AppLink href={item.url}>{item.label}</AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
