import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server render and while hydrating, true from the next render on. For parts that
 * only work with scripts and would otherwise render style attributes on the server (radix
 * Slider positions its thumbs with them; the page's CSP allows no inline style attributes).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
