import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../seed/accounts/demo-accounts';
import { seedAccounts } from '../../seed/accounts/seed-accounts';
import { type App, buildApp } from './app';
import type { DatabaseHandle } from './db/client';
import { bearer, emailLogin } from './modules/account/testing/account-test-app';
import { approveInSimulator, bankIdCall, startBankId } from './modules/bankid/testing/bankid-test-flow';
import { RATE_LIMITS } from './plugins/rate-limit';
import { testConfig } from './testing/test-app';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

// Two server instances behind one load balancer: the same configuration (the same JWT_SECRET)
// on one database. On a PostgreSQL server each instance has its own pool; on PGlite they share
// the one handle. Nothing either needs lives only in the other's memory.

let database: TestDatabase;
let secondConnection: DatabaseHandle;
let first: App;
let second: App;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedAccounts(database.handle.db);
  secondConnection = database.connectAgain();
  first = await buildApp(testConfig, { database: database.handle, logger: false });
  second = await buildApp(testConfig, { database: secondConnection, logger: false });
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await secondConnection?.close();
  await database?.dispose();
});

const session = (app: App, token: string | undefined) =>
  app.inject({ method: 'GET', url: '/account_service/session', headers: bearer(token) });

describe('two instances on one database', () => {
  it('accept each other’s tokens, refreshed ones included', async () => {
    const { body } = await emailLogin(first, 'resident');
    const user = await second.inject({
      method: 'GET',
      url: '/account_service/user',
      headers: bearer(body.token),
    });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email: demoAccount('resident').email });

    const refreshed = await second.inject({
      method: 'GET',
      url: '/account_service/login/refresh_token',
      headers: bearer(body.token),
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await session(first, refreshed.body)).statusCode).toBe(200);
    expect((await session(first, body.token)).statusCode).toBe(401);
  });

  it('honour a logout on the other', async () => {
    const { body } = await emailLogin(first, 'resident');
    expect((await session(second, body.token)).statusCode).toBe(200);
    const logout = await second.inject({
      method: 'POST',
      url: '/account_service/logout',
      headers: bearer(body.token),
    });
    expect(logout.statusCode).toBe(204);
    expect((await session(first, body.token)).statusCode).toBe(401);
  });

  it('complete on one a BankID login started on the other (the simulator keeps its orders in the database)', async () => {
    const started = await startBankId(first);
    expect(started.statusCode).toBe(200);
    await approveInSimulator(
      second,
      database.handle.db,
      started.sessionId,
      demoAccount('resident').personalNumber ?? '',
    );
    const status = await bankIdCall(second, 'status', started.sessionId, started.binding);
    const result = status.json();
    expect(result).toMatchObject({ status: 'Ok', token: expect.any(String) });
    expect((await session(first, result.token)).statusCode).toBe(200);
  });

  it('share rate-limit counts: the limit is reached across both', async () => {
    const { perIp } = RATE_LIMITS['forgot-password'];
    const answers: Array<{ instance: 'first' | 'second'; status: number }> = [];
    for (let attempt = 0; attempt < 2 * perIp; attempt++) {
      const instance = attempt % 2 === 0 ? 'first' : 'second';
      const response = await (instance === 'first' ? first : second).inject({
        method: 'POST',
        url: '/system/user/forgotpassword',
        headers: { host: 'localhost' },
        // A new address each time: only the per-client count grows.
        payload: { email: `nobody.${attempt}@example.se` },
      });
      answers.push({ instance, status: response.statusCode });
      if (response.statusCode === 429) break;
    }
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(perIp);
    expect(new Set(accepted.map((answer) => answer.instance))).toEqual(new Set(['first', 'second']));
    expect(answers.at(-1)?.status).toBe(429);
  });
});

describe('instances with different keys', () => {
  it('refuse each other’s tokens; a key set that still lists the old key accepts them', async () => {
    const { body } = await emailLogin(first, 'resident');
    const [oldKey] = testConfig.jwtSecrets;
    const newKey = 'a-newer-test-only-jwt-secret-111111111111';
    const stranger = await buildApp(
      { ...testConfig, jwtSecrets: [newKey] },
      { database: database.handle, logger: false },
    );
    const rotated = await buildApp(
      { ...testConfig, jwtSecrets: [newKey, oldKey ?? ''] },
      { database: database.handle, logger: false },
    );
    try {
      expect((await session(stranger, body.token)).statusCode).toBe(401);
      expect((await session(rotated, body.token)).statusCode).toBe(200);
      // The rotated instance signs with the new key, which the old-key-only instances refuse.
      const { body: fresh } = await emailLogin(rotated, 'resident');
      expect((await session(stranger, fresh.token)).statusCode).toBe(200);
      expect((await session(first, fresh.token)).statusCode).toBe(401);
    } finally {
      await stranger.close();
      await rotated.close();
    }
  });
});
