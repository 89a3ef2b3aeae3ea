import type { PagePayload } from '../../shared/page/page-payload';
import { getSite } from '../../shared/sites/sites';
import { renderAppToHtml, templateModulePath } from '../../web/entry-server';
import { translationModulePath } from '../../web/i18n/translation-module';
import type { ClientAssets } from './client-assets';
import { documentHead, documentTail } from './html-document';

export { hasTemplate } from '../../web/entry-server';

/** The whole HTML response for a page, as UTF-8: document head, React markup, tail (sent in one write). */
export async function renderPageHtml(
  payload: PagePayload,
  url: URL,
  assets: ClientAssets,
  styleNonce?: string,
): Promise<Buffer> {
  const app = await renderAppToHtml(payload, url);
  const site = getSite(payload.context.site);
  const pageAssets = assets.forPage([
    translationModulePath(site.locale),
    templateModulePath(payload.template.currentComponent),
  ]);
  return Buffer.from(
    documentHead(payload, site, pageAssets, styleNonce) + app + documentTail(payload, pageAssets),
  );
}
