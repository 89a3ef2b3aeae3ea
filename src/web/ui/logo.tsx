import type { SiteBrand } from '../../shared/sites/site-types';
import styles from './logo.module.css';

// A house mark and the brand's wordmark; colours come from the theme tokens.
export function Logo({ brand }: { brand: SiteBrand }) {
  const [first, ...rest] = brand.name.split(' ');
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" />
        <path d="M7 15.5 16 8l9 7.5V25h-6.2v-6h-5.6v6H7z" />
      </svg>
      <span className={styles.wordmark}>
        {first}
        {rest.length > 0 && <span className={styles.sub}> {rest.join(' ')}</span>}
      </span>
    </span>
  );
}
