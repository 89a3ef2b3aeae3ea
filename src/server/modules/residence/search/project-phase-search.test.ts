import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIFECYCLES_OF_STAGE_STATUS,
  type ProjectLifecycle,
  projectPhaseOf,
} from '../../../../shared/residence/project-phases';
import { SEARCHED_STAGE_STATUSES, STAGE_STATUS } from '../../../../shared/residence/residence-enums';
import { type ResidenceHit, searchResponseSchema } from '../../../../shared/residence/search-schemas';
import { residenceStages } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { postSearch } from './testing/search-client';

// The projectStatus filter (platform §3 "Search filters") and the project phase every hit
// carries (issue 35 item 5), on the seeded demo world: what an API client asks and sees.

let ctx: TestApp;
/** Each stage's lifecycle step, read straight from the rows. */
let lifecycleOf: Map<string, number>;

beforeAll(async () => {
  ctx = await createTestApp();
  const rows = await ctx.database.handle.db
    .select({ id: residenceStages.id, lifecycle: residenceStages.projectLifecycle })
    .from(residenceStages)
    .where(inArray(residenceStages.stageStatus, [...SEARCHED_STAGE_STATUSES]));
  lifecycleOf = new Map(rows.map((row) => [row.id, row.lifecycle]));
});
afterAll(() => ctx.close());

async function search(call: string, body: object) {
  const response = await postSearch(ctx, call, body);
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}

/** The simple phase the hit's stage is in, by its stored lifecycle. */
function storedPhase(hit: ResidenceHit): number {
  const stageId = hit.type === 'object' ? (hit.stageId as string) : hit.id;
  return projectPhaseOf(lifecycleOf.get(stageId) as ProjectLifecycle);
}

const phasesOf = (status: keyof typeof LIFECYCLES_OF_STAGE_STATUS) =>
  new Set(LIFECYCLES_OF_STAGE_STATUS[status].map(projectPhaseOf));

describe('the projectStatus filter', () => {
  it('answers only stages of the asked statuses, each with the phase of its stored lifecycle', async () => {
    const all = await search('search_stage', { limit: 400 });
    const asked = [STAGE_STATUS.planned, STAGE_STATUS.moveInReady];
    const filtered = await search('search_stage', { limit: 400, filter: { projectStatus: asked } });
    expect(filtered.hits.length).toBeGreaterThan(0);
    expect(filtered.estimatedTotalHits).toBeLessThan(all.estimatedTotalHits);
    expect(filtered.hits.map((hit) => hit.id).sort()).toEqual(
      all.hits
        .filter((hit) => (asked as number[]).includes(hit.stageStatus))
        .map((hit) => hit.id)
        .sort(),
    );
    for (const hit of filtered.hits) {
      expect(hit.projectPhase).toBe(storedPhase(hit));
      expect(phasesOf(hit.stageStatus as (typeof asked)[number]).has(hit.projectPhase as never)).toBe(true);
    }
  });

  it('narrows the homes too, and object hits carry the phase of their stage', async () => {
    const forSale = await search('search_object', {
      limit: 200,
      filter: { projectStatus: [STAGE_STATUS.forSale] },
    });
    expect(forSale.hits.length).toBeGreaterThan(0);
    for (const hit of forSale.hits) {
      expect(hit.stageStatus).toBe(STAGE_STATUS.forSale);
      expect(hit.projectPhase).toBe(storedPhase(hit));
    }
  });

  it('gives an area hit no phase of its own', async () => {
    const mixed = await search('stage_and_area_search', { limit: 400 });
    const areas = mixed.hits.filter((hit) => hit.type === 'area');
    expect(areas.length).toBeGreaterThan(0);
    for (const hit of areas) expect(hit.projectPhase).toBeNull();
  });

  it('carries the phase on hits asked by id too (the SQL projections)', async () => {
    const some = await search('search_stage', { limit: 5 });
    const ids = some.hits.map((hit) => hit.id);
    const byIds = await search('search/by_ids/stage', { ids });
    expect(byIds.hits.map((hit) => [hit.id, hit.projectPhase])).toEqual(
      some.hits.map((hit) => [hit.id, hit.projectPhase]),
    );
    const objects = await search('search_object', { limit: 3 });
    const objectsByIds = await search('search/by_ids/object', { ids: objects.hits.map((hit) => hit.id) });
    for (const hit of objectsByIds.hits) expect(hit.projectPhase).toBe(storedPhase(hit));
  });

  it.each([[[99]], [['ongoing']], [[1.5]], ['3']])(
    'answers 400 INVALID_FILTER to projectStatus %j',
    async (value) => {
      const response = await postSearch(ctx, 'search_stage', { filter: { projectStatus: value } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_FILTER' });
    },
  );
});
