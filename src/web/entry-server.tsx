import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PagePayload } from '../shared/page/page-payload';
import type { Locale } from '../shared/sites/site-types';
import { getSite } from '../shared/sites/sites';
import type { TextsInstance } from '../shared/texts/texts-instance';
import { AppRoot } from './app/app-root';
import { seedInitialPayload } from './app/initial-payload';
import { createQueryClient } from './app/query-client';
import { createI18nInstance } from './i18n/i18n-instance';
import { languageFiles } from './i18n/language-files';
import { addTextParts, loadTextParts } from './i18n/text-parts';
import { loadTemplate } from './templates/registry';
import { hasTemplate, templateModulePath, templateSourceOf } from './templates/template-sources';
import { loadPartsForServerRender } from './ui/hydrate-later';

export { hasTemplate, templateModulePath, templateSourceOf };

// One texts instance per language and set of text parts for the life of the process. A server
// render only reads it (nothing changes its language or resources), and building one per request
// cost about a tenth of the start page's render time (docs/performance.md). It holds what the
// browser will hold: the language file and the page's parts (i18n/text-parts.ts).
const textsByPage = new Map<string, TextsInstance>();
async function textsFor(locale: Locale, parts: readonly string[] = []): Promise<TextsInstance> {
  const key = [locale, ...parts].join(' ');
  let instance = textsByPage.get(key);
  if (!instance) {
    await loadTextParts(locale, parts);
    instance = createI18nInstance(locale, languageFiles[locale]);
    addTextParts(instance, parts);
    textsByPage.set(key, instance);
  }
  return instance;
}

// Renders the app for one request into the HTML of #root. The page's template and the parts
// that hydrate later (ui/hydrate-later.tsx) are loaded first, and nothing else suspends on the
// server (parts loaded on demand wait for hydration), so the
// synchronous renderer gives crawlers and no-JS visitors the whole page. A string, not a stream:
// the head is known only once the payload is, and the body takes a millisecond or two after it
// (docs/adr/0016-react-19.md).
export async function renderAppToHtml(
  payload: PagePayload,
  location: { pathname: string; search: string },
): Promise<string> {
  await loadTemplate(payload.template);
  await loadPartsForServerRender();
  const queryClient = createQueryClient();
  seedInitialPayload(queryClient, payload, location);
  const texts = await textsFor(getSite(payload.context.site).locale, payload.template.source?.texts);
  return renderToString(
    <StaticRouter location={`${location.pathname}${location.search}`}>
      <AppRoot initialPayload={payload} i18n={texts} queryClient={queryClient} />
    </StaticRouter>,
  );
}
