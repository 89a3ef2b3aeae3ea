import type { PagePayload } from '../../shared/page/page-payload';
import { getSite } from '../../shared/sites/sites';
import { renderAppToHtml, templateModulePath, templateSourceOf } from '../../web/entry-server';
import { textPartModulePath } from '../../web/i18n/text-parts';
import { translationModulePath } from '../../web/i18n/translation-module';
import type { ClientAssets, PageAssets } from './client-assets';
import { documentHead, documentTail } from './html-document';

export { hasTemplate } from '../../web/entry-server';

/** The whole HTML response for a page, as UTF-8: document head, React markup, tail (sent in one write). */
export async function renderPageHtml(
  payload: PagePayload,
  url: URL,
  assets: ClientAssets,
  styleNonce?: string,
): Promise<Buffer> {
  const page = withTemplateSource(payload);
  const app = await renderAppToHtml(page, url);
  const site = getSite(page.context.site);
  const pageAssets = assetsOfPage(page, assets);
  return Buffer.from(documentHead(page, site, pageAssets, styleNonce) + app + documentTail(page, pageAssets));
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
