import { useEffect, useRef } from 'react';
import { SEARCH_COOKIES } from '../../../shared/residence/search-constants';
import { writeCookie } from '../../browser/cookies';
import { storedScrollPosition } from './search-cookies';

const SAVE_DELAY_MS = 200;

// flows §2.3: the search page restores its saved scroll position. The position is kept in
// the scroll-position cookie while the visitor scrolls, and restored once, after the
// results of the restored search have rendered (the list must be long enough first).
export function useSavedScroll(resultsRendered: boolean): void {
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current || !resultsRendered) return;
    restored.current = true;
    const saved = storedScrollPosition();
    if (saved === null) return;
    // After the page's own scroll-to-top of a page change, which runs in a parent effect.
    const timer = window.setTimeout(() => window.scrollTo({ top: saved }), 0);
    return () => window.clearTimeout(timer);
  }, [resultsRendered]);

  useEffect(() => {
    let timer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        writeCookie(SEARCH_COOKIES.scrollPosition, String(Math.round(window.scrollY)), 1);
      }, SAVE_DELAY_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
}
