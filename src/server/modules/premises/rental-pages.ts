import { and, asc, eq, sql } from 'drizzle-orm';
import { rentalProjectPath, rentalStartPath } from '../../../shared/premises/premises-paths';
import type {
  RentalHome,
  RentalProjectCard,
  RentalProjectViewModel,
  RentalStartViewModel,
} from '../../../shared/premises/premises-view-models';
import { TENURE } from '../../../shared/residence/residence-enums';
import type { Database } from '../../db/client';
import { municipalities, residenceObjects, residenceStages } from '../../db/schema';
import type { PageResolver } from '../content/page-resolvers';
import { LISTING_TITLES } from './page-titles';
import { homeCrumb } from './premises-pages';

// Rental start (the site's stages with tenancy homes) and rental project (one such stage and
// its rental homes with their monthly rents) below the residence index: /bostader/hyresratter/
// and /bostader/hyresratter/{municipality}/{stage}/ (flows §2.2; rental = disposal form tenancy).

const isTenancy = eq(residenceObjects.disposalForm, TENURE.tenancy);

async function rentalProjects(db: Database, siteId: string) {
  return db
    .select({
      id: residenceStages.id,
      name: residenceStages.name,
      slug: residenceStages.slug,
      shortDescription: residenceStages.shortDescription,
      municipality: municipalities.name,
      municipalitySlug: municipalities.slug,
      homes: sql<number>`count(*)::int`,
      minRooms: sql<number>`min(${residenceObjects.rooms})::int`,
      maxRooms: sql<number>`max(${residenceObjects.rooms})::int`,
      minRent: sql<number>`min(${residenceObjects.monthlyFee})::int`,
      maxRent: sql<number>`max(${residenceObjects.monthlyFee})::int`,
    })
    .from(residenceStages)
    .innerJoin(residenceObjects, and(eq(residenceObjects.stageId, residenceStages.id), isTenancy))
    .innerJoin(municipalities, eq(municipalities.id, residenceStages.municipalityId))
    .where(eq(residenceStages.siteId, siteId))
    .groupBy(residenceStages.id, municipalities.id)
    .orderBy(asc(residenceStages.sortRank), asc(residenceStages.name));
}

export const rentalPageResolver: PageResolver = async ({ db, siteContext, path }) => {
  const { site } = siteContext;
  if (!site.flags.search) return null;
  const start = rentalStartPath(site.country);
  if (!path.startsWith(start)) return null;
  const segments = path.slice(start.length).split('/').filter(Boolean);
  const words = LISTING_TITLES[site.locale];
  const crumbs = [homeCrumb(site), { label: words.rental, url: start }];
  const projects = await rentalProjects(db, site.siteId);

  if (segments.length === 0) {
    const cards: RentalProjectCard[] = projects.map((project) => ({
      id: project.id,
      name: project.name,
      url: rentalProjectPath(site.country, project.municipalitySlug, project.slug),
      municipality: project.municipality,
      shortDescription: project.shortDescription,
      homes: project.homes,
      minRooms: project.minRooms,
      maxRooms: project.maxRooms,
      minRent: project.minRent,
      maxRent: project.maxRent,
    }));
    const viewModel: RentalStartViewModel = { type: 'rental-start', projects: cards };
    return {
      id: `rental-start:${site.key}`,
      template: 'rental-start',
      viewModel: { ...viewModel },
      seo: { title: `${words.rental} | ${site.siteName}`, description: words.rentalDescription },
      breadcrumbs: crumbs.slice(0, 1),
    };
  }
  if (segments.length !== 2) return null;
  const project = projects.find(
    (candidate) => candidate.municipalitySlug === segments[0] && candidate.slug === segments[1],
  );
  if (!project) return null;
  const [stage] = await db
    .select({ path: residenceStages.path, description: residenceStages.description })
    .from(residenceStages)
    .where(eq(residenceStages.id, project.id));
  const homes: RentalHome[] = (
    await db
      .select({
        id: residenceObjects.id,
        objectNumber: residenceObjects.objectNumber,
        url: residenceObjects.path,
        rooms: residenceObjects.rooms,
        livingArea: residenceObjects.livingArea,
        floor: residenceObjects.floor,
        monthlyRent: residenceObjects.monthlyFee,
        status: residenceObjects.status,
      })
      .from(residenceObjects)
      .where(and(eq(residenceObjects.stageId, project.id), isTenancy))
      .orderBy(asc(residenceObjects.objectNumber))
  ).map((home) => ({ ...home }));
  const viewModel: RentalProjectViewModel = {
    type: 'rental-project',
    name: project.name,
    municipality: project.municipality,
    description: stage?.description ?? project.shortDescription,
    stageUrl: stage?.path ?? start,
    startUrl: start,
    homes,
  };
  return {
    id: `rental-project:${project.id}`,
    template: 'rental-project',
    viewModel: { ...viewModel },
    seo: {
      title: `${project.name} – ${words.rental} | ${site.siteName}`,
      description: project.shortDescription,
    },
    breadcrumbs: [...crumbs, { label: project.name, url: path }],
  };
};
