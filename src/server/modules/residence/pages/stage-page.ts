import { and, eq } from 'drizzle-orm';
import { compareObjectNumbers } from '../../../../shared/residence/object-number-order';
import {
  type ProjectLifecycle,
  projectPhaseOf,
  projectStatusOf,
} from '../../../../shared/residence/project-phases';
import { FINNISH_PLOT_TYPES, OBJECT_STATUS } from '../../../../shared/residence/residence-enums';
import type {
  PageImage,
  ProjectPhaseView,
  StagePageViewModel,
} from '../../../../shared/residence/residence-page-view-models';
import { counties, municipalities, residenceAreas, residenceStages } from '../../../db/schema';
import type { PageContent } from '../../content/page-payload-builder';
import { stageObjectsJson, upcomingShowingsJson, withLocalTimes } from './catalogue-json';
import {
  homeCrumb,
  indexCrumb,
  metaDescription,
  municipalityCrumb,
  pageTitle,
  type ResidencePageContext,
  searchUrl,
} from './page-context';
import { INTERIOR_VARIANTS, pageImage } from './page-images';
import { stageFacts } from './stage-facts';
import { breadcrumbList, stageJsonLd } from './structured-data';

/** The stage at (site, path) with its place, homes and upcoming showings, in one query. */
export async function findStagePage(context: ResidencePageContext, path: string) {
  const [row] = await context.db
    .select({
      stage: residenceStages,
      municipality: { name: municipalities.name, slug: municipalities.slug },
      county: { id: counties.id, name: counties.name },
      area: { id: residenceAreas.id, name: residenceAreas.name, path: residenceAreas.path },
      objects: stageObjectsJson,
      showings: upcomingShowingsJson(),
    })
    .from(residenceStages)
    .innerJoin(municipalities, eq(municipalities.id, residenceStages.municipalityId))
    .innerJoin(counties, eq(counties.id, municipalities.countyId))
    .leftJoin(residenceAreas, eq(residenceAreas.id, residenceStages.areaId))
    .where(and(eq(residenceStages.siteId, context.site.siteId), eq(residenceStages.path, path)))
    .limit(1);
  return row ?? null;
}

type StagePageRow = NonNullable<Awaited<ReturnType<typeof findStagePage>>>;

function stageImages(context: ResidencePageContext, row: StagePageRow): PageImage[] {
  const { t } = context;
  const { stage, area, objects } = row;
  const images = [
    pageImage('stage-facade', stage.id, 0, t('residencePages.image.stageFacade', { name: stage.name })),
  ];
  if (area?.id) {
    images.push(pageImage('area-view', area.id, 0, t('residencePages.image.areaView', { name: area.name })));
  }
  // Interiors of the first home stand for the stage's interiors.
  const sample = objects.find((object) => object.status !== OBJECT_STATUS.sold) ?? objects[0];
  if (sample) {
    for (const n of INTERIOR_VARIANTS) {
      images.push(
        pageImage(
          'object-interior',
          sample.id,
          n,
          t('residencePages.image.stageInterior', { name: stage.name, n }),
        ),
      );
    }
  }
  return images;
}

/** The stage's phase as its page shows it: the simple phase and status follow from the lifecycle. */
function projectPhaseView(stage: StagePageRow['stage']): ProjectPhaseView {
  const lifecycle = stage.projectLifecycle as ProjectLifecycle;
  return {
    lifecycle,
    phase: projectPhaseOf(lifecycle),
    status: projectStatusOf(lifecycle),
    type: stage.projectType,
    contractorType: stage.contractorType,
  };
}

export function buildStagePage(context: ResidencePageContext, row: StagePageRow): PageContent {
  const { site, t, origin } = context;
  const { stage, municipality, county, area } = row;
  const objects = [...row.objects].sort((a, b) => compareObjectNumbers(a.objectNumber, b.objectNumber));
  const facts = stageFacts(stage, objects, site.country);
  const images = stageImages(context, row);
  const breadcrumbs = [
    homeCrumb(context),
    indexCrumb(context),
    municipalityCrumb(context, municipality.name, municipality.slug),
    { label: stage.name, url: stage.path },
  ];
  const place = { municipality: municipality.name, county: county.name, country: site.country };
  const viewModel: StagePageViewModel = {
    type: 'stage',
    id: stage.id,
    stageName: stage.name,
    countyId: county.id,
    countyName: county.name,
    url: stage.path,
    status: stage.stageStatus,
    label: stage.label,
    shortDescription: stage.shortDescription,
    description: stage.description,
    place: {
      municipalityName: municipality.name,
      municipalitySlug: municipality.slug,
      countyName: county.name,
      areaName: area?.name ?? null,
      areaUrl: area?.path ?? null,
    },
    geo: { lat: stage.lat, lng: stage.lng },
    showPlotType:
      site.country === 'FI' &&
      stage.plotType !== null &&
      (FINNISH_PLOT_TYPES as readonly number[]).includes(stage.plotType),
    images,
    facts,
    hasExtraShowingsInfo: stage.hasExtraShowingsInfo,
    showings: withLocalTimes(row.showings, site.country),
    staff: stage.staff,
    objects: objects.map((object) => ({
      id: object.id,
      objectNumber: object.objectNumber,
      url: object.path,
      status: object.status,
      homeType: object.homeType,
      rooms: object.rooms,
      livingArea: object.livingArea,
      floor: object.floor,
      buildingFloors: object.buildingFloors,
      price: object.price,
      totalPrice: object.totalPrice,
      monthlyFee: object.monthlyFee,
    })),
    searchUrl: searchUrl(context, stage.id),
    project: projectPhaseView(stage),
    today: context.today,
    subMenu: [
      { id: 'facts', label: t('residencePages.facts.heading') },
      { id: 'homes', label: t('residencePages.stage.homes') },
      { id: 'showings', label: t('residencePages.showings.heading') },
      { id: 'map', label: t('residencePages.stage.map') },
    ],
    structuredData: [
      stageJsonLd({
        origin,
        url: stage.path,
        name: stage.name,
        description: stage.shortDescription,
        place,
        geo: { lat: stage.lat, lng: stage.lng },
        imageUrls: images.map((image) => image.url),
        stageStatus: stage.stageStatus,
        price: facts.price,
        homesForSale: facts.homesForSale,
      }),
      breadcrumbList(origin, breadcrumbs),
    ],
  };
  return {
    id: stage.id,
    template: 'stage',
    viewModel,
    seo: {
      title: pageTitle(context, `${stage.name}, ${municipality.name}`),
      description: metaDescription(stage.shortDescription),
      canonicalUrl: `${origin}${stage.path}`,
    },
    breadcrumbs,
  };
}
