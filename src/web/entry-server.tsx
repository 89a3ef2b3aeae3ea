import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PagePayload } from '../shared/page/page-payload';
import { getSite } from '../shared/sites/sites';
import { AppRoot } from './app/app-root';
import { seedInitialPayload } from './app/initial-payload';
import { createQueryClient } from './app/query-client';
import { createI18n } from './i18n/create-i18n';
import { hasTemplate, loadTemplate, templateModulePath } from './templates/registry';

export { hasTemplate, templateModulePath };

// Renders the app for one request into a stream of HTML for #root. Waits for all content
// (onAllReady) so crawlers and no-JS visitors get the whole page, then streams it out.
export async function renderAppToStream(payload: PagePayload, url: URL): Promise<Readable> {
  await loadTemplate(payload.template.currentComponent);
  const queryClient = createQueryClient();
  seedInitialPayload(queryClient, payload, { pathname: url.pathname, search: url.search });
  const i18n = createI18n(getSite(payload.context.site).locale);
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const stream = renderToPipeableStream(
      <StaticRouter location={`${url.pathname}${url.search}`}>
        <AppRoot initialPayload={payload} i18n={i18n} queryClient={queryClient} />
      </StaticRouter>,
      {
        onAllReady() {
          if (failed) return;
          const output = new PassThrough();
          stream.pipe(output);
          resolve(output);
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
