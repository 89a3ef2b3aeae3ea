import { useLayoutEffect, useRef } from 'react';
import { WEB_FONTS_SESSION_KEY } from '../../../shared/page/web-fonts-flag';

// The brand's web fonts never swap in under the reader
// (docs/adr/0015-web-fonts-after-the-first-visit-s-load.md). A first visit's page is drawn in
// the metric-matched fallback faces from start to end, so its phone spends the bandwidth on the
// page and its processor on nothing but the page: a swap re-shapes and re-lays out every line
// (some 70–100 ms on a fast machine for a stage page), and a heading face re-wraps headlines.
// After the load event the faces are fetched into the cache; the next page, a client-side page
// change or a full load, is drawn in them from its first frame. The themes name the faces
// (--web-font-text, --web-font-heading in themes.css); <html data-web-fonts> switches them on.

// The document is read when called: the server renders the page view too.
const root = () => document.documentElement;
let facesLoaded = false;

/** Called once by the entry: fetches the faces after the page has loaded, unless it draws in them. */
export function loadWebFontsAfterPageLoad(): void {
  if (root().dataset.webFonts !== undefined) return;
  const start = () => requestAnimationFrame(() => setTimeout(() => void loadFaces(), 0));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function loadFaces(): Promise<void> {
  const theme = getComputedStyle(root());
  const textFace = theme.getPropertyValue('--web-font-text').trim();
  const headingFace = theme.getPropertyValue('--web-font-heading').trim();
  const headingWeight = theme.getPropertyValue('--heading-weight').trim() || 'bold';
  if (!textFace || !headingFace) return;
  try {
    await Promise.all([
      document.fonts.load(`1em ${textFace}`),
      document.fonts.load(`${headingWeight} 1em ${headingFace}`),
    ]);
  } catch {
    // A face that does not load leaves the fallbacks, a whole design of their own.
    return;
  }
  facesLoaded = true;
  try {
    window.sessionStorage.setItem(WEB_FONTS_SESSION_KEY, 'on');
  } catch {
    // Storage turned off: full page loads of the visit start in the fallback faces.
  }
}

/** A client-side page change draws the new page in the web fonts, once they have loaded. */
export function useWebFontsOnPageChange(pageId: unknown): void {
  // The page shown at hydration keeps its faces, however soon the web fonts arrive.
  const shownPage = useRef(pageId);
  useLayoutEffect(() => {
    if (shownPage.current === pageId) return;
    shownPage.current = pageId;
    if (facesLoaded) root().dataset.webFonts = '';
  }, [pageId]);
}
