import { useCallback, useRef } from 'react';

/**
 * A function whose identity never changes and that always calls the latest `callback`. For
 * handlers passed to memoised children (the search page's cards and filter panel): a new
 * function on every render would redraw them all on every render of the page.
 * The ref is written during render (Preact renders synchronously and has no discarded
 * concurrent renders), so a child's call always reaches the handler of the page's latest render.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  latest.current = callback;
  return useCallback((...args: Args) => latest.current(...args), []);
}
