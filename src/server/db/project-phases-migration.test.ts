import { rmSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACTOR_TYPE,
  LIFECYCLES_OF_STAGE_STATUS,
  lifecycleForStage,
  PROJECT_TYPE,
  projectTypeForStage,
} from '../../shared/residence/project-phases';
import { CONCEPT, HOME_TYPE, STAGE_STATUS, type StageStatus } from '../../shared/residence/residence-enums';
import { projectPath } from '../project-root';
import { newPglite } from './client';
import { migrationsBefore } from './testing/migrations-before';

// Migration 0022 gives every stage a lifecycle step, a project type and (a reference project) a
// contractor type (issue 35 item 5). Stages stored before it are backfilled by the shared rules,
// so each agrees with its stage status. On an embedded engine of its own, as the migration ran on
// a copy.

const MIGRATION = '0022_project_phases';
const SITE = '10000000-0000-4000-8000-000000000001';
const MUNICIPALITY = '10000000-0000-4000-8000-000000000002';
const COUNTY = '10000000-0000-4000-8000-000000000003';
const DAY_MS = 86_400_000;

interface OldStage {
  id: string;
  status: StageStatus;
  daysToMoveIn: number;
  concept: number | null;
  plannedHomeTypes: number[];
  objectHomeTypes: number[];
}

const STAGES: OldStage[] = [
  {
    status: STAGE_STATUS.planned,
    daysToMoveIn: 700,
    concept: null,
    plannedHomeTypes: [HOME_TYPE.townHouse],
    objectHomeTypes: [],
  },
  {
    status: STAGE_STATUS.vip,
    daysToMoveIn: 400,
    concept: CONCEPT.senior,
    plannedHomeTypes: [HOME_TYPE.apartment],
    objectHomeTypes: [],
  },
  {
    status: STAGE_STATUS.preSelling,
    daysToMoveIn: 300,
    concept: null,
    plannedHomeTypes: [],
    objectHomeTypes: [HOME_TYPE.plot],
  },
  {
    status: STAGE_STATUS.forSale,
    daysToMoveIn: 500,
    concept: null,
    plannedHomeTypes: [],
    objectHomeTypes: [HOME_TYPE.apartment, HOME_TYPE.townHouse],
  },
  {
    status: STAGE_STATUS.forSale,
    daysToMoveIn: 120,
    concept: null,
    plannedHomeTypes: [],
    objectHomeTypes: [HOME_TYPE.detachedHouse],
  },
  {
    status: STAGE_STATUS.forSale,
    daysToMoveIn: -20,
    concept: null,
    plannedHomeTypes: [],
    objectHomeTypes: [HOME_TYPE.apartment],
  },
  {
    status: STAGE_STATUS.soldOut,
    daysToMoveIn: 60,
    concept: null,
    plannedHomeTypes: [],
    objectHomeTypes: [HOME_TYPE.apartment],
  },
  {
    status: STAGE_STATUS.soldOut,
    daysToMoveIn: -200,
    concept: null,
    plannedHomeTypes: [],
    objectHomeTypes: [HOME_TYPE.townHouse],
  },
  {
    status: STAGE_STATUS.moveInReady,
    daysToMoveIn: -40,
    concept: null,
    plannedHomeTypes: [],
    objectHomeTypes: [HOME_TYPE.apartment],
  },
  {
    status: STAGE_STATUS.succession,
    daysToMoveIn: -900,
    concept: null,
    plannedHomeTypes: [],
    objectHomeTypes: [HOME_TYPE.apartment],
  },
  {
    status: STAGE_STATUS.reference,
    daysToMoveIn: -1500,
    concept: null,
    plannedHomeTypes: [],
    objectHomeTypes: [],
  },
].map((stage, index) => ({ ...stage, id: `20000000-0000-4000-8000-${String(index).padStart(12, '0')}` }));

let folder: string;
let client: PGlite;

const isoDay = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

