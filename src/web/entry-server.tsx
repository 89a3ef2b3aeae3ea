import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PagePayload } from '../shared/page/page-payload';
import type { Locale } from '../shared/sites/site-types';
import { getSite } from '../shared/sites/sites';
import type { TextsInstance } from '../shared/texts/texts-instance';
import { AppRoot } from './app/app-root';
import { seedInitialPayload } from './app/initial-payload';
import { createQueryClient } from './app/query-client';
import { createI18n } from './i18n/create-i18n';
import { hasTemplate, loadTemplate, templateModulePath } from './templates/registry';

export { hasTemplate, templateModulePath };

// One texts instance per language for the life of the process. A server render only reads
// it (nothing changes its language or resources), and building one per request cost about
// a tenth of the start page's render time (docs/performance.md).
const textsByLocale = new Map<Locale, TextsInstance>();
function textsFor(locale: Locale): TextsInstance {
  let instance = textsByLocale.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    textsByLocale.set(locale, instance);
  }
  return instance;
}

// Renders the app for one request into the HTML of #root, as UTF-8 bytes (the renderer's own
// output, sent as it is). Waits for all content (onAllReady) so crawlers and no-JS visitors get
// the whole page; the document is sent in one piece, so there is nothing to gain from streaming.
export async function renderAppToHtml(payload: PagePayload, url: URL): Promise<Buffer> {
  await loadTemplate(payload.template.currentComponent);
  const queryClient = createQueryClient();
  seedInitialPayload(queryClient, payload, { pathname: url.pathname, search: url.search });
  const texts = textsFor(getSite(payload.context.site).locale);
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const chunks: Buffer[] = [];
    const collect = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    collect.on('finish', () => resolve(Buffer.concat(chunks)));
    collect.on('error', reject);
    const stream = renderToPipeableStream(
      <StaticRouter location={`${url.pathname}${url.search}`}>
        <AppRoot initialPayload={payload} i18n={texts} queryClient={queryClient} />
      </StaticRouter>,
      {
        onAllReady() {
          if (!failed) stream.pipe(collect);
        },
        onShellError(error) {
          reject(error);
        },
        onError(error) {
          failed = error;
          reject(error);
        },
      },
    );
  });
}
