import type { PagePayload } from '../../shared/page/page-payload';
import { WEB_FONTS_HEAD_SCRIPT } from '../../shared/page/web-fonts-flag';
import type { SiteConfig } from '../../shared/sites/site-types';
import { escapeHtml } from '../escape-html';
import type { PageAssets } from './client-assets';
import { PAGE_SCRIPTS_ID, START_SCRIPTS_INLINE } from './start-scripts';

const SCRIPT_ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON inside <script> must not be able to close the tag or start a comment (one pass). */
const escapeForScript = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character] ?? character);

// The document around the React root: lang and theme of the site, title and description of
// the page, the built assets, and the payload the browser hydrates with. `styleNonce` is the
// response's CSP nonce for <style> elements that scripts insert later (Vite's csp-nonce meta;
// browsers hide the attribute from the markup and keep it in the element's nonce property).
export function documentHead(
  payload: PagePayload,
  site: SiteConfig,
  assets: PageAssets,
  styleNonce?: string,
): string {
  const { seo } = payload;
  const links = [
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    // No font is preloaded: a first visit's page is drawn in the metric-matched fallback faces
    // and fetches the web fonts after its load event (docs/adr/0011, docs/adr/0015).
  ];
  return [
    '<!doctype html>',
    `<html lang="${site.htmlLang}" data-theme="${site.brand.theme}" data-site="${site.key}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Before the stylesheets: a later page of the visit is drawn in the brand's faces from its
    // first frame (docs/adr/0015-web-fonts-after-the-first-visit-s-load.md).
    `<script>${WEB_FONTS_HEAD_SCRIPT}</script>`,
    styleNonce ? `<meta property="csp-nonce" nonce="${escapeHtml(styleNonce)}">` : '',
    `<title>${escapeHtml(seo.title)}</title>`,
    `<meta name="description" content="${escapeHtml(seo.description)}">`,
    seo.noIndex || payload.context.statusCode >= 400 ? '<meta name="robots" content="noindex">' : '',
    seo.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(seo.canonicalUrl)}">` : '',
    `<meta property="og:title" content="${escapeHtml(seo.title)}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.siteName)}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...links,
    '</head>',
    '<body>',
    '<div id="root">',
  ]
    .filter(Boolean)
    .join('');
}

/** The end of the document: the payload as JSON (`state`) for the browser to hydrate with, the shell script. */
export function documentTail(state: string, assets: PageAssets): string {
  const scripts = assets.script
    ? `<script id="${PAGE_SCRIPTS_ID}" type="application/json">${escapeForScript(
        JSON.stringify([assets.script, ...assets.preloads.filter((href) => href !== assets.script)]),
      )}</script><script>${START_SCRIPTS_INLINE}</script>`
    : '';
  return `</div><script id="hemvist-state" type="application/json">${escapeForScript(state)}</script>${scripts}</body></html>`;
}
