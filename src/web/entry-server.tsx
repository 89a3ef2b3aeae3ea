import { renderToString } from 'react-dom/server';
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
import { loadPartsForServerRender } from './ui/hydrate-later';

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

// Renders the app for one request into the HTML of #root. The page's template and the parts
// that hydrate later (ui/hydrate-later.tsx) are loaded first, and nothing else suspends on the
// server (parts loaded on demand wait for hydration), so the
// synchronous renderer gives crawlers and no-JS visitors the whole page. A string, not a stream:
// the head is known only once the payload is, and the body takes a millisecond or two after it
// (docs/adr/0016-react-19.md).
export async function renderAppToHtml(payload: PagePayload, url: URL): Promise<string> {
  await loadTemplate(payload.template.currentComponent);
  await loadPartsForServerRender();
  const queryClient = createQueryClient();
  seedInitialPayload(queryClient, payload, { pathname: url.pathname, search: url.search });
  const texts = textsFor(getSite(payload.context.site).locale);
  return renderToString(
    <StaticRouter location={`${url.pathname}${url.search}`}>
      <AppRoot initialPayload={payload} i18n={texts} queryClient={queryClient} />
    </StaticRouter>,
  );
}
