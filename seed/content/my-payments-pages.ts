import { routeFor } from '../../src/shared/sites/routes';
import type { Locale, SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { homeCrumb, link, pageTitle } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// Payments under my pages (issue 15 item 5, flows §2.4): VIP fees and booking fees, on every
// site with login and my pages except Finland (no payments there), behind login.

const COPY: Record<Locale, { myPages: string; title: string; description: string }> = {
  sv: {
    myPages: 'Mina sidor',
    title: 'Betalningar',
    description: 'Dina VIP-avgifter och bokningsavgifter: det som ska betalas och det som är betalt.',
  },
  en: {
    myPages: 'My pages',
    title: 'Payments',
    description: 'Your VIP fees and booking fees: what is due and what is paid.',
  },
  no: {
    myPages: 'Mine sider',
    title: 'Betalinger',
    description: 'VIP-avgiftene og bestillingsgebyrene dine: det som skal betales og det som er betalt.',
  },
  fi: {
    myPages: 'Omat sivut',
    title: 'Maksut',
    description: 'VIP-maksusi ja varausmaksusi: maksettavat ja maksetut.',
  },
};

export function myPaymentsPages(site: SiteKey): FeatureSeedPage[] {
  const config = SITES[site];
  const path = routeFor(site, 'myPayments');
  const myPages = routeFor(site, 'myPages');
  if (site === 'fi' || !config.flags.login || !path || !myPages) return [];
  const copy = COPY[config.locale];
  return [
    {
      path,
      template: 'my-payments',
      viewModel: { heading: copy.title },
      seo: { title: pageTitle(site, copy.title), description: copy.description, noIndex: true },
      breadcrumbs: [homeCrumb(site), link(copy.myPages, myPages), link(copy.title, path)],
      requiresLogin: true,
    },
  ];
}
