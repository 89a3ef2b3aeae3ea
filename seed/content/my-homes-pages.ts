import { routeFor } from '../../src/shared/sites/routes';
import type { Locale, SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { homeCrumb, link, pageTitle } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// My homes under my pages (issue 15 item 6, flows §2.4 "my residences"): favourites,
// interests and purchases, on every site with login and a my-homes route, behind login.

const COPY: Record<Locale, { myPages: string; title: string; description: string }> = {
  sv: {
    myPages: 'Mina sidor',
    title: 'Mina bostäder',
    description: 'Dina favoriter, intresseanmälningar och köp med aktuell status och pris.',
  },
  en: {
    myPages: 'My pages',
    title: 'My homes',
    description: 'Your favourites, interest registrations and purchases with current status and price.',
  },
  no: {
    myPages: 'Mine sider',
    title: 'Mine boliger',
    description: 'Favorittene, interessemeldingene og kjøpene dine med aktuell status og pris.',
  },
  fi: {
    myPages: 'Omat sivut',
    title: 'Asuntoni',
    description: 'Suosikkisi, kiinnostuksen ilmoituksesi ja ostosi ajantasaisine tiloineen ja hintoineen.',
  },
};

export function myHomesPages(site: SiteKey): FeatureSeedPage[] {
  const config = SITES[site];
  const path = routeFor(site, 'myHomes');
  const myPages = routeFor(site, 'myPages');
  if (!config.flags.login || !path || !myPages) return [];
  const copy = COPY[config.locale];
  return [
    {
      path,
      template: 'my-homes',
      viewModel: { heading: copy.title },
      seo: { title: pageTitle(site, copy.title), description: copy.description, noIndex: true },
      breadcrumbs: [homeCrumb(site), link(copy.myPages, myPages), link(copy.title, path)],
      requiresLogin: true,
    },
  ];
}
