import { and, eq } from 'drizzle-orm';
import { areaPath, residenceIndexPath } from '../../../../shared/residence/residence-paths';
import type { Country } from '../../../../shared/sites/site-types';
import { residenceStages } from '../../../db/schema';
import type { PageResolver } from '../../content/page-resolvers';
import { buildAreaPage, findAreaPage } from './area-page';
import { buildAreasPage } from './areas-page';
import { buildNotFoundPage } from './not-found-pages';
import { buildObjectPage, findObjectPage } from './object-page';
import { type ResidencePageContext, residencePageContext } from './page-context';
import { buildResidenceIndexPage } from './residence-index-page';
import { buildStagePage, findStagePage } from './stage-page';

// Stage, area and object pages and the residence index, built from the catalogue (issue 3,
// item 6). Only sites with residence search have them, and each site serves only its own
// homes: a seniors' stage lives on the seniors' host even though the Swedish search finds it.
//
// Paths (shared/residence/residence-paths.ts):
//   /bostader/                          index of every searchable stage, by county and municipality
//   /bostader/{municipality}/{stage}/   stage page; unknown → stage-not-found (404)
//   /bostader/{m}/{stage}/{object}/     object page; unknown → object-not-found (404) under a
//                                       real stage, stage-not-found (404) otherwise
//   /omraden/                           the areas list (template areas)
//   /omraden/{municipality}/{area}/     area page; unknown → the ordinary 404
// Anything else under the folders is left to the ordinary 404.

function segmentsUnder(folder: string, path: string): string[] | null {
  if (!path.startsWith(folder)) return null;
  return path.slice(folder.length).split('/').filter(Boolean);
}

/** '/omraden/': the folder of area pages, the first segment of any area path. */
function areaFolder(country: Country): string {
  return `/${areaPath(country, 'm', 'a').split('/')[1]}/`;
}

async function findStageLink(context: ResidencePageContext, path: string) {
  const [stage] = await context.db
    .select({ name: residenceStages.name, url: residenceStages.path })
    .from(residenceStages)
    .where(and(eq(residenceStages.siteId, context.site.siteId), eq(residenceStages.path, path)))
    .limit(1);
  return stage ?? null;
}

export const residencePageResolver: PageResolver = async ({ db, siteContext, path }) => {
  const { site } = siteContext;
  if (!site.flags.search) return null;
  const stageFolder = residenceIndexPath(site.country);
  const stageSegments = segmentsUnder(stageFolder, path);
  const areaSegments = segmentsUnder(areaFolder(site.country), path);
  // Most paths are not the catalogue's: answer them before building a page context.
  if (!stageSegments && !areaSegments) return null;
  const context = residencePageContext(db, siteContext);

  if (stageSegments?.length === 0) return buildResidenceIndexPage(context);
  if (stageSegments?.length === 2) {
    const row = await findStagePage(context, path);
    return row ? buildStagePage(context, row) : buildNotFoundPage(context, 'stage-not-found', null);
  }
  if (stageSegments?.length === 3) {
    const row = await findObjectPage(context, path);
    if (row) return buildObjectPage(context, row);
    const stagePagePath = `${stageFolder}${stageSegments[0]}/${stageSegments[1]}/`;
    const stage = await findStageLink(context, stagePagePath);
    return buildNotFoundPage(context, stage ? 'object-not-found' : 'stage-not-found', stage);
  }
  // The folder itself lists the areas (issue 35 item 4).
  if (areaSegments?.length === 0) return buildAreasPage(context, path);
  if (areaSegments?.length === 2) {
    const row = await findAreaPage(context, path);
    return row ? buildAreaPage(context, row) : null;
  }
  return null;
};
