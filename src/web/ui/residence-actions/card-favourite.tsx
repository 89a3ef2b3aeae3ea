import { lazy, Suspense } from 'react';
import { useHydrated } from '../use-hydrated';
import type { FavouriteProps } from './live-actions';

// The favourite of a search card: nothing in the server's HTML (a list of 30 cards would carry
// 30 placeholders), the working button once the page has hydrated and its chunk has loaded.
const LiveFavourite = lazy(() =>
  import('./live-actions').then((module) => ({ default: module.LiveFavourite })),
);

export function CardFavourite(props: Omit<FavouriteProps, 'variant'>) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <LiveFavourite {...props} variant="card" />
    </Suspense>
  ) : null;
}
