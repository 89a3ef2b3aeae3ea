import { routeFor } from '../../src/shared/sites/routes';
import type { Locale, SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { homeCrumb, link, pageTitle } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// The board member's page under my pages (issue 35 item 4; flows §2.2 "my pages (board
// member)", §6): the association's buildings and errands, behind login, on every site with my
// pages except Finland, where the spec shows no errands (flows §2.4), as errands-pages.ts.

const COPY: Record<Locale, { myPages: string; title: string; description: string }> = {
  sv: {
    myPages: 'Mina sidor',
    title: 'Föreningens fastigheter',
    description: 'Föreningens fastigheter, trappuppgångar och lägenheter med deras ärenden.',
  },
  en: {
    myPages: 'My pages',
    title: 'The association’s buildings',
    description: 'The association’s properties, stairwells and homes with their errands.',
  },
  no: {
    myPages: 'Mine sider',
    title: 'Borettslagets bygninger',
    description: 'Borettslagets eiendommer, oppganger og boliger med sakene deres.',
  },
  fi: {
    myPages: 'Omat sivut',
    title: 'Yhtiön kiinteistöt',
    description: 'Yhtiön kiinteistöt, porrashuoneet ja asunnot palvelupyyntöineen.',
  },
};

export function boardPages(site: SiteKey): FeatureSeedPage[] {
  const config = SITES[site];
  const path = routeFor(site, 'myBoard');
  const myPages = routeFor(site, 'myPages');
  if (!config.flags.login || site === 'fi' || !path || !myPages) return [];
  const copy = COPY[config.locale];
  return [
    {
      path,
      template: 'my-board',
      viewModel: { heading: copy.title },
      seo: { title: pageTitle(site, copy.title), description: copy.description, noIndex: true },
      breadcrumbs: [homeCrumb(site), link(copy.myPages, myPages), link(copy.title, path)],
      requiresLogin: true,
    },
  ];
}
