import { useLayoutEffect, useRef } from 'react';
import { WEB_FONTS_SESSION_KEY } from '../../../shared/page/web-fonts-flag';

// The brand's web fonts come after a first visit's page, not before it
// (docs/adr/0015-web-fonts-after-the-first-visit-s-load.md). The page paints and loads in the
// metric-matched fallback faces; after the load event the text face is fetched and swapped in
// (the fallback takes the same room, so nothing moves), and the heading face is fetched for the
// next page: its letters re-wrap a headline, so it never swaps in under the reader's eyes. The
// themes name the faces (--web-font-text, --web-font-heading in themes.css); <html
// data-web-fonts> says which of them draw.

// The document is read when called: the server renders the page view too.
const root = () => document.documentElement;
let headingFaceLoaded = false;

/** Called once by the entry: fetches the faces after the page has loaded, unless it has them. */
export function loadWebFontsAfterPageLoad(): void {
  if (root().dataset.webFonts === 'all') return;
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
    // Loaded first and applied after: one relayout, with the face already in.
    await document.fonts.load(`1em ${textFace}`);
    // Where the headings share the text face (senior, co-operative), they swap with it.
    const sameFace = headingFace === textFace;
    root().dataset.webFonts = sameFace ? 'all' : 'text';
    if (!sameFace) await document.fonts.load(`${headingWeight} 1em ${headingFace}`);
    headingFaceLoaded = true;
    rememberFacesLoaded();
  } catch {
    // A face that does not load leaves its fallback, which is a whole design of its own.
  }
}

function rememberFacesLoaded(): void {
  try {
    window.sessionStorage.setItem(WEB_FONTS_SESSION_KEY, 'all');
  } catch {
    // Storage turned off: every page of the visit starts in the fallback faces.
  }
}

/** A client-side page change draws the new page in the heading face, once that has loaded. */
export function useWebFontsOnPageChange(pageId: unknown): void {
  // The page shown at hydration keeps its faces, however soon the heading face arrives.
  const shownPage = useRef(pageId);
  useLayoutEffect(() => {
    if (shownPage.current === pageId) return;
    shownPage.current = pageId;
    if (headingFaceLoaded) root().dataset.webFonts = 'all';
  }, [pageId]);
}