async function storeStage(stage: OldStage) {
  await client.query(
    `INSERT INTO residence_stages (id, site_id, site_org_id, municipality_id, name, slug, path, stage_status,
       concept, short_description, description, lat, lng, inhabit_date, inhabit_determined, planned_home_types,
       sort_rank)
     VALUES ($1, $2, $2, $3, 'Etapp', $8, $9, $4, $5, '', '', 59, 18,
       CURRENT_DATE + $6::int, true, $7::smallint[], 1)`,
    [
      stage.id,
      SITE,
      MUNICIPALITY,
      stage.status,
      stage.concept,
      stage.daysToMoveIn,
      stage.plannedHomeTypes,
      `etapp-${stage.id}`,
      `/bostader/${stage.id}/`,
    ],
  );
  for (const [index, homeType] of stage.objectHomeTypes.entries()) {
    await client.query(
      `INSERT INTO residence_objects (id, stage_id, site_id, object_number, path, status, home_type, disposal_form,
         rooms, living_area, monthly_fee, floor, building_floors, parking, direction, inhabit_date,
         inhabit_determined, lat, lng)
       VALUES (gen_random_uuid(), $1, $2, $3, $6, 1, $4, 1, 3, 70, 4000, 1, 4, 1, 5, $5, true, 59, 18)`,
      [
        stage.id,
        SITE,
        `A-${index + 1}`,
        homeType,
        isoDay(stage.daysToMoveIn),
        `/bostader/${stage.id}/A-${index + 1}/`,
      ],
    );
  }
}

beforeAll(async () => {
  folder = migrationsBefore(MIGRATION);
  client = newPglite('memory');
  await migrate(drizzle(client), { migrationsFolder: folder });
  await client.query(
    `INSERT INTO counties (id, country, name, slug, lat, lng) VALUES ($1, 'SE', 'Testlän', 'testlan', 59, 18)`,
    [COUNTY],
  );
  await client.query(
    `INSERT INTO municipalities (id, county_id, country, name, slug, lat, lng)
     VALUES ($1, $2, 'SE', 'Testby', 'testby', 59, 18)`,
    [MUNICIPALITY, COUNTY],
  );
  for (const stage of STAGES) await storeStage(stage);
  await migrate(drizzle(client), { migrationsFolder: projectPath('drizzle') });
}, 120_000);
afterAll(async () => {
  await client?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}`, () => {
  it('backfills each earlier stage with the lifecycle and type the shared rules give, agreeing with its status', async () => {
    const { rows } = await client.query<{
      id: string;
      project_lifecycle: number;
      project_type: number;
      contractor_type: number | null;
    }>('SELECT id, project_lifecycle, project_type, contractor_type FROM residence_stages ORDER BY id');
    expect(rows).toEqual(
      STAGES.map((stage) => ({
        id: stage.id,
        project_lifecycle: lifecycleForStage(stage.status, stage.daysToMoveIn),
        project_type: projectTypeForStage(
          [...stage.plannedHomeTypes, ...stage.objectHomeTypes],
          stage.concept,
        ),
        contractor_type: stage.status === STAGE_STATUS.reference ? CONTRACTOR_TYPE.designBuild : null,
      })),
    );
    for (const [index, row] of rows.entries()) {
      const stage = STAGES[index] as OldStage;
      expect(LIFECYCLES_OF_STAGE_STATUS[stage.status]).toContain(row.project_lifecycle);
    }
    expect(new Set(rows.map((row) => row.project_type))).toEqual(
      new Set([
        PROJECT_TYPE.apartments,
        PROJECT_TYPE.smallHouses,
        PROJECT_TYPE.seniorHousing,
        PROJECT_TYPE.plots,
      ]),
    );
  });

  it('refuses a lifecycle or type outside its enumeration', async () => {
    await expect(
      client.query('UPDATE residence_stages SET project_lifecycle = 12 WHERE id = $1', [STAGES[0]?.id]),
    ).rejects.toThrow(/residence_stages_project_lifecycle_check/);
    await expect(
      client.query('UPDATE residence_stages SET contractor_type = 8 WHERE id = $1', [STAGES[0]?.id]),
    ).rejects.toThrow(/residence_stages_contractor_type_check/);
  });
});
