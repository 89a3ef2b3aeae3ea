import type { ReactNode } from 'react';
import styles from './fact-list.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Shown larger: the price of a home. */
  emphasis?: boolean;
}

/** Facts as a description list; empty values are left out. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  const shown = facts.filter((fact) => fact.value !== '' && fact.value !== null && fact.value !== undefined);
  return (
    <dl className={styles.facts}>
      {shown.map((fact) => (
        <div key={fact.label} className={styles.fact} data-emphasis={fact.emphasis ? 'true' : undefined}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
