import type { PagePayload } from '../../shared/page/page-payload';
import { getSite } from '../../shared/sites/sites';
import { renderAppToHtml, templateModulePath, templateSourceOf } from '../../web/entry-server';
import { textPartModulePath } from '../../web/i18n/text-parts';
import { translationModulePath } from '../../web/i18n/translation-module';
import type { ClientAssets, PageAssets } from './client-assets';
import { documentHead, documentTail } from './html-document';

export { hasTemplate } from '../../web/entry-server';

/**
 * All a page's HTML is made from, as plain data a render thread can be sent
 * (ssr/page-renderer.ts). The route decides the payload and its files; the document is a pure
 * function of this.
 */
export interface PageDocumentInput {
  /** The payload as JSON: the state script's text, and what a render thread reads the payload from. */
  state: string;
  /** The payload itself, where the page renders on the request's thread (no need to parse `state`). */
  payload?: PagePayload;
  location: { pathname: string; search: string };
  assets: PageAssets;
  styleNonce?: string;
}

/** What a page's document needs besides its payload, worked out where the request is. */
export function pageDocumentInput(
  payload: PagePayload,
  url: URL,
  assets: ClientAssets,
  styleNonce?: string,
): PageDocumentInput {
  const page = withTemplateSource(payload);
  return {
    // The payload crosses to a render thread as this one string: cheaper to send than the object
    // (a structured clone), and the state script needs it anyway.
    state: JSON.stringify(page),
    payload: page,
    location: { pathname: url.pathname, search: url.search },
    assets: assetsOfPage(page, assets),
    ...(styleNonce ? { styleNonce } : {}),
  };
}

/** The whole HTML document of a page: head, React markup, tail, as one string. */
export async function renderPageDocument(input: PageDocumentInput): Promise<string> {
  const { state, location, assets, styleNonce } = input;
  // Parsed from the state a render thread renders exactly what the browser will hydrate.
  const payload: PagePayload = input.payload ?? JSON.parse(state);
  const app = await renderAppToHtml(payload, location);
  const site = getSite(payload.context.site);
  return documentHead(payload, site, assets, styleNonce) + app + documentTail(state, assets);
}

/** The payload with where its template's component lives, which the browser loads by it. */
function withTemplateSource(payload: PagePayload): PagePayload {
  const source = templateSourceOf(payload.template.currentComponent);
  if (!source) return payload;
  const [file, exportName, texts] = source;
  return {
    ...payload,
    template: { ...payload.template, source: { file, exportName, ...(texts ? { texts: [...texts] } : {}) } },
  };
}

/** The built files a page needs: the shell's, its language's, its template's and its text parts'. */
function assetsOfPage(payload: PagePayload, assets: ClientAssets): PageAssets {
  const { locale } = getSite(payload.context.site);
  const parts = templateSourceOf(payload.template.currentComponent)?.[2] ?? [];
  return assets.forPage([
    translationModulePath(locale),
    templateModulePath(payload.template.currentComponent),
    ...parts.map((part) => textPartModulePath(part, locale)),
  ]);
}

/** A page's payload for client navigation, with the scripts and stylesheets its template needs. */
export function navigationPayload(payload: PagePayload, assets: ClientAssets): PagePayload {
  const { preloads, styles } = assetsOfPage(payload, assets);
  return { ...withTemplateSource(payload), assets: { scripts: preloads, styles } };
}
