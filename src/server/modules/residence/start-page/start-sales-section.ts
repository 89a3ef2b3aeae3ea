import type { TFunction } from 'i18next';
import { formatPriceRange } from '../../../../shared/format/currency';
import { showingTimes } from '../../../../shared/format/showing-time';
import { STAGE_STATUS, TENURE } from '../../../../shared/residence/residence-enums';
import { type ResidenceHit, searchFilterSchema } from '../../../../shared/residence/search-schemas';
import {
  START_SALES_LIMITS,
  type StartProject,
  type StartSales,
  type StartShowing,
} from '../../../../shared/residence/start-sales';
import { requireRoute } from '../../../../shared/sites/routes';
import type { SiteConfig } from '../../../../shared/sites/site-types';
import { pageTexts } from '../../../../shared/texts/page-texts';
import { textsInstanceOf } from '../../../../shared/texts/texts-instance';
import type { Database } from '../../../db/client';
import type { SiteContext } from '../../../plugins/site-context';
import type { PageDecorator } from '../../content/page-resolvers';
import { searchContextFor } from '../search/search-context';
import { searchStages } from '../search/search-service';
import { rentRanges } from './start-sales-repository';

// The start page of a site that sells homes features what it sells (issue 12 item 5): the
// projects of its own residence search (the Swedish site's includes the seniors' and the
// co-operative brand's; those two sites show their own), for sale first, then coming soon, and
// the nearest showings. Built from the catalogue and kept like a content row: until the
// catalogue changes, and a few seconds at most (a showing that has just ended may stay listed
// that long). Building it was a quarter of an uncached start page's time.

const FOR_SALE = new Set<number>([STAGE_STATUS.forSale, STAGE_STATUS.moveInReady]);
/** Every stage the search shows: a few hundred at most per site. */
const ALL_STAGES = 400;

function placeOf(hit: Pick<ResidenceHit, 'area' | 'municipality'>): string {
  return [hit.area, hit.municipality]
    .filter((part, index, all) => part && all.indexOf(part) === index)
    .join(', ');
}

/** Up to six: for sale first, keeping room for two coming soon when there are any. */
export function pickProjects(hits: readonly ResidenceHit[]): ResidenceHit[] {
  const { projects, comingSoonAtLeast } = START_SALES_LIMITS;
  const forSale = hits.filter((hit) => FOR_SALE.has(hit.stageStatus));
  const comingSoon = hits.filter((hit) => !FOR_SALE.has(hit.stageStatus));
  const saleCount = Math.min(forSale.length, projects - Math.min(comingSoonAtLeast, comingSoon.length));
  return [...forSale.slice(0, saleCount), ...comingSoon.slice(0, projects - saleCount)];
}

/** The soonest showing of each project, soonest first (one project does not fill the list). */
export function nearestShowings(
  hits: readonly ResidenceHit[],
  now: Date,
  whenOf: (startsAt: string, endsAt: string) => string,
): StartShowing[] {
  const nowIso = now.toISOString();
  return (
    hits
      .flatMap((hit) => {
        const next = hit.showings.find((showing) => showing.endsAt > nowIso);
        return next
          ? [
              {
                stageId: hit.id,
                stageName: hit.name,
                url: hit.url,
                place: placeOf(hit),
                startsAt: next.startsAt,
                endsAt: next.endsAt,
              },
            ]
          : [];
      })
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
      .slice(0, START_SALES_LIMITS.showings)
      // Only the showings shown are put in words.
      .map((showing) => ({ ...showing, when: whenOf(showing.startsAt, showing.endsAt) }))
  );
}

/** Sale price only; a project letting its homes shows its rent (issue 12 item 2). */
function priceOf(
  hit: ResidenceHit,
  site: SiteConfig,
  t: TFunction,
  rent: { min: number; max: number } | undefined,
): StartProject['price'] {
  const useTotal = site.country === 'FI' && hit.minTotalPrice !== null;
  const min = useTotal ? hit.minTotalPrice : hit.minPrice;
  const max = useTotal ? hit.maxTotalPrice : hit.maxPrice;
  if (min !== null) {
    return {
      label: useTotal ? t('residence.facts.totalPrice') : null,
      text: formatPriceRange(min, max, site.country),
    };
  }
  if (rent) {
    const amount = formatPriceRange(rent.min, rent.max, site.country);
    return { label: t('residence.facts.rent'), text: t('residence.facts.perMonth', { amount }) };
  }
  return null;
}

export async function buildStartSales(db: Database, siteContext: SiteContext, now = new Date()) {
  const { site } = siteContext;
  const i18n = textsInstanceOf(site.locale, pageTexts[site.locale]);
  const t = i18n.t.bind(i18n) as TFunction;
  const context = searchContextFor(
    site,
    { site, environment: siteContext.environment, port: siteContext.port },
    now,
  );
  const filter = searchFilterSchema.parse({});
  const { hits } = await searchStages(
    db,
    context,
    { limit: ALL_STAGES, offset: 0, sort: '', filter },
    null,
    false,
  );
  const picked = pickProjects(hits);
  const rentals = picked.filter((hit) => hit.disposalForm.includes(TENURE.tenancy));
  const rents = new Map(
    (
      await rentRanges(
        db,
        rentals.map((hit) => hit.id),
      )
    ).map((range) => [range.stageId, range]),
  );
  const sales: StartSales = {
    projects: picked.map((hit) => ({
      id: hit.id,
      name: hit.name,
      url: hit.url,
      place: placeOf(hit),
      image: { url: hit.searchImage.url, alt: hit.searchImage.alt },
      stageStatus: hit.stageStatus,
      group: FOR_SALE.has(hit.stageStatus) ? 'forSale' : 'comingSoon',
      price: priceOf(hit, site, t, rents.get(hit.id)),
      label: hit.label,
    })),
    showings: nearestShowings(hits, now, (startsAt, endsAt) =>
      t('residencePages.showings.time', showingTimes(startsAt, endsAt, site.country, site.locale)),
    ),
    searchUrl: requireRoute(site.key, 'searchHomes'),
  };
  return sales;
}

/** Adds `sales` to the start page of a site with residence search. */
export const startSalesDecorator: PageDecorator = async ({ db, siteContext, page, cached }) => {
  if (page.template !== 'start' || !siteContext.site.flags.search) return page;
  const { site, environment, port } = siteContext;
  // Its links depend on the host's environment and port.
  const sales = await cached(`start sales ${site.key} ${environment} ${port ?? ''}`, () =>
    buildStartSales(db, siteContext),
  );
  return { ...page, viewModel: { ...page.viewModel, sales } };
};
