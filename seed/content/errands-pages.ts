import { routeFor } from '../../src/shared/sites/routes';
import type { Locale, SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { homeCrumb, link, pageTitle } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// My errands under my pages (issue 13 item 6, flows §2.8): on every site with login and an
// errands route, behind login, except Finland, where the spec never shows errands (flows §2.4).

const COPY: Record<Locale, { myPages: string; title: string; description: string }> = {
  sv: {
    myPages: 'Mina sidor',
    title: 'Mina ärenden',
    description: 'Följ dina felanmälningar och ärenden från registrering till avslut.',
  },
  en: {
    myPages: 'My pages',
    title: 'My errands',
    description: 'Follow your fault reports and errands from registration to completion.',
  },
  no: {
    myPages: 'Mine sider',
    title: 'Mine saker',
    description: 'Følg feilmeldingene og sakene dine fra registrering til avslutning.',
  },
  fi: {
    myPages: 'Omat sivut',
    title: 'Palvelupyyntöni',
    description: 'Seuraa vikailmoituksiasi ja palvelupyyntöjäsi.',
  },
};

export function errandsPages(site: SiteKey): FeatureSeedPage[] {
  const config = SITES[site];
  const path = routeFor(site, 'myErrands');
  const myPages = routeFor(site, 'myPages');
  if (!config.flags.login || site === 'fi' || !path || !myPages) return [];
  const copy = COPY[config.locale];
  return [
    {
      path,
      template: 'my-errands',
      viewModel: { heading: copy.title },
      seo: { title: pageTitle(site, copy.title), description: copy.description, noIndex: true },
      breadcrumbs: [homeCrumb(site), link(copy.myPages, myPages), link(copy.title, path)],
      requiresLogin: true,
    },
  ];
}
