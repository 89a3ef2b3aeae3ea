import type { Locale, SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { homeCrumb, pageTitle, routeLink } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// The site text search page on every site, and the corporate search where the site has
// a corporate section (flags.corporateSearch). The view model is only the page's words;
// the results come from POST /api/textsearch.

const COPY: Record<
  Locale,
  { heading: string; corporateHeading: string; intro: string; corporateIntro: string }
> = {
  sv: {
    heading: 'Sök på webbplatsen',
    corporateHeading: 'Sök på företagssidorna',
    intro: 'Hitta sidor, nyheter, bostadsprojekt och lediga jobb.',
    corporateIntro: 'Sök bland pressmeddelanden, nyheter, rapporter och annat om företaget.',
  },
  no: {
    heading: 'Søk på nettstedet',
    corporateHeading: 'Søk i selskapssidene',
    intro: 'Finn sider, nyheter, boligprosjekter og ledige stillinger.',
    corporateIntro: 'Søk blant pressemeldinger, nyheter, rapporter og annet om selskapet.',
  },
  fi: {
    heading: 'Hae sivustolta',
    corporateHeading: 'Hae yrityssivuilta',
    intro: 'Löydä sivut, uutiset, asuntokohteet ja avoimet työpaikat.',
    corporateIntro: 'Hae lehdistötiedotteita, uutisia, raportteja ja muuta tietoa yrityksestä.',
  },
  en: {
    heading: 'Search the site',
    corporateHeading: 'Search the corporate pages',
    intro: 'Find pages, news, housing projects and open positions.',
    corporateIntro: 'Search press releases, news, reports and more about the company.',
  },
};

export function textSearchPages(site: SiteKey): FeatureSeedPage[] {
  const config = SITES[site];
  const copy = COPY[config.locale];
  const search = routeLink(site, 'textSearch', copy.heading);
  const result: FeatureSeedPage[] = [
    {
      path: search.url,
      template: 'text-search',
      viewModel: { heading: copy.heading, intro: copy.intro },
      seo: { title: pageTitle(site, copy.heading), description: copy.intro, noIndex: true },
      breadcrumbs: [homeCrumb(site), search],
    },
  ];
  if (config.flags.corporateSearch) {
    const corporate = routeLink(site, 'corporateSearch', copy.corporateHeading);
    result.push({
      path: corporate.url,
      template: 'corporate-search',
      viewModel: { heading: copy.corporateHeading, intro: copy.corporateIntro },
      seo: { title: pageTitle(site, copy.corporateHeading), description: copy.corporateIntro, noIndex: true },
      breadcrumbs: [homeCrumb(site), routeLink(site, 'aboutUs'), corporate],
    });
  }
  return result;
}
