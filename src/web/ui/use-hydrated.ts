import { useEffect, useState } from 'react';

/**
 * False in the server render and while hydrating, true from the next render on. For parts that
 * only work with scripts and would otherwise render style attributes on the server (radix
 * Slider positions its thumbs with them; the page's CSP allows no inline style attributes).
 * A state set in an effect rather than useSyncExternalStore's server snapshot, which
 * preact/compat does not use while hydrating.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
