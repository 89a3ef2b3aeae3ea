import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAssociationId, demoUserId } from '../../../../seed/accounts/demo-accounts';
import type { BoardPage } from '../../../shared/my-pages/board-contracts';
import { BOARD_ENDPOINTS as E } from '../../../shared/my-pages/board-endpoints';
import { boardMembers } from '../../db/schema';
import { signLoginToken } from '../../plugins/auth/login-tokens';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, emailLogin, freshIp, NO_HOST, SE_HOST } from '../account/testing/account-test-app';

// The board member's page (issue 35 item 4; flows §2.2, §6): GET /my_pages/board answers a
// board login with its own association's properties, stairwells and homes and their errands,
// filtered by building type; a visitor, a resident, a private login of a board member, a board
// login of another association, a former board member and other sites get none of it.

let ctx: TestApp;
const auth: Record<string, Record<string, string>> = {};

async function login(name: string, key: string, context?: string, host = SE_HOST) {
  const { body } = await emailLogin(ctx.app, key, { host, ip: freshIp(), ...(context ? { context } : {}) });
  if (body.status === 'ChooseBoardMember' && 'associations' in body) {
    // board-multi acts for the second association offered, Brf Sjöutsikten.
    const chosen = body.associations?.find((association) => association.name === 'Brf Sjöutsikten');
    const select = await ctx.app.inject({
      method: 'GET',
      url: `/account_service/login/bank_id/status/board_member/select/${chosen?.id}`,
      headers: bearer(body.token ?? ''),
    });
    auth[name] = { authorization: `Bearer ${select.json().token}`, host };
    return;
  }
  if (body.status !== 'Ok' || !('token' in body) || !body.token) throw new Error(`${key} could not log in`);
  auth[name] = { authorization: `Bearer ${body.token}`, host };
}

const get = (name: string | null, query = '', host = SE_HOST) =>
  ctx.app.inject({
    method: 'GET',
    url: `${E.board.path}${query}`,
    headers: name ? { ...auth[name], host } : { host },
  });

beforeAll(async () => {
  ctx = await createTestApp();
  await login('board', 'board', 'board-member');
  await login('boardPrivate', 'board');
  await login('resident', 'resident');
  await login('multi', 'board-multi', 'board-member');
  await login('norwayBoardPrivate', 'norway-board', undefined, NO_HOST);
}, 120_000);
afterAll(() => ctx.close());

const pageOf = async (name: string, query = '') => {
  const answer = await get(name, query);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('private, no-store');
  return answer.json() as BoardPage;
};

