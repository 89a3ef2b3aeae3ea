import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes and that always calls the latest `callback`. For
 * handlers passed to memoised children (the search page's cards and filter panel): a new
 * function on every render would redraw them all on every render of the page.
 * The ref is written in a layout effect, so a render React discards (a transition it restarts)
 * never leaves its handler behind; the children call it only from events, after that effect.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
