import { PREMISES_AREA_RANGE, PREMISES_LIMIT } from '../../../shared/premises/premises-constants';
import {
  defaultPremisesFilters,
  premisesFiltersFromQuery,
  premisesSearchRequest,
} from '../../../shared/premises/premises-filter-state';
import { listingSiteOf, premisesSlug, rentalStartPath } from '../../../shared/premises/premises-paths';
import { premisesFilterSchema } from '../../../shared/premises/premises-schemas';
import type {
  PremisesNotFoundViewModel,
  PremisesObjectViewModel,
  PremisesStartViewModel,
} from '../../../shared/premises/premises-view-models';
import { routeFor } from '../../../shared/sites/routes';
import type { SiteConfig } from '../../../shared/sites/site-types';
import { SITES } from '../../../shared/sites/sites';
import type { PageContent } from '../content/page-payload-builder';
import type { PageResolver } from '../content/page-resolvers';
import { pageImage } from '../residence/pages/page-images';
import { LISTING_TITLES } from './page-titles';
import { premisesContact } from './premises-contact';
import { findPremises, premisesTags, searchPremises } from './premises-repository';

// The premises start page (/lokaler/, /liiketilat/), a page per premises one level below it,
// and the premises not-found page (404) for any other path below it (flows §2.2).

function title(site: SiteConfig, text: string): string {
  return `${text} | ${site.siteName}`;
}

export function homeCrumb(site: SiteConfig) {
  return { label: LISTING_TITLES[site.locale].home, url: routeFor(site.key, 'home') ?? site.basePath };
}

function notFound(site: SiteConfig, startUrl: string): PageContent {
  const viewModel: PremisesNotFoundViewModel = { type: 'premises-not-found', startUrl };
  const words = LISTING_TITLES[site.locale];
  return {
    id: 'premises-not-found',
    template: 'premises-not-found',
    viewModel: { ...viewModel },
    seo: { title: title(site, words.premisesNotFound), description: '', noIndex: true },
    breadcrumbs: [homeCrumb(site), { label: words.premises, url: startUrl }],
    statusCode: 404,
  };
}

export const premisesPageResolver: PageResolver = async ({ db, siteContext, path, query }) => {
  const { site } = siteContext;
  const base = routeFor(site.key, 'premises');
  const dataSite = listingSiteOf(site.key);
  if (!base || !dataSite || !path.startsWith(base)) return null;
  const segments = path.slice(base.length).split('/').filter(Boolean);
  const dataSiteId = SITES[dataSite].siteId;
  const words = LISTING_TITLES[site.locale];
  const crumbs = [homeCrumb(site), { label: words.premises, url: base }];

  if (segments.length === 0) {
    const areaRange = PREMISES_AREA_RANGE[site.country];
    const tags = await premisesTags(db, dataSiteId);
    // The address's filters (issue 33 item 7), so a shared link opens with its hits rendered;
    // what it says that cannot be used is left out.
    const filters = premisesFiltersFromQuery(
      new URLSearchParams(query),
      areaRange,
      tags.map((tag) => tag.name),
    );
    const request = premisesSearchRequest(
      filters ?? defaultPremisesFilters(areaRange),
      site.siteId,
      areaRange,
    );
    const initial = await searchPremises(db, dataSiteId, site.key, {
      filter: premisesFilterSchema.parse(request.filter),
      sort: request.sort ?? ['sortOrder:asc'],
      limit: PREMISES_LIMIT,
    });
    const viewModel: PremisesStartViewModel = {
      type: 'premises-start',
      siteId: site.siteId,
      areaRange,
      tags,
      initial,
      filters,
      rentalUrl: site.flags.search ? rentalStartPath(site.country) : null,
    };
    return {
      id: `premises-start:${site.key}`,
      template: 'premises-start',
      viewModel: { ...viewModel },
      seo: { title: title(site, words.premises), description: words.premisesDescription },
      breadcrumbs: crumbs.slice(0, 1),
    };
  }
  const slug = segments[0] ?? '';
  const dataBase = routeFor(dataSite, 'premises') ?? base;
  const found =
    segments.length === 1 ? await findPremises(db, dataSiteId, `${dataBase}${slug}/`, site.key) : null;
  if (!found || premisesSlug(found.premises.url) !== slug) return notFound(site, base);
  const { premises } = found;
  const viewModel: PremisesObjectViewModel = {
    type: 'premises-object',
    premises,
    image: pageImage('premises-facade', premises.id, 0, words.premisesPicture(premises.address)),
    contact: premisesContact(found.responsible, site.key),
    startUrl: base,
  };
  return {
    id: `premises:${premises.id}`,
    template: 'premises-object',
    viewModel: { ...viewModel },
    seo: { title: title(site, premises.name), description: premises.description.slice(0, 160) },
    breadcrumbs: [...crumbs, { label: premises.name, url: premises.url }],
  };
};
