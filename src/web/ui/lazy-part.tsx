import { type ComponentType, useState } from 'react';
import { loadable } from './loadable';
import { useHydrated } from './use-hydrated';

/**
 * A heavy part of the page (a dialog and what it needs) as its own chunk: nothing is loaded
 * until `needed` is first true, and once loaded it stays mounted, so closing animations and
 * focus return work as if it had always been there. Never during hydration: the server
 * rendered none of it.
 */
export function lazyPart(load: () => Promise<ComponentType>): ComponentType<{ needed: boolean }> {
  const Part = loadable(load);
  return function LazyPart({ needed }: { needed: boolean }) {
    const hydrated = useHydrated();
    const [wanted, setWanted] = useState(false);
    if (hydrated && needed && !wanted) setWanted(true);
    return wanted ? <Part /> : null;
  };
}
