import { PassThrough, type Readable } from 'node:stream';
import type { PagePayload } from '../../shared/page/page-payload';
import { getSite } from '../../shared/sites/sites';
import { renderAppToStream, templateModulePath } from '../../web/entry-server';
import { translationModulePath } from '../../web/i18n/translation-module';
import { ABOVE_THE_FOLD_FONTS } from '../../web/ui/themes/above-the-fold-fonts';
import type { ClientAssets } from './client-assets';
import { documentHead, documentTail } from './html-document';

export { hasTemplate } from '../../web/entry-server';

/** The whole HTML response for a page: document head, streamed React markup, tail. */
export async function renderPageHtml(
  payload: PagePayload,
  url: URL,
  assets: ClientAssets,
  styleNonce?: string,
): Promise<Readable> {
  const app = await renderAppToStream(payload, url);
  const site = getSite(payload.context.site);
  const pageAssets = assets.forPage(
    [translationModulePath(site.locale), templateModulePath(payload.template.currentComponent)],
    ABOVE_THE_FOLD_FONTS[site.brand.theme],
  );
  const output = new PassThrough();
  output.write(documentHead(payload, site, pageAssets, styleNonce));
  app.on('error', (error) => output.destroy(error));
  app.on('end', () => output.end(documentTail(payload, pageAssets)));
  app.pipe(output, { end: false });
  return output;
}
