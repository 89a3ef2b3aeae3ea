import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoint';
import type { ExplorerData } from '../../../shared/explorer/explorer-contracts';
import { EXPLORER_ENDPOINTS as E } from '../../../shared/explorer/explorer-endpoints';
import { HOME_TYPE, OBJECT_STATUS, type ObjectStatus } from '../../../shared/residence/residence-enums';
import { slugify } from '../../../shared/residence/residence-paths';
import { SITES } from '../../../shared/sites/sites';
import { residenceObjects, residenceStages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { FI_HOST, NO_HOST, SE_HOST } from '../account/testing/account-test-app';
import { EXPLORER_STATUSES } from './explorer-repository';

// The explorer's calls (issue 16 items 3 and 4) on the seeded demo world: the homes of a stage
// match a plain recount of the catalogue (statuses the explorer shows, at most 200, in
// apartment-number order), each is one click area of one view, a stage of another site or none
// answers 404, and the 360° pictures are 2:1 JPEGs of the cameras the data names.

let ctx: TestApp;
const HOSTS = { se: SE_HOST, no: NO_HOST, fi: FI_HOST } as const;
type SiteKey = keyof typeof HOSTS;
const SHOWN = EXPLORER_STATUSES as ObjectStatus[];

const get = (url: string, host: string = SE_HOST) =>
  ctx.app.inject({ method: 'GET', url, headers: { host } });
const dataUrl = (stageId: string) => endpointUrl(E.explorerData, { stageId });

async function stagesOf(site: SiteKey) {
  const db = ctx.database.handle.db;
  return db
    .select({ id: residenceStages.id, homes: count(residenceObjects.id) })
    .from(residenceStages)
    .leftJoin(
      residenceObjects,
      and(eq(residenceObjects.stageId, residenceStages.id), inArray(residenceObjects.status, SHOWN)),
    )
    .where(eq(residenceStages.siteId, SITES[site].siteId))
    .groupBy(residenceStages.id)
    .orderBy(sql`count(${residenceObjects.id}) desc`, residenceStages.id);
}

/** The recount: the stage's rows with a shown status, by apartment number, at most 200. */
async function recount(stageId: string) {
  const rows = await ctx.database.handle.db
    .select({
      id: residenceObjects.id,
      objectNumber: residenceObjects.objectNumber,
      status: residenceObjects.status,
    })
    .from(residenceObjects)
    .where(eq(residenceObjects.stageId, stageId));
  return rows
    .filter((row) => SHOWN.includes(row.status as ObjectStatus))
    .sort((a, b) => (a.objectNumber < b.objectNumber ? -1 : a.objectNumber > b.objectNumber ? 1 : 0))
    .slice(0, 200);
}

async function explorerData(stageId: string, host: string = SE_HOST): Promise<ExplorerData> {
  const response = await get(dataUrl(stageId), host);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ExplorerData;
}

function expectConsistent(data: ExplorerData) {
  const areas = data.views.flatMap((view) => view.clickAreas.map((area) => area.objectId));
  expect([...areas].sort()).toEqual(data.apts.map((apt) => apt.id).sort());
  expect(data.noViews).toBe(data.apts.length === 0);
  expect(data.settings.firstView).toBe(data.views[0]?.id ?? null);
  for (const view of data.views)
    for (const area of view.clickAreas)
      for (const [x, y] of area.points) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(view.width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(view.height);
      }
  const homeTypes = new Set(data.homeTypes.map((type) => type.id));
  for (const apt of data.apts) expect(homeTypes.has(apt.homeTypeId)).toBe(true);
  for (const view of data.views360) expect(view.cameras.length).toBeGreaterThan(0);
}

beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => ctx?.close());

