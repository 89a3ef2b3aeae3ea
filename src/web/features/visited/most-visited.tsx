import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../ui/use-near-viewport';

// "Mest besökta" (issue 35 item 6, flows §7.3): the most visited stages of the county in the
// last 30 days, on a stage page and an area page, the page's own stage left out. Below the fold:
// its chunk loads when the visitor scrolls near it; the server renders only the empty anchor.

const MostVisitedList = lazy(() => import('./most-visited-list'));

export function MostVisited(props: { countyId: string; countyName: string; excludeId: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  return (
    <div ref={anchor}>
      {near && (
        <Suspense fallback={null}>
          <MostVisitedList {...props} />
        </Suspense>
      )}
    </div>
  );
}
