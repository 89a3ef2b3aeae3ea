import { useTranslation } from '../../i18n/use-translation';
import styles from './residence-page.module.css';

/** In-page links to the page's sections (flows §3.9 subMenu). */
export function SubMenu({
  items,
  label,
}: {
  items: readonly { id: string; label: string }[];
  label: string;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav className={styles.subMenu} aria-label={t('residencePages.subMenu', { name: label })}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
