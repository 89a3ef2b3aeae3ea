import { renderToStringAsync } from 'preact-render-to-string';
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

// Renders the app for one request into the HTML of #root. Waits for all content (suspended
// parts are awaited and rendered in place) so crawlers and no-JS visitors get the whole page.
// A string, not a stream: the document is sent in one piece, and the stream's chunk encoding
// and buffering cost a tenth of the start page's render (docs/performance.md).
export async function renderAppToHtml(payload: PagePayload, url: URL): Promise<string> {
  await loadTemplate(payload.template.currentComponent);
  const queryClient = createQueryClient();
  seedInitialPayload(queryClient, payload, { pathname: url.pathname, search: url.search });
  const texts = textsFor(getSite(payload.context.site).locale);
  return renderToStringAsync(
    <StaticRouter location={`${url.pathname}${url.search}`}>
      <AppRoot initialPayload={payload} i18n={texts} queryClient={queryClient} />
    </StaticRouter>,
  );
}
