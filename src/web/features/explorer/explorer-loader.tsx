import { lazy, Suspense } from 'react';

// A hop between the stage page and the explorer: the page's chunk lists only this small module
// (and the shell it imports) as what to preload with it, so the names of the explorer's many
// chunks sit here rather than in the page's own script, whose JS budget is at its ceiling.
const Explorer = lazy(() => import('./explorer'));

export default function ExplorerLoader(props: { stageId: string; stageName: string }) {
  return (
    <Suspense fallback={null}>
      <Explorer {...props} />
    </Suspense>
  );
}