describe('explorer data', () => {
  it.each(['se', 'no', 'fi'] as const)(
    '%s: the biggest stage’s homes are the recount, each one click area',
    async (site) => {
      const [biggest] = await stagesOf(site);
      if (!biggest) throw new Error(`${site} has no stage`);
      const data = await explorerData(biggest.id, HOSTS[site]);
      const expected = await recount(biggest.id);
      expect(data.apts.map((apt) => apt.id)).toEqual(expected.map((row) => row.id));
      expect(data.apts.length).toBeGreaterThan(0);
      for (const apt of data.apts) expect(SHOWN).toContain(apt.objectStatus);
      expectConsistent(data);
      expect(data.sunStudy.timeZone).toBe(
        { se: 'Europe/Stockholm', no: 'Europe/Oslo', fi: 'Europe/Helsinki' }[site],
      );
      expect(data.sunStudy.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(data.sunStudy.frames[0]).toBe(5 * 60);
      if (site === 'no') for (const apt of data.apts) expect(apt.jmnoBraInternal).toBe(apt.primaryArea);
      else for (const apt of data.apts) expect(apt.jmnoBraInternal).toBeNull();
    },
  );

  it('any stage of any site answers its recount', async () => {
    const stages = (
      await Promise.all(
        (['se', 'no', 'fi'] as const).map(async (site) =>
          (await stagesOf(site)).map((stage) => ({ site, id: stage.id })),
        ),
      )
    ).flat();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...stages), async ({ site, id }) => {
        const data = await explorerData(id, HOSTS[site]);
        expect(data.apts.map((apt) => apt.id)).toEqual((await recount(id)).map((row) => row.id));
        expectConsistent(data);
      }),
      { numRuns: 25 },
    );
  });

  it('answers at most 200 homes, the first by apartment number, and leaves out the statuses it does not show', async () => {
    const db = ctx.database.handle.db;
    const [template] = await db
      .select()
      .from(residenceStages)
      .where(eq(residenceStages.siteId, SITES.se.siteId))
      .limit(1);
    const [home] = await db
      .select()
      .from(residenceObjects)
      .where(eq(residenceObjects.siteId, SITES.se.siteId))
      .limit(1);
    if (!template || !home) throw new Error('no seeded stage');
    const stageId = randomUUID();
    await db.insert(residenceStages).values({
      ...template,
      id: stageId,
      path: `/bostader/test-explorer-${stageId}/`,
      slug: `t-${stageId}`,
    });
    const statuses = [...SHOWN, OBJECT_STATUS.notAvailable, OBJECT_STATUS.succession];
    await db.insert(residenceObjects).values(
      Array.from({ length: 280 }, (_, index) => ({
        ...home,
        id: randomUUID(),
        stageId,
        homeType: HOME_TYPE.apartment,
        objectNumber: `${index % 2 ? 'B' : 'A'}-${1000 + index}`,
        path: `/bostader/test-explorer-${stageId}/${index}/`,
        status: statuses[index % statuses.length] as number,
        floor: 1 + (index % 6),
        buildingFloors: 6,
      })),
    );
    const data = await explorerData(stageId);
    expect(data.apts).toHaveLength(200);
    expect(data.apts.map((apt) => apt.id)).toEqual((await recount(stageId)).map((row) => row.id));
    expect(data.views.map((view) => view.id)).toEqual(['building-a', 'building-b']);
    expectConsistent(data);
  });

  it('a stage without homes to show answers noViews with no views', async () => {
    const stages = await stagesOf('se');
    const empty = stages.find((stage) => Number(stage.homes) === 0);
    if (!empty) throw new Error('every Swedish stage has homes');
    const data = await explorerData(empty.id);
    expect(data).toMatchObject({ noViews: true, views: [], apts: [], settings: { firstView: null } });
  });

  it('answers 404 for an unknown stage and a stage of another site, 400 for a malformed id', async () => {
    const [norwegian] = await stagesOf('no');
    expect((await get(dataUrl(randomUUID()))).statusCode).toBe(404);
    expect((await get(dataUrl(norwegian?.id ?? ''))).statusCode).toBe(404);
    expect((await get('/api/explorer/get/not-a-stage')).statusCode).toBe(400);
  });
});

describe('explorer object', () => {
  it('finds a home by its apartment number or its slug, with its plan, 360° view and archetypes; 404 else', async () => {
    const [biggest] = await stagesOf('se');
    const data = await explorerData(biggest?.id ?? '');
    const apt = data.apts[0];
    if (!apt) throw new Error('no home');
    for (const name of [apt.apartmentNumber, slugify(apt.apartmentNumber)]) {
      const response = await get(endpointUrl(E.explorerObject, { stageId: data.stageId, objectName: name }));
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.apt).toEqual(apt);
      expect(body.homeType.id).toBe(apt.homeTypeId);
      expect(body.view360.cameras.map((camera: { id: string }) => camera.id)).toContain('living');
      expect(body.archetypes.length).toBeGreaterThan(0);
    }
    expect(
      (await get(endpointUrl(E.explorerObject, { stageId: data.stageId, objectName: 'Z-9999' }))).statusCode,
    ).toBe(404);
    expect(
      (await get(endpointUrl(E.explorerObject, { stageId: randomUUID(), objectName: apt.apartmentNumber })))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          endpointUrl(E.explorerObject, { stageId: data.stageId, objectName: apt.apartmentNumber }),
          NO_HOST,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('360° pictures', () => {
  it('serves each camera of the data as a 2:1 JPEG; an unknown view, camera or file answers 404', async () => {
    const [biggest] = await stagesOf('se');
    const data = await explorerData(biggest?.id ?? '');
    const view = data.views360[0];
    const camera = view?.cameras[0];
    if (!view || !camera) throw new Error('no 360° view');
    const response = await get(camera.imageUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(2 * (meta.height ?? 0));
    const again = await get(camera.imageUrl);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);

    const base = `/externalfiles/image/residenceexplorer/${data.stageId}/360`;
    expect((await get(`${base}/rooms-9/living.jpg`)).statusCode).toBe(404);
    expect((await get(`${base}/${view.id}/garage.jpg`)).statusCode).toBe(404);
    expect((await get(`${base}/${view.id}/living.png`)).statusCode).toBe(404);
    expect(
      (await get(`/externalfiles/image/residenceexplorer/${randomUUID()}/360/${view.id}/living.jpg`))
        .statusCode,
    ).toBe(404);
    expect((await get(camera.imageUrl, NO_HOST)).statusCode).toBe(404);
  });
});
