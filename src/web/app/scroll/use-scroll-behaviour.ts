import { useEffect, useRef } from 'react';
import type { PagePayload } from '../../../shared/page/page-payload';

// flows §2.3: these templates keep the scroll position on page change: FAQ, reference start,
// my residences (the template 'my-homes') and the timeline ('my-timeline', each step a sub-path).
export const KEEP_SCROLL_TEMPLATES: ReadonlySet<string> = new Set([
  'faq',
  'reference-start',
  'my-homes',
  'my-timeline',
]);
export const BLOCK_SCROLL_OFFSET_PX = 150;
export const BLOCK_SCROLL_DELAY_MS = 500;

export function blockScrollTop(element: Element, scrollY: number): number {
  return Math.max(0, element.getBoundingClientRect().top + scrollY - BLOCK_SCROLL_OFFSET_PX);
}

export function useScrollBehaviour(payload: PagePayload): void {
  const { pageId, currentComponent } = payload.template;
  const previousPage = useRef(pageId);

  // Top on page change, except on the listed templates.
  useEffect(() => {
    if (previousPage.current === pageId) return;
    previousPage.current = pageId;
    if (!KEEP_SCROLL_TEMPLATES.has(currentComponent)) window.scrollTo({ top: 0 });
  }, [pageId, currentComponent]);

  // #block-N scrolls smoothly to that block with a 150 px offset, after 500 ms.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on every page change, the hash may point into it
  useEffect(() => {
    const scrollToBlock = () => {
      const match = /^#(block-\d+)$/.exec(window.location.hash);
      if (!match?.[1]) return undefined;
      const id = match[1];
      return window.setTimeout(() => {
        const element = document.getElementById(id);
        if (element) window.scrollTo({ top: blockScrollTop(element, window.scrollY), behavior: 'smooth' });
      }, BLOCK_SCROLL_DELAY_MS);
    };
    let timer = scrollToBlock();
    const onHashChange = () => {
      window.clearTimeout(timer);
      timer = scrollToBlock();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [pageId]);
}
