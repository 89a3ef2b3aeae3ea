import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../ui/use-near-viewport';

// The residence explorer's place on the stage page (issue 16 item 3). The page's own chunk holds
// only this (its JS budget is at its ceiling): an empty slot that, once it comes near the
// viewport, loads the explorer with its heading, texts and styles. The panorama viewer loads
// only when a 360° view opens.
const Explorer = lazy(() => import('./explorer-loader'));

export function ExplorerSection(props: { stageId: string; stageName: string }) {
  const slotRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slotRef);
  return (
    <div ref={slotRef} data-explorer-slot="">
      {near && (
        <Suspense fallback={null}>
          <Explorer {...props} />
        </Suspense>
      )}
    </div>
  );
}
