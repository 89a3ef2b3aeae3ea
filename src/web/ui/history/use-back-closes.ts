import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { notePosition, openOverlayEntry } from './overlay-history';

interface Options {
  /**
   * The overlay changes the address while it is open (the search filters): Back closes it and
   * keeps those changes as a step of their own, instead of going back to the address before.
   */
  keepsUrlChanges?: boolean;
}

/**
 * flows §4.7: while `open`, the overlay has a history entry of its own (same address), and the
 * browser's Back calls `close` instead of leaving the page. Closing by other means removes the
 * entry; Forward afterwards does not reopen the overlay.
 */
export function useBackCloses(open: boolean, close: () => void, options: Options = {}): void {
  // Kept in refs: a new `close` or `navigate` (it changes with the path) is no new opening.
  const navigate = useNavigate();
  const latest = useRef({ close, navigate });
  useLayoutEffect(() => {
    latest.current = { close, navigate };
  });
  const location = useLocation();
  const navigationType = useNavigationType();
  const keepsUrlChanges = options.keepsUrlChanges ?? false;
  const entry = useRef<ReturnType<typeof openOverlayEntry> | null>(null);

  useEffect(() => {
    if (!open) return;
    const opened = openOverlayEntry({
      keepsUrlChanges,
      onBack: (shownUrl) => {
        entry.current = null;
        latest.current.close();
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        if (keepsUrlChanges && shownUrl !== here)
          latest.current.navigate(shownUrl, { preventScrollReset: true });
      },
    });
    entry.current = opened;
    return () => {
      entry.current = null;
      opened.release();
    };
  }, [open, keepsUrlChanges]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger: each change may have replaced the entry
  useEffect(() => {
    notePosition(navigationType);
    entry.current?.sync(navigationType);
  }, [location]);
}
