import { lazy, Suspense } from 'react';
import { useHydrated } from '../use-hydrated';
import type { FavouriteProps } from './live-actions';
import styles from './residence-actions.module.css';
import type { SavedTarget } from './use-saved-toggle';

// The favourite and interest buttons of stage and home pages. Their code and
// markup are one chunk (live-actions.tsx) that loads once the page has hydrated, so the page's
// first script carries only this file (issue 12 item 5: the stage page's size budget). Until
// then a placeholder of the button's size holds its place; without scripts they could not work.

const LiveFavourite = lazy(() =>
  import('./live-actions').then((module) => ({ default: module.LiveFavourite })),
);
const LiveInterest = lazy(() =>
  import('./live-actions').then((module) => ({ default: module.LiveInterest })),
);

function Placeholder() {
  return <span className={styles.placeholder} aria-hidden="true" />;
}

/** The favourite button of a stage or home page (search cards: card-favourite.tsx). */
export function FavouriteButton(props: Omit<FavouriteProps, 'variant'>) {
  const hydrated = useHydrated();
  if (!hydrated) return <Placeholder />;
  return (
    <Suspense fallback={<Placeholder />}>
      <LiveFavourite {...props} />
    </Suspense>
  );
}

export function InterestButton(props: SavedTarget & { name: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return <Placeholder />;
  return (
    <Suspense fallback={<Placeholder />}>
      <LiveInterest {...props} />
    </Suspense>
  );
}
