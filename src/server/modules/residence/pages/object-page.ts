import { and, eq } from 'drizzle-orm';
import { formatArea } from '../../../../shared/format/area';
import { formatRooms } from '../../../../shared/format/rooms';
import { enumKey } from '../../../../shared/residence/residence-enum-keys';
import { FINNISH_PLOT_TYPES, HOME_TYPE } from '../../../../shared/residence/residence-enums';
import type { ObjectPageViewModel } from '../../../../shared/residence/residence-page-view-models';
import { counties, municipalities, residenceObjects, residenceStages } from '../../../db/schema';
import type { PageContent } from '../../content/page-payload-builder';
import { upcomingShowingsJson, withLocalTimes } from './catalogue-json';
import {
  homeCrumb,
  indexCrumb,
  metaDescription,
  municipalityCrumb,
  pageTitle,
  type ResidencePageContext,
} from './page-context';
import { INTERIOR_VARIANTS, pageImage } from './page-images';
import { breadcrumbList, objectJsonLd } from './structured-data';

/** The home at (site, path) with its stage, place and upcoming showings, in one query. */
export async function findObjectPage(context: ResidencePageContext, path: string) {
  const [row] = await context.db
    .select({
      object: residenceObjects,
      stage: {
        id: residenceStages.id,
        name: residenceStages.name,
        path: residenceStages.path,
        shortDescription: residenceStages.shortDescription,
        plotType: residenceStages.plotType,
        staff: residenceStages.staff,
      },
      municipality: { name: municipalities.name, slug: municipalities.slug },
      county: { name: counties.name },
      showings: upcomingShowingsJson(residenceObjects.id),
    })
    .from(residenceObjects)
    .innerJoin(residenceStages, eq(residenceStages.id, residenceObjects.stageId))
    .innerJoin(municipalities, eq(municipalities.id, residenceStages.municipalityId))
    .innerJoin(counties, eq(counties.id, municipalities.countyId))
    .where(and(eq(residenceObjects.siteId, context.site.siteId), eq(residenceObjects.path, path)))
    .limit(1);
  return row ?? null;
}

type ObjectPageRow = NonNullable<Awaited<ReturnType<typeof findObjectPage>>>;

export function buildObjectPage(context: ResidencePageContext, row: ObjectPageRow): PageContent {
  const { site, t, origin } = context;
  const { object, stage, municipality, county } = row;
  const number = object.objectNumber;
  const homeTypeName = t(`residence.homeType.${enumKey(HOME_TYPE, object.homeType) ?? 'apartment'}`);
  const images = [
    pageImage(
      'object-facade',
      object.id,
      0,
      t('residencePages.image.objectFacade', { number, name: stage.name }),
    ),
    ...INTERIOR_VARIANTS.map((n) =>
      pageImage('object-interior', object.id, n, t('residencePages.image.objectInterior', { number, n })),
    ),
  ];
  const rooms = formatRooms(object.rooms, null, site.locale);
  const area = formatArea(object.livingArea, site.locale);
  const floorPlan = pageImage(
    'object-plan',
    object.id,
    0,
    t('residencePages.image.objectPlan', { number }),
    t('residencePages.object.floorPlanCaption', { number, rooms, area }),
  );
  const breadcrumbs = [
    homeCrumb(context),
    indexCrumb(context),
    municipalityCrumb(context, municipality.name, municipality.slug),
    { label: stage.name, url: stage.path },
    { label: number, url: object.path },
  ];
  const description = t('residencePages.seo.objectDescription', {
    homeType: homeTypeName,
    rooms,
    area,
    stage: stage.name,
    municipality: municipality.name,
  });
  const place = { municipality: municipality.name, county: county.name, country: site.country };
  const viewModel: ObjectPageViewModel = {
    type: 'object',
    id: object.id,
    objectNumber: number,
    stageId: stage.id,
    stageName: stage.name,
    stageUrl: stage.path,
    countyName: county.name,
    url: object.path,
    status: object.status,
    constructionForm: object.homeType,
    tenure: object.disposalForm,
    rooms: object.rooms,
    livingArea: object.livingArea,
    plotArea: object.plotArea,
    price: object.price,
    totalPrice: object.totalPrice,
    monthlyFee: object.monthlyFee,
    floor: object.floor,
    buildingFloors: object.buildingFloors,
    outdoorSpaces: object.outdoorSpaces,
    parking: object.parking,
    direction: object.direction,
    inhabitDate: object.inhabitDate,
    inhabitDetermined: object.inhabitDetermined,
    shortDescription: stage.shortDescription,
    place: {
      municipalityName: municipality.name,
      municipalitySlug: municipality.slug,
      countyName: county.name,
      areaName: null,
      areaUrl: null,
    },
    geo: { lat: object.lat, lng: object.lng },
    showPlotType:
      site.country === 'FI' &&
      stage.plotType !== null &&
      (FINNISH_PLOT_TYPES as readonly number[]).includes(stage.plotType),
    plotType: stage.plotType,
    images,
    floorPlan,
    showings: withLocalTimes(row.showings, site.country),
    staff: stage.staff,
    today: context.today,
    subMenu: [
      { id: 'facts', label: t('residencePages.facts.heading') },
      { id: 'floor-plan', label: t('residencePages.object.floorPlan') },
      { id: 'showings', label: t('residencePages.showings.heading') },
      { id: 'map', label: t('residencePages.object.map') },
    ],
    structuredData: [
      objectJsonLd({
        origin,
        url: object.path,
        name: `${homeTypeName} ${number}, ${stage.name}`,
        description,
        homeType: object.homeType,
        rooms: object.rooms,
        livingArea: object.livingArea,
        floor: object.floor,
        place,
        geo: { lat: object.lat, lng: object.lng },
        imageUrls: [...images, floorPlan].map((image) => image.url),
        price: object.price,
        monthlyRent: object.monthlyFee,
        status: object.status,
        stage: { name: stage.name, url: stage.path },
      }),
      breadcrumbList(origin, breadcrumbs),
    ],
  };
  return {
    id: object.id,
    template: 'object',
    viewModel,
    seo: {
      title: pageTitle(
        context,
        t('residencePages.seo.objectTitle', { number, stage: `${stage.name}, ${municipality.name}` }),
      ),
      description: metaDescription(description),
      canonicalUrl: `${origin}${object.path}`,
    },
    breadcrumbs,
  };
}