describe('the board login of an association', () => {
  it('sees its properties by default, each with the errands filed on it', async () => {
    const page = await pageOf('board');
    expect(page.association).toEqual({
      id: demoAssociationId('ekbacken'),
      name: 'Brf Ekbacken',
      organisationNumber: '769612-3450',
    });
    expect(page.type).toBe('property');
    expect(page.counts).toEqual({ property: 1, stairs: 3, object: 12 });
    expect(page.units.map((unit) => [unit.type, unit.name])).toEqual([['property', 'Ekbacken 1']]);
    const errands = page.units[0]?.errands ?? [];
    expect(errands.length).toBeGreaterThanOrEqual(3);
    for (const errand of errands) {
      expect(errand.status).not.toBe('');
      expect(errand.areaName).not.toBe('');
    }
    // Newest first.
    const dates = errands.map((errand) => errand.creationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by building type: stairs and objects (homes), errands under the one they were filed on', async () => {
    const stairs = await pageOf('board', '?type=stairs');
    expect(stairs.units.map((unit) => unit.name)).toEqual([
      'Ekbacken hus A, Trappuppgång A',
      'Ekbacken hus A, Trappuppgång B',
      'Ekbacken hus B, Trappuppgång A',
    ]);
    expect(stairs.units.every((unit) => unit.type === 'stairs')).toBe(true);
    const objects = await pageOf('board', '?type=object');
    expect(objects.units).toHaveLength(12);
    expect(objects.units.every((unit) => unit.type === 'object' && /^\d{4}$/.test(unit.name))).toBe(true);
    // The board's cases on home 1201 sit on that home and on its stairwell (hus A, B).
    const home = objects.units.find((unit) => unit.name === '1201');
    expect(home?.errands.length).toBeGreaterThan(0);
    const stair = stairs.units.find((unit) => unit.name === 'Ekbacken hus A, Trappuppgång B');
    const onStair = new Set(stair?.errands.map((errand) => errand.id));
    for (const errand of home?.errands ?? []) expect(onStair.has(errand.id)).toBe(true);
    // A stairwell without cases says so with an empty list.
    expect(stairs.units.find((unit) => unit.name === 'Ekbacken hus B, Trappuppgång A')?.errands).toEqual([]);
  });

  it('lists only errands the case-management list of the same login has', async () => {
    const cases = await ctx.app.inject({ method: 'GET', url: '/case_management/cases', headers: auth.board });
    expect(cases.statusCode).toBe(200);
    const visible = new Set((cases.json() as { id: string }[]).map((errand) => errand.id));
    for (const type of ['property', 'stairs', 'object'])
      for (const unit of (await pageOf('board', `?type=${type}`)).units)
        for (const errand of unit.errands) expect(visible.has(errand.id), errand.id).toBe(true);
  });

  it('answers a building type it does not know with 400, never 5xx', async () => {
    for (const query of [
      '?type=garage',
      '?type=',
      '?type=%00',
      '?type=Object',
      `?type=${'x'.repeat(5000)}`,
    ]) {
      const answer = await get('board', query);
      expect(answer.statusCode, query).toBe(400);
      expect(['VALIDATION_FAILED', 'INVALID_CHARACTERS'], query).toContain(answer.json().code);
    }
  });
});

describe('everyone else (probes)', () => {
  it('a visitor must log in (401)', async () => {
    const answer = await get(null);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('UNAUTHORIZED');
  });

  it('a resident and a board member’s private login are not the board (403)', async () => {
    for (const name of ['resident', 'boardPrivate']) {
      const answer = await get(name);
      expect(answer.statusCode, name).toBe(403);
      expect(answer.json().code, name).toBe('FORBIDDEN');
      expect(answer.body, name).not.toContain('Ekbacken');
    }
  });

  it('a board login of another association sees that association only', async () => {
    const page = await pageOf('multi', '?type=object');
    expect(page.association.name).toBe('Brf Sjöutsikten');
    expect(JSON.stringify(page)).not.toContain('Ekbacken');
    expect(page.units.every((unit) => unit.type === 'object')).toBe(true);
  });

  it('a token naming an association whose board the caller does not sit on gets nothing (403)', async () => {
    const forged = await signLoginToken(ctx.app, {
      userId: demoUserId('board'),
      bankId: true,
      associationId: demoAssociationId('sjoutsikten'),
    });
    const answer = await ctx.app.inject({
      method: 'GET',
      url: E.board.path,
      headers: { authorization: `Bearer ${forged.token}`, host: SE_HOST },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).not.toContain('Sjöutsikten');
  });

  it('a member who has left the board sees nothing with the token they still hold (403)', async () => {
    const db = ctx.app.database.db;
    const seat = and(
      eq(boardMembers.userId, demoUserId('board')),
      eq(boardMembers.associationId, demoAssociationId('ekbacken')),
    );
    const [row] = await db.select().from(boardMembers).where(seat);
    if (!row) throw new Error('the demo board seat is missing');
    await db.delete(boardMembers).where(seat);
    try {
      expect((await get('board')).statusCode).toBe(403);
    } finally {
      await db.insert(boardMembers).values(row);
    }
    expect((await get('board')).statusCode).toBe(200);
  });

  it('the association’s board login on another site, and sites without my pages, get nothing', async () => {
    // The Swedish association asked on the Norwegian site: not its site (403).
    expect((await get('board', '', NO_HOST)).statusCode).toBe(403);
    // A Norwegian private login is no board login (403).
    expect((await get('norwayBoardPrivate', '', NO_HOST)).statusCode).toBe(403);
    // The contractor site has no my pages (404).
    const contractor = await get('board', '', 'entreprenad.localhost');
    expect([401, 404]).toContain(contractor.statusCode);
  });
});
