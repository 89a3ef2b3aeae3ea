import { lazy, type ReactNode, Suspense } from 'react';
import { useHydrated } from '../use-hydrated';
import styles from './residence-actions.module.css';
import type { SavedTarget } from './use-saved-toggle';

// The buyer's actions of a stage or home page: favourite and interest, then what the page adds
// (book a showing). The two buttons' code and markup are one chunk (live-actions.tsx) that loads
// once the page has hydrated, so the page's first script carries only this file (issue 12
// item 5: the stage page's size budget). Until then placeholders of their size hold the place;
// without scripts they could not work.

const LiveActions = lazy(() => import('./live-actions'));

export function ResidenceActions({
  name,
  children,
  ...target
}: SavedTarget & { name: string; children?: ReactNode }) {
  const hydrated = useHydrated();
  const placeholders = (
    <>
      <span className={styles.placeholder} aria-hidden="true" />
      <span className={styles.placeholder} aria-hidden="true" />
    </>
  );
  return (
    <div className={styles.actions}>
      {hydrated ? (
        <Suspense fallback={placeholders}>
          <LiveActions {...target} name={name} />
        </Suspense>
      ) : (
        placeholders
      )}
      {children}
    </div>
  );
}
