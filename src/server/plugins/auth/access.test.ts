import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { seedAccounts } from '../../../../seed/accounts/seed-accounts';
import { type Access, defineContract } from '../../../shared/api/contract';
import { endpointRoute } from '../../../shared/api/endpoint';
import { type App, buildApp } from '../../app';
import { addEndpoint, type EndpointRequest } from '../../http/add-endpoint';
import { findUserByEmail } from '../../modules/account/account-repository';
import { testConfig } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { type BoardLogin, loginOf, type PrivateLogin } from './access';
import { signLoginToken } from './login-tokens';

// Access is declared by a route's contract and enforced by one hook before validation and the
// handler: each level against each kind of caller.

const LEVELS: readonly Access[] = [
  'public',
  'login',
  'boardMember',
  'private',
  'chooseAssociation',
  'devTools',
  'staff',
];

function probeContract<const A extends Access>(access: A, prefix = 'access') {
  return defineContract(endpointRoute('POST', `/test/${prefix}/${access}`), {
    access,
    tags: ['test'],
    summary: `A route for ${access}`,
    body: z.object({ value: z.number() }),
    responses: { 200: z.object({ userId: z.string().nullable() }) },
  });
}

describe('access declared by contract', () => {
  let app: App;
  let database: TestDatabase;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedAccounts(database.handle.db);
    app = await buildApp(testConfig, { database: database.handle, logger: false });
    for (const access of LEVELS) {
      addEndpoint(app, probeContract(access), (request) => ({
        userId: access === 'public' || access === 'devTools' ? null : loginOf(request).userId,
      }));
    }
    // The login is typed by the contract's access: no cast reads a board login's association.
    addEndpoint(app, probeContract('boardMember', 'typed'), (request) => {
      const login = loginOf(request);
      expectTypeOf(login).toEqualTypeOf<BoardLogin>();
      expectTypeOf(login.associationId).toEqualTypeOf<string>();
      return { userId: login.associationId };
    });
    addEndpoint(app, probeContract('private', 'typed'), (request) => {
      const login = loginOf(request);
      expectTypeOf(login).toEqualTypeOf<PrivateLogin>();
      expectTypeOf(login.associationId).toEqualTypeOf<undefined>();
      return { userId: login.userId };
    });
    await app.ready();
    const resident = await findUserByEmail(database.handle.db, 'resident@demo.hemvist.se');
    const board = await findUserByEmail(database.handle.db, 'board@demo.hemvist.se');
    const handler = await findUserByEmail(database.handle.db, 'handlaggare@demo.hemvist.se');
    if (!resident || !board || !handler) throw new Error('demo accounts missing');
    tokens.staff = (await signLoginToken(app, { userId: handler.id, bankId: false })).token;
    tokens.resident = (await signLoginToken(app, { userId: resident.id, bankId: true })).token;
    tokens.board = (
      await signLoginToken(app, {
        userId: board.id,
        bankId: true,
        associationId: '00000000-0000-4000-8000-000000000001',
      })
    ).token;
    tokens.chooser = (
      await signLoginToken(app, { userId: board.id, bankId: true, scope: 'select-association' })
    ).token;
    tokens.register = (
      await signLoginToken(app, { userId: resident.id, bankId: true, scope: 'register' })
    ).token;
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const call = (
    access: Access,
    caller: string | undefined,
    body: unknown = { value: 1 },
    host = 'localhost',
  ) =>
    app.inject({
      method: 'POST',
      url: `/test/access/${access}`,
      headers: { host, ...(caller ? { authorization: `Bearer ${tokens[caller]}` } : {}) },
      payload: body as object,
    });

  // caller → expected status per level (public, login, boardMember, private, chooseAssociation, devTools, staff)
  const expected: Record<string, number[]> = {
    anonymous: [200, 401, 401, 401, 401, 200, 401],
    resident: [200, 200, 403, 200, 401, 200, 403],
    board: [200, 200, 200, 403, 401, 200, 403],
    chooser: [200, 401, 401, 401, 200, 200, 401],
    register: [200, 401, 401, 401, 401, 200, 401],
    staff: [200, 200, 403, 200, 401, 200, 200],
  };

  for (const [caller, statuses] of Object.entries(expected)) {
    it(`answers ${caller} as each level demands`, async () => {
      const got = [];
      for (const access of LEVELS)
        got.push((await call(access, caller === 'anonymous' ? undefined : caller)).statusCode);
      expect(got).toEqual(statuses);
    });
  }

  it('hands the handler the caller it checked', async () => {
    const response = await call('login', 'resident');
    const resident = await findUserByEmail(database.handle.db, 'resident@demo.hemvist.se');
    expect(response.json()).toEqual({ userId: resident?.id });
  });

  it('refuses before validating: no login and a bad body is 401, not 400', async () => {
    const response = await call('login', undefined, { value: 'not a number' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await call('login', 'resident', { value: 'x' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('refuses a board login on a private route with FORBIDDEN, before validating the body', async () => {
    const response = await call('private', 'board', { value: 'not a number' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('hands a board route a login whose association is a string, a private route one without', async () => {
    const board = await app.inject({
      method: 'POST',
      url: '/test/typed/boardMember',
      headers: { authorization: `Bearer ${tokens.board}` },
      payload: { value: 1 },
    });
    expect(board.json()).toEqual({ userId: '00000000-0000-4000-8000-000000000001' });
    const resident = await findUserByEmail(database.handle.db, 'resident@demo.hemvist.se');
    const privately = await app.inject({
      method: 'POST',
      url: '/test/typed/private',
      headers: { authorization: `Bearer ${tokens.resident}` },
      payload: { value: 1 },
    });
    expect(privately.json()).toEqual({ userId: resident?.id });
    // A route without a login has none for loginOf to read (it would not compile).
    type LoginOfRoute<A extends Access> = EndpointRequest<ReturnType<typeof probeContract<A>>>['login'];
    expectTypeOf<LoginOfRoute<'public'>>().toEqualTypeOf<undefined>();
    expectTypeOf<NonNullable<LoginOfRoute<'login'>>['associationId']>().toEqualTypeOf<string | undefined>();
  });

  it('keeps developer routes away from production hosts, whatever the caller', async () => {
    const response = await call('devTools', 'resident', { value: 1 }, 'www.hemvist.se');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
