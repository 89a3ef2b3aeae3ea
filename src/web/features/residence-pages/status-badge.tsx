import type { Tone } from './residence-labels';
import styles from './status-badge.module.css';

export function StatusBadge({ label, tone }: { label: string; tone: Tone }) {
  if (!label) return null;
  return (
    <span className={styles.badge} data-tone={tone}>
      {label}
    </span>
  );
}
