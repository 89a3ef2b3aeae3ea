import { and, asc, eq, inArray } from 'drizzle-orm';
import { SEARCHED_STAGE_STATUSES } from '../../../../shared/residence/residence-enums';
import type { ResidenceIndexViewModel } from '../../../../shared/residence/residence-page-view-models';
import { residenceIndexPath } from '../../../../shared/residence/residence-paths';
import { counties, municipalities, residenceStages } from '../../../db/schema';
import type { PageContent } from '../../content/page-payload-builder';
import { homeCrumb, indexCrumb, pageTitle, type ResidencePageContext, searchUrl } from './page-context';
import { breadcrumbList, stageListJsonLd } from './structured-data';

type IndexCounty = ResidenceIndexViewModel['counties'][number];

/** Every searchable stage of the site, ordered for the index: county, municipality, stage. */
async function findIndexStages(context: ResidencePageContext) {
  return context.db
    .select({
      id: residenceStages.id,
      name: residenceStages.name,
      path: residenceStages.path,
      status: residenceStages.stageStatus,
      municipalityName: municipalities.name,
      municipalitySlug: municipalities.slug,
      countyName: counties.name,
      countySlug: counties.slug,
    })
    .from(residenceStages)
    .innerJoin(municipalities, eq(municipalities.id, residenceStages.municipalityId))
    .innerJoin(counties, eq(counties.id, municipalities.countyId))
    .where(
      and(
        eq(residenceStages.siteId, context.site.siteId),
        inArray(residenceStages.stageStatus, [...SEARCHED_STAGE_STATUSES]),
      ),
    )
    .orderBy(asc(counties.name), asc(municipalities.name), asc(residenceStages.name));
}

function groupByPlace(rows: Awaited<ReturnType<typeof findIndexStages>>): IndexCounty[] {
  const result: IndexCounty[] = [];
  for (const row of rows) {
    let county = result.at(-1);
    if (county?.slug !== row.countySlug) {
      county = { name: row.countyName, slug: row.countySlug, stageCount: 0, municipalities: [] };
      result.push(county);
    }
    let municipality = county.municipalities.at(-1);
    if (municipality?.slug !== row.municipalitySlug) {
      municipality = { name: row.municipalityName, slug: row.municipalitySlug, stages: [] };
      county.municipalities.push(municipality);
    }
    municipality.stages.push({ id: row.id, name: row.name, url: row.path, status: row.status });
    county.stageCount += 1;
  }
  return result;
}

export async function buildResidenceIndexPage(context: ResidencePageContext): Promise<PageContent> {
  const { site, t, origin } = context;
  const rows = await findIndexStages(context);
  const grouped = groupByPlace(rows);
  const path = residenceIndexPath(site.country);
  const breadcrumbs = [homeCrumb(context), indexCrumb(context)];
  const title = t('residencePages.seo.indexTitle');
  const viewModel: ResidenceIndexViewModel = {
    type: 'residence-index',
    stageCount: rows.length,
    counties: grouped,
    searchUrl: searchUrl(context),
    today: context.today,
    subMenu: grouped.map((county) => ({ id: `county-${county.slug}`, label: county.name })),
    structuredData: [
      stageListJsonLd(
        origin,
        title,
        rows.map((row) => ({ name: row.name, url: row.path })),
      ),
      breadcrumbList(origin, breadcrumbs),
    ],
  };
  return {
    id: `residence-index-${site.key}`,
    template: 'residence-index',
    viewModel,
    seo: {
      title: pageTitle(context, title),
      description: t('residencePages.seo.indexDescription', { count: rows.length, siteName: site.siteName }),
      canonicalUrl: `${origin}${path}`,
    },
    breadcrumbs,
  };
}
