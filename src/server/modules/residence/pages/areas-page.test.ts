import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreasViewModel } from '../../../../shared/residence/areas-view-model';
import { OBJECT_STATUS, SEARCHED_STAGE_STATUSES, TENURE } from '../../../../shared/residence/residence-enums';
import { type HostSiteKey, LOCAL_HOSTS } from '../../../../shared/sites/hosts';
import { requireRoute, routeFor } from '../../../../shared/sites/routes';
import { SITES } from '../../../../shared/sites/sites';
import { residenceAreas, residenceObjects, residenceStages } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// The areas list (template `areas`, issue 35 item 4): every area of the site from the database,
// with its stages and homes for sale counted as the area page counts them, each linking to a page.

let ctx: TestApp;
const hostOf = (site: HostSiteKey) => LOCAL_HOSTS[site][0] ?? 'localhost';
const db = () => ctx.database.handle.db;

beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => ctx.close());

async function viewModelOf(site: HostSiteKey) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${requireRoute(site, 'areas')}GetViewModel`,
    headers: { host: hostOf(site) },
  });
  expect(response.statusCode, site).toBe(200);
  const { template } = response.json();
  expect(template.currentComponent).toBe('areas');
  return template.viewModel as AreasViewModel;
}

describe('the areas page', () => {
  it.each(['se', 'no', 'fi', 'senior'] as const)(
    '%s lists exactly its own areas from the database',
    async (site) => {
      const page = await viewModelOf(site);
      const rows = await db()
        .select({ id: residenceAreas.id, path: residenceAreas.path })
        .from(residenceAreas)
        .where(eq(residenceAreas.siteId, SITES[site].siteId));
      expect(page.areas.map((area) => area.id).sort()).toEqual(rows.map((row) => row.id).sort());
      for (const area of page.areas) {
        expect(area.url.startsWith(requireRoute(site, 'areas')), area.url).toBe(true);
        expect(area.municipalityName).not.toBe('');
        expect(area.image.url).toContain(area.id);
      }
    },
  );

  it('counts each area’s searchable stages and its homes for sale (not rentals)', async () => {
    const page = await viewModelOf('se');
    const withStages = page.areas.filter((area) => area.stageCount > 0);
    expect(withStages.length).toBeGreaterThan(0);
    for (const area of page.areas.slice(0, 5)) {
      const stages = await db()
        .select({ id: residenceStages.id })
        .from(residenceStages)
        .where(
          and(
            eq(residenceStages.areaId, area.id),
            eq(residenceStages.siteId, SITES.se.siteId),
            inArray(residenceStages.stageStatus, [...SEARCHED_STAGE_STATUSES]),
          ),
        );
      expect(area.stageCount, area.name).toBe(stages.length);
      const allStages = await db()
        .select({ id: residenceStages.id })
        .from(residenceStages)
        .where(and(eq(residenceStages.areaId, area.id), eq(residenceStages.siteId, SITES.se.siteId)));
      const homes =
        allStages.length === 0
          ? []
          : await db()
              .select({ id: residenceObjects.id, tenure: residenceObjects.disposalForm })
              .from(residenceObjects)
              .where(
                and(
                  inArray(
                    residenceObjects.stageId,
                    allStages.map((stage) => stage.id),
                  ),
                  eq(residenceObjects.status, OBJECT_STATUS.forSale),
                ),
              );
      expect(area.homesForSale, area.name).toBe(
        homes.filter((home) => home.tenure !== TENURE.tenancy).length,
      );
    }
  });

  it('links every area to its area page, which answers 200', async () => {
    const page = await viewModelOf('no');
    for (const area of page.areas.slice(0, 3)) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: area.url,
        headers: { host: hostOf('no') },
      });
      expect(response.statusCode, area.url).toBe(200);
    }
  });

  it('renders on the server with its heading, the area names and a breadcrumb', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: requireRoute('fi', 'areas'),
      headers: { host: hostOf('fi') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('>Asuinalueemme</h1>');
    expect(response.body).toContain('aria-current="page"');
  });

  it('is not on a site without residence search', async () => {
    for (const site of ['contractor'] as const) {
      const path = routeFor(site, 'areas');
      if (!path) continue;
      const response = await ctx.app.inject({ method: 'GET', url: path, headers: { host: hostOf(site) } });
      expect(response.statusCode, site).toBe(404);
    }
    const english = await ctx.app.inject({
      method: 'GET',
      url: requireRoute('en', 'areas'),
      headers: { host: 'localhost' },
    });
    expect(english.statusCode).toBe(404);
  });
});
