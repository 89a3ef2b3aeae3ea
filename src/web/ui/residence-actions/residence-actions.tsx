import { lazy, Suspense } from 'react';
import { useHydrated } from '../use-hydrated';
import type { FavouriteProps } from './live-actions';
import styles from './residence-actions.module.css';
import type { SavedTarget } from './use-saved-toggle';

// The favourite and interest buttons of stage and home pages and search cards. Their code and
// markup are one chunk (live-actions.tsx) that loads once the page has hydrated, so the page's
// first script carries only this file (issue 12 item 5: the stage page's size budget). Until
// then a placeholder of the button's size holds its place; without scripts they could not work.

const LiveFavourite = lazy(() =>
  import('./live-actions').then((module) => ({ default: module.LiveFavourite })),
);
const LiveInterest = lazy(() =>
  import('./live-actions').then((module) => ({ default: module.LiveInterest })),
);

function Placeholder({ card }: { card?: boolean }) {
  return <span className={card ? styles.cardPlaceholder : styles.placeholder} aria-hidden="true" />;
}

export function FavouriteButton(props: FavouriteProps) {
  const hydrated = useHydrated();
  const placeholder = <Placeholder card={props.variant === 'card'} />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
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
