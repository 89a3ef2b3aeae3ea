import { and, eq } from 'drizzle-orm';
import { SEARCHED_OBJECT_STATUSES } from '../../../../shared/residence/residence-enums';
import type { AreaPageViewModel } from '../../../../shared/residence/residence-page-view-models';
import { counties, municipalities, residenceAreas } from '../../../db/schema';
import type { PageContent } from '../../content/page-payload-builder';
import { areaStagesJson } from './catalogue-json';
import {
  homeCrumb,
  indexCrumb,
  metaDescription,
  municipalityCrumb,
  pageTitle,
  type ResidencePageContext,
} from './page-context';
import { pageImage } from './page-images';
import { areaJsonLd, breadcrumbList } from './structured-data';

/** The area at (site, path) with its place and the site's stages in it, in one query. */
export async function findAreaPage(context: ResidencePageContext, path: string) {
  const [row] = await context.db
    .select({
      area: residenceAreas,
      municipality: { name: municipalities.name, slug: municipalities.slug },
      county: { id: counties.id, name: counties.name },
      stages: areaStagesJson(context.site.siteId, SEARCHED_OBJECT_STATUSES),
    })
    .from(residenceAreas)
    .innerJoin(municipalities, eq(municipalities.id, residenceAreas.municipalityId))
    .innerJoin(counties, eq(counties.id, municipalities.countyId))
    .where(and(eq(residenceAreas.siteId, context.site.siteId), eq(residenceAreas.path, path)))
    .limit(1);
  return row ?? null;
}

type AreaPageRow = NonNullable<Awaited<ReturnType<typeof findAreaPage>>>;

export function buildAreaPage(context: ResidencePageContext, row: AreaPageRow): PageContent {
  const { site, t, origin } = context;
  const { area, municipality, county } = row;
  const images = [
    pageImage('area-view', area.id, 0, t('residencePages.image.areaView', { name: area.name })),
  ];
  const stages = row.stages.map((stage) => ({
    id: stage.id,
    name: stage.name,
    url: stage.path,
    status: stage.status,
    shortDescription: stage.shortDescription,
    image: pageImage(
      'stage-facade',
      stage.id,
      0,
      t('residencePages.image.stageFacade', { name: stage.name }),
    ),
    geo: { lat: stage.lat, lng: stage.lng },
    price: { min: stage.minPrice, max: stage.maxPrice },
    rooms: { min: stage.minRooms, max: stage.maxRooms },
    homesForSale: stage.homesForSale,
  }));
  const breadcrumbs = [
    homeCrumb(context),
    indexCrumb(context),
    municipalityCrumb(context, municipality.name, municipality.slug),
    { label: area.name, url: area.path },
  ];
  const description =
    area.shortDescription ||
    t('residencePages.seo.areaDescriptionFallback', { name: area.name, municipality: municipality.name });
  const viewModel: AreaPageViewModel = {
    type: 'area',
    id: area.id,
    areaName: area.name,
    countyId: county.id,
    countyName: county.name,
    municipalityName: municipality.name,
    url: area.path,
    shortDescription: area.shortDescription,
    description: area.description,
    geo: { lat: area.lat, lng: area.lng },
    images,
    stages,
    today: context.today,
    subMenu: [
      { id: 'stages', label: t('residencePages.area.stages') },
      { id: 'map', label: t('residencePages.area.map') },
    ],
    structuredData: [
      areaJsonLd({
        origin,
        url: area.path,
        name: area.name,
        description,
        place: { municipality: municipality.name, county: county.name, country: site.country },
        geo: { lat: area.lat, lng: area.lng },
        imageUrls: images.map((image) => image.url),
        stages: stages.map((stage) => ({ name: stage.name, url: stage.url })),
      }),
      breadcrumbList(origin, breadcrumbs),
    ],
  };
  return {
    id: area.id,
    template: 'area',
    viewModel,
    seo: {
      title: pageTitle(context, `${area.name}, ${municipality.name}`),
      description: metaDescription(description),
      canonicalUrl: `${origin}${area.path}`,
    },
    breadcrumbs,
  };
}
