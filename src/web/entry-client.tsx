import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { PagePayload } from '../shared/page/page-payload';
import { getSite } from '../shared/sites/sites';
import { AppRoot } from './app/app-root';
import { adoptCspNonce } from './app/csp-nonce';
import { loadWebFontsAfterPageLoad } from './app/fonts/web-fonts';
import { seedInitialPayload } from './app/initial-payload';
import { createQueryClient } from './app/query-client';
import { createI18nInstance } from './i18n/i18n-instance';
import { loadTranslation } from './i18n/load-translation';
import { addTextParts, loadTextParts } from './i18n/text-parts';
import { loadTemplate } from './templates/registry';
import { createToastStore } from './ui/toast/toast-store';
import './ui/global.css';
// Small styles that most public pages use (breadcrumbs; the favourite and share actions of the
// residence pages and the search hits) ride in the shell's stylesheet rather than in
// stylesheets of their own: one render-blocking request less on each page.
import './ui/breadcrumbs.module.css';
import './ui/residence-actions/residence-actions.module.css';

adoptCspNonce();
loadWebFontsAfterPageLoad();

// Hydrates the server render with the very payload the server used, once the page's language,
// template and text-part chunks are in (asked for with this script, so this is not a second
// round trip).
async function hydrate(): Promise<void> {
  const stateElement = document.getElementById('hemvist-state');
  if (!stateElement?.textContent)
    throw new Error('Missing #hemvist-state: the page was not rendered by the server');
  const payload = JSON.parse(stateElement.textContent) as PagePayload;
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root');
  const locale = getSite(payload.context.site).locale;
  const [translation] = await Promise.all([
    loadTranslation(locale),
    loadTemplate(payload.template),
    loadTextParts(locale, payload.template.source?.texts),
  ]);
  const i18n = createI18nInstance(locale, translation);
  addTextParts(i18n, payload.template.source?.texts);
  const toasts = createToastStore();
  const queryClient = createQueryClient({
    toasts,
    networkError: () => i18n.t('toast.networkError'),
    unknownError: () => i18n.t('toast.unknownError'),
  });
  seedInitialPayload(queryClient, payload, window.location);
  // No wait for a frame here: the page asked for this script after its first paint
  // (server/ssr/start-scripts.ts), or at once in a hidden tab, which paints none.
  // In a transition React hydrates in slices of a few milliseconds and lets the browser work
  // between them (a click meanwhile hydrates its target first and is replayed), rather than in
  // one task of a hundred milliseconds or more on a large page (docs/performance.md, stop 41).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <BrowserRouter>
          <AppRoot
            initialPayload={payload}
            i18n={i18n}
            queryClient={queryClient}
            toasts={toasts}
            onHydrated={markHydrated}
          />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

// Marks <html> once React has hydrated the page (hydrateRoot only schedules the work; AppRoot
// calls this from an effect, after the commit). The page answers clicks and keys from here on;
// browser tests wait for this mark before they use a page (a quiet network does not say it on a
// busy machine).
function markHydrated(): void {
  document.documentElement.dataset.hydrated = '';
}

void hydrate();
