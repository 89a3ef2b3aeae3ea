import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../../../seed/accounts/seed-accounts';
import { type App, buildApp } from '../app';
import type { AppConfig } from '../config/env';
import { emailLogin } from '../modules/account/testing/account-test-app';
import { testConfig } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { trustedPeer } from './request-id';
import { appLoggerOptions } from './request-log';

// Issue 34 item 6: a request is followed across the balancer by its id. X-Request-Id counts
// only from a trusted proxy (TRUST_PROXY); from anyone else the server makes its own. The log
// lines carry it as reqId, and nothing personal.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let database: TestDatabase;
const apps: App[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  await seedAccounts(database.handle.db);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.dispose();
});

async function appWith(config: Partial<AppConfig>, logLines?: string[]): Promise<App> {
  const logger = logLines
    ? {
        ...appLoggerOptions('info'),
        stream: new Writable({
          write(chunk, _encoding, done) {
            logLines.push(...chunk.toString().trim().split('\n'));
            done();
          },
        }),
      }
    : false;
  const app = await buildApp({ ...testConfig, ...config }, { database: database.handle, logger });
  await app.ready();
  apps.push(app);
  return app;
}

const healthWithId = (app: App, id: string, remoteAddress = '127.0.0.1') =>
  app.inject({ url: '/healthz', headers: { 'x-request-id': id }, remoteAddress });

describe('the request id', () => {
  it('is the trusted proxy’s X-Request-Id, echoed in the answer', async () => {
    const behindProxy = await appWith({ trustProxy: ['127.0.0.1'] });
    const response = await healthWithId(behindProxy, 'lb-7f3a.42_x');
    expect(response.headers['x-request-id']).toBe('lb-7f3a.42_x');
  });

  it('is made by the server when the peer is not a trusted proxy', async () => {
    const direct = await appWith({ trustProxy: undefined });
    const response = await healthWithId(direct, 'chosen-by-the-client');
    expect(response.headers['x-request-id']).toMatch(UUID);

    const otherProxy = await appWith({ trustProxy: ['10.0.0.0/8'] });
    expect((await healthWithId(otherProxy, 'from-outside', '192.0.2.7')).headers['x-request-id']).toMatch(
      UUID,
    );
    expect((await healthWithId(otherProxy, 'from-the-balancer', '10.1.2.3')).headers['x-request-id']).toBe(
      'from-the-balancer',
    );
  });

  it('is made by the server when a trusted proxy sends one too long or with odd characters', async () => {
    const behindProxy = await appWith({ trustProxy: ['loopback'] });
    for (const id of ['x'.repeat(65), 'two words', 'a"b', 'line\\nbreak', 'ümlaut']) {
      expect((await healthWithId(behindProxy, id)).headers['x-request-id'], id).toMatch(UUID);
    }
  });

  it('is in every log line of the request as reqId, and the lines name no e-mail', async () => {
    const lines: string[] = [];
    const behindProxy = await appWith({ trustProxy: ['127.0.0.1'] }, lines);
    const login = await behindProxy.inject({
      method: 'POST',
      url: '/account_service/login/email?email=resident@demo.hemvist.se',
      headers: { host: 'localhost', 'x-request-id': 'lb-login-1' },
      payload: { email: 'resident@demo.hemvist.se', password: 'wrong-password', siteId: 'x' },
    });
    expect(login.headers['x-request-id']).toBe('lb-login-1');
    const ofRequest = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === 'lb-login-1');
    expect(ofRequest.some((entry) => entry.msg === 'request completed')).toBe(true);
    expect(JSON.stringify(ofRequest)).not.toContain('resident@demo.hemvist.se');
    // A login that succeeds logs nothing personal either.
    await emailLogin(behindProxy, 'resident');
    expect(lines.join('\n')).not.toContain('resident@demo.hemvist.se');
  });
});

describe('trustedPeer', () => {
  it('reads addresses, CIDR ranges and the keywords, IPv4 peers on a dual-stack socket too', () => {
    const trusted = trustedPeer(['loopback', '10.0.0.0/8', '2001:db8::1']);
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('::ffff:127.0.0.1')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('10.200.3.4')).toBe(true);
    expect(trusted('2001:db8::1')).toBe(true);
    expect(trusted('2001:db8::2')).toBe(false);
    expect(trusted('192.0.2.1')).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(trustedPeer(undefined)('127.0.0.1')).toBe(false);
    expect(trustedPeer([])('127.0.0.1')).toBe(false);
  });
});
