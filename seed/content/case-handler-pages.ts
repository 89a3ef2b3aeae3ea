import { requireRoute } from '../../src/shared/sites/routes';
import type { SiteKey } from '../../src/shared/sites/site-types';
import { homeCrumb, link, pageTitle } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// The case handler's view (issue 13 item 7) on the sites whose cases the demo staff handle.
// Only for logged-in users; the page asks the server whether the user is a case handler.

const COPY: Partial<Record<SiteKey, { title: string; description: string }>> = {
  se: { title: 'Ärendehantering', description: 'Handläggarnas vy över inkomna ärenden.' },
  no: { title: 'Saksbehandling', description: 'Saksbehandlernes oversikt over innkomne saker.' },
};

export function caseHandlerPages(site: SiteKey): FeatureSeedPage[] {
  const copy = COPY[site];
  if (!copy) return [];
  const path = requireRoute(site, 'caseHandler');
  return [
    {
      path,
      template: 'case-handler',
      viewModel: { heading: copy.title },
      seo: { title: pageTitle(site, copy.title), description: copy.description, noIndex: true },
      breadcrumbs: [homeCrumb(site), link(copy.title, path)],
      requiresLogin: true,
    },
  ];
}
