import { routeFor } from '../../src/shared/sites/routes';
import type { Locale, SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { homeCrumb, link, pageTitle } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// Settings under my pages (issue 15 item 10): on every site with login and my pages, behind login.

const COPY: Record<Locale, { myPages: string; title: string; description: string }> = {
  sv: {
    myPages: 'Mina sidor',
    title: 'Inställningar',
    description: 'Dina kontaktuppgifter, lösenord, nyhetsbrev, samtycken och dina uppgifter.',
  },
  en: {
    myPages: 'My pages',
    title: 'Settings',
    description: 'Your contact details, password, newsletter, consents and your data.',
  },
  no: {
    myPages: 'Mine sider',
    title: 'Innstillinger',
    description: 'Kontaktopplysninger, passord, nyhetsbrev, samtykker og opplysningene dine.',
  },
  fi: {
    myPages: 'Omat sivut',
    title: 'Asetukset',
    description: 'Yhteystietosi, salasanasi, uutiskirje, suostumukset ja tietosi.',
  },
};

export function settingsPages(site: SiteKey): FeatureSeedPage[] {
  const config = SITES[site];
  const path = routeFor(site, 'mySettings');
  const myPages = routeFor(site, 'myPages');
  if (!config.flags.login || !path || !myPages) return [];
  const copy = COPY[config.locale];
  return [
    {
      path,
      template: 'my-settings',
      viewModel: { heading: copy.title },
      seo: { title: pageTitle(site, copy.title), description: copy.description, noIndex: true },
      breadcrumbs: [homeCrumb(site), link(copy.myPages, myPages), link(copy.title, path)],
      requiresLogin: true,
    },
  ];
}
