import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the server render and while hydrating, true once the page has hydrated and in every
 * part mounted after that. For parts that only work with scripts and would otherwise render style
 * attributes on the server (the page's CSP allows no inline style attributes). React reads the
 * server snapshot while it hydrates, then renders again with the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
