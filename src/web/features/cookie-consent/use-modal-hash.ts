import { useEffect } from 'react';

const MODAL_HASH = '#modal';

/**
 * platform §4: an open modal adds #modal to the URL hash and closing removes it. replaceState
 * keeps the router's history state and adds no history entry.
 */
export function useModalHash(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const before = window.location.hash;
    if (before !== MODAL_HASH) replaceHash(MODAL_HASH);
    return () => {
      if (window.location.hash === MODAL_HASH) replaceHash(before === MODAL_HASH ? '' : before);
    };
  }, [open]);
}

function replaceHash(hash: string): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}
