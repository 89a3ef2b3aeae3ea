import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoint';
import type { ExplorerData } from '../../../shared/explorer/explorer-contracts';
import { EXPLORER_ENDPOINTS as E } from '../../../shared/explorer/explorer-endpoints';
import { OBJECT_STATUS } from '../../../shared/residence/residence-enums';
import { SITES } from '../../../shared/sites/sites';
import { residenceObjects, residenceStages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { emailLogin } from '../account/testing/account-test-app';

// flows §7.3 isEditMode (issue 35 item 7): the explorer of a page in edit mode shows the homes
// not available as well, for an editor's login alone; a visitor, a resident or a board member
// asking the same gets the public answer, and the editor's answer is private.

let ctx: TestApp;
let stageId: string;
const tokens: Record<'editor' | 'resident' | 'board', string> = { editor: '', resident: '', board: '' };

beforeAll(async () => {
  ctx = await createTestApp();
  const [stage] = await ctx.database.handle.db
    .select({ id: residenceStages.id, hidden: count(residenceObjects.id) })
    .from(residenceStages)
    .innerJoin(
      residenceObjects,
      and(
        eq(residenceObjects.stageId, residenceStages.id),
        eq(residenceObjects.status, OBJECT_STATUS.notAvailable),
      ),
    )
    .where(eq(residenceStages.siteId, SITES.se.siteId))
    .groupBy(residenceStages.id)
    .orderBy(sql`count(${residenceObjects.id}) desc`, residenceStages.id)
    .limit(1);
  if (!stage) throw new Error('The demo world has no Swedish stage with a home not available');
  stageId = stage.id;
  const token = async (key: string, context?: string) =>
    (await emailLogin(ctx.app, key, context ? { context } : {})).body.token ?? '';
  tokens.editor = await token('editor');
  tokens.resident = await token('resident');
  tokens.board = await token('board', 'board-member');
});
afterAll(() => ctx.close());

async function explorer(editMode: string | undefined, role?: keyof typeof tokens) {
  const url = endpointUrl(E.explorerData, { stageId }, editMode === undefined ? {} : { editMode });
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', ...(role ? { cookie: `jwtToken=${tokens[role]}` } : {}) },
  });
  expect(response.statusCode).toBe(200);
  const data = response.json() as ExplorerData;
  const notAvailable = data.apts.filter((apt) => apt.objectStatus === OBJECT_STATUS.notAvailable);
  return { response, data, notAvailable };
}

describe('the explorer in edit mode', () => {
  it('shows an editor in edit mode the homes not available too, in a private answer', async () => {
    const publicAnswer = await explorer(undefined);
    const edited = await explorer('1', 'editor');
    expect(publicAnswer.notAvailable).toEqual([]);
    expect(edited.notAvailable.length).toBeGreaterThan(0);
    // Every home of the public answer is there too, with the ones not available beside them.
    const editedIds = new Set(edited.data.apts.map((apt) => apt.id));
    for (const apt of publicAnswer.data.apts) expect(editedIds.has(apt.id)).toBe(true);
    expect(edited.response.headers['cache-control']).toBe('private, no-store');
  });

  it('gives the editor the public answer out of edit mode', async () => {
    const { notAvailable, response } = await explorer(undefined, 'editor');
    expect(notAvailable).toEqual([]);
    expect(response.headers['cache-control']).toBeUndefined();
    expect((await explorer('0', 'editor')).notAvailable).toEqual([]);
  });

  it.each([
    ['a visitor', undefined],
    ['a resident', 'resident'],
    ['a board member', 'board'],
  ] as const)('gives %s asking with editMode=1 the public answer', async (_who, role) => {
    const { notAvailable, response } = await explorer('1', role);
    expect(notAvailable).toEqual([]);
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('refuses an over-long flag with 400, never a server error', async () => {
    const url = `${endpointUrl(E.explorerData, { stageId })}?editMode=${'1'.repeat(50)}`;
    const response = await ctx.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(400);
  });
});
