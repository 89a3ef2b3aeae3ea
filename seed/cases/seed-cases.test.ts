import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, caseStatusChanges, cases, problemAreas } from '../../src/server/db/schema';
import { localDiskStorage } from '../../src/server/providers/file-storage/local-disk-storage';
import { createTestDatabase, type TestDatabase } from '../../src/server/testing/test-database';
import { CASE_TYPE_IDS } from '../../src/shared/cases/case-constants';
import { canMoveCase, caseStatusGroup } from '../../src/shared/cases/case-statuses';
import { demoUserId } from '../accounts/demo-accounts';
import { seedAccounts } from '../accounts/seed-accounts';
import { seedCaseWorld } from './seed-cases';

// The case world of issue 13 item 1: every demo reporter has every case type and every status
// group, every type meets every group, each timeline follows the status table, files exist
// for every attachment record, and a second run changes nothing.

const REPORTERS = ['resident', 'board', 'board-unmanaged', 'norway', 'norway-board'];
const GROUPS = ['registered', 'ongoing', 'executed', 'completed'];

describe('seedCaseWorld', () => {
  let database: TestDatabase;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = mkdtempSync(path.join(tmpdir(), 'hemvist-seed-cases-'));
    database = await createTestDatabase();
    await seedAccounts(database.handle.db);
    await seedCaseWorld(database.handle.db, { fileStorageDir: storageDir });
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('gives each demo reporter every case type and every status group, and every type every group', async () => {
    const rows = await database.handle.db.select().from(cases);
    for (const reporter of REPORTERS) {
      const own = rows.filter((row) => row.reporterUserId === demoUserId(reporter));
      expect(new Set(own.map((row) => row.caseTypeId)), reporter).toEqual(new Set(CASE_TYPE_IDS));
      expect(new Set(own.map((row) => caseStatusGroup(row.statusId))), reporter).toEqual(new Set(GROUPS));
    }
    for (const type of CASE_TYPE_IDS) {
      const groups = rows
        .filter((row) => row.caseTypeId === type)
        .map((row) => caseStatusGroup(row.statusId));
      expect(new Set(groups), `type ${type}`).toEqual(new Set(GROUPS));
    }
    expect(rows.filter((row) => row.siteKey === 'no').length).toBeGreaterThanOrEqual(18);
  });

  it('writes timelines that follow the status table and end in the case’s status', async () => {
    const rows = await database.handle.db.select().from(cases);
    const changes = await database.handle.db.select().from(caseStatusChanges);
    for (const row of rows) {
      const timeline = changes
        .filter((change) => change.caseId === row.id)
        .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime())
        .map((change) => change.statusId);
      expect(timeline.at(-1), String(row.ticketNumber)).toBe(row.statusId);
      for (let step = 1; step < timeline.length; step += 1) {
        expect(canMoveCase(timeline[step - 1] as number, timeline[step] as number)).toBe(true);
      }
    }
  });

  it('stores the bytes of every attachment, and a second run changes nothing', async () => {
    const db = database.handle.db;
    const files = await db.select().from(attachments);
    expect(files.length).toBeGreaterThan(10);
    expect(files.some((file) => file.roundId !== null)).toBe(true);
    const storage = localDiskStorage(storageDir);
    expect(await storage.list('attachments')).toEqual(files.map((file) => file.storageKey).sort());
    const counts = async () => [
      (await db.select().from(cases)).length,
      (await db.select().from(caseStatusChanges)).length,
      (await db.select().from(attachments)).length,
      (await db.select().from(problemAreas)).length,
    ];
    const before = await counts();
    await seedCaseWorld(db, { fileStorageDir: storageDir });
    expect(await counts()).toEqual(before);
    expect(await storage.list('attachments')).toHaveLength(files.length);
  });
});
