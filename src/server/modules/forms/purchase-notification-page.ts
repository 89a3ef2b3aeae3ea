import { and, asc, eq, inArray } from 'drizzle-orm';
import { STAGE_STATUS } from '../../../shared/residence/residence-enums';
import { municipalities, residenceStages } from '../../db/schema';
import type { PageDecorator } from '../content/page-resolvers';

// The purchase notification page offers the projects of its own site that one can have bought
// in (issue 35 item 4), read from the catalogue when the page is served (kept like a content
// row, until the catalogue changes): for sale, pre-selling, move-in ready and sold out.

const BOUGHT_IN = [
  STAGE_STATUS.forSale,
  STAGE_STATUS.preSelling,
  STAGE_STATUS.moveInReady,
  STAGE_STATUS.soldOut,
];

export interface StageOption {
  value: string;
  label: string;
}

export const purchaseNotificationDecorator: PageDecorator = async ({ db, siteContext, page, cached }) => {
  if (page.template !== 'purchase-notification') return page;
  const { site } = siteContext;
  const stages = await cached(`purchase stages ${site.key}`, async (): Promise<StageOption[]> => {
    const rows = await db
      .select({ id: residenceStages.id, name: residenceStages.name, municipality: municipalities.name })
      .from(residenceStages)
      .innerJoin(municipalities, eq(municipalities.id, residenceStages.municipalityId))
      .where(and(eq(residenceStages.siteId, site.siteId), inArray(residenceStages.stageStatus, BOUGHT_IN)))
      .orderBy(asc(residenceStages.name));
    return rows.map((row) => ({ value: row.id, label: `${row.name}, ${row.municipality}` }));
  });
  return { ...page, viewModel: { ...page.viewModel, stages } };
};
