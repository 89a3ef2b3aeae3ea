import type { RoutePurpose } from '../../src/shared/sites/routes';
import { routeFor } from '../../src/shared/sites/routes';
import type { Locale, SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { homeCrumb, link, pageTitle } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// Saved searches (issue 15 item 12) on every site with login and my pages; the VIP page and VIP
// showings (item 8) where the site offers VIP (not Finland: flows §2.4). All behind login.

interface Copy {
  title: string;
  description: string;
}

const MY_PAGES: Record<Locale, string> = {
  sv: 'Mina sidor',
  en: 'My pages',
  no: 'Mine sider',
  fi: 'Omat sivut',
};

const COPY: Record<'savedSearches' | 'vip' | 'vipShowings', Record<Locale, Copy>> = {
  savedSearches: {
    sv: {
      title: 'Sparade sökningar',
      description: 'Dina sparade bostadssökningar; vi mejlar när nya bostäder matchar.',
    },
    en: {
      title: 'Saved searches',
      description: 'Your saved home searches; we email you when new homes match.',
    },
    no: {
      title: 'Lagrede søk',
      description: 'De lagrede boligsøkene dine; vi sender e-post når nye boliger passer.',
    },
    fi: {
      title: 'Tallennetut haut',
      description: 'Tallennetut asuntohakusi; lähetämme sähköpostia uusista osumista.',
    },
  },
  vip: {
    sv: { title: 'VIP', description: 'Ditt VIP-medlemskap och hur du blir medlem.' },
    en: { title: 'VIP', description: 'Your VIP membership and how to become a member.' },
    no: { title: 'VIP', description: 'VIP-medlemskapet ditt og hvordan du blir medlem.' },
    fi: { title: 'VIP', description: 'VIP-jäsenyytesi ja miten liityt jäseneksi.' },
  },
  vipShowings: {
    sv: { title: 'VIP-visningar', description: 'VIP-visningar i dina projekt, där du bokar en plats.' },
    en: { title: 'VIP showings', description: 'VIP showings in your projects, where you book a place.' },
    no: { title: 'VIP-visninger', description: 'VIP-visninger i prosjektene dine, der du booker en plass.' },
    fi: { title: 'VIP-esittelyt', description: 'VIP-esittelyt kohteissasi, joihin varaat paikan.' },
  },
};

function page(
  site: SiteKey,
  purpose: RoutePurpose,
  template: string,
  copy: Copy,
  extra: Record<string, string> = {},
): FeatureSeedPage[] {
  const path = routeFor(site, purpose);
  const myPages = routeFor(site, 'myPages');
  if (!path || !myPages) return [];
  return [
    {
      path,
      template,
      viewModel: { heading: copy.title, ...extra },
      seo: { title: pageTitle(site, copy.title), description: copy.description, noIndex: true },
      breadcrumbs: [homeCrumb(site), link(MY_PAGES[SITES[site].locale], myPages), link(copy.title, path)],
      requiresLogin: true,
    },
  ];
}

export function myPagesExtraPages(site: SiteKey): FeatureSeedPage[] {
  const config = SITES[site];
  if (!config.flags.login) return [];
  const locale = config.locale;
  return [
    ...(config.flags.search
      ? page(site, 'mySavedSearches', 'my-saved-searches', COPY.savedSearches[locale])
      : []),
    ...(config.flags.vip
      ? [
          ...page(site, 'myVip', 'my-vip', COPY.vip[locale]),
          ...page(site, 'myVipShowings', 'my-vip', COPY.vipShowings[locale], { part: 'showings' }),
        ]
      : []),
  ];
}
