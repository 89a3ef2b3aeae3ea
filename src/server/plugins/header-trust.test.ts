import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedAccounts } from '../../../seed/accounts/seed-accounts';
import { type App, buildApp } from '../app';
import type { AppConfig } from '../config/env';
import { mailOutbox } from '../db/schema';
import { bearer, emailLogin } from '../modules/account/testing/account-test-app';
import { testConfig } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { RATE_LIMITS } from './rate-limit';

// Issue 9 item 1, replayed against a production-like configuration (no dev tools, no
// simulators, no trusted proxy): a header must not pick the site, unlock a developer tool or
// steer a link; forwarded client addresses count only from a configured proxy.

const PROD_HOST = 'www.hemvist.se';
const production: AppConfig = { ...testConfig, devTools: false, simulators: false, trustProxy: undefined };

let database: TestDatabase;
const apps: App[] = [];
async function appWith(config: AppConfig): Promise<App> {
  const app = await buildApp(config, { database: database.handle, logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

let prod: App;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedAccounts(database.handle.db);
  prod = await appWith(production);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.dispose();
});

/** The newest mail to `to`; mail is written after the answer, so wait until it is there. */
async function latestMailTo(to: string) {
  return vi.waitFor(async () => {
    const [mail] = await database.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    if (!mail) throw new Error(`no mail to ${to} yet`);
    return mail;
  });
}

const forgotPassword = (app: App, email: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/system/user/forgotpassword', headers, payload: { email } });

describe('developer tools and simulators follow configuration, not the Host or forwarded headers', () => {
  it('keeps /dev/outbox a 404 after a reset request, whatever X-Forwarded-Host says', async () => {
    const reset = await forgotPassword(prod, 'resident@demo.hemvist.se', { host: PROD_HOST });
    expect(reset.statusCode).toBe(200);
    for (const headers of [
      { host: PROD_HOST, 'x-forwarded-host': 'localhost' },
      { host: 'localhost' },
      { host: 'test.hemvist.se', 'x-forwarded-host': 'localhost' },
    ]) {
      const outbox = await prod.inject({ method: 'GET', url: '/dev/outbox', headers });
      expect(outbox.statusCode, headers.host).toBe(404);
      expect(outbox.body).not.toContain('token=');
    }
  });

  it('does not mount the BankID simulator, and BankID start answers 503 SERVICE_UNAVAILABLE', async () => {
    for (const host of [PROD_HOST, 'localhost']) {
      const headers = { host, 'x-forwarded-host': 'localhost' };
      const tester = await prod.inject({ method: 'GET', url: '/bankid-simulator/', headers });
      expect(tester.statusCode, host).toBe(404);
      const rpAuth = await prod.inject({
        method: 'POST',
        url: '/bankid-simulator/rp/v6.0/auth',
        headers,
        payload: { endUserIp: '192.0.2.1' },
      });
      expect(rpAuth.statusCode, host).toBe(404);
    }
    for (const personalNumber of [undefined, '198507099805']) {
      const start = await prod.inject({
        method: 'POST',
        url: '/account_service/login/bank_id/start',
        headers: { host: 'localhost', 'x-forwarded-host': 'localhost' },
        payload: { returnUrl: '/mina-sidor/', environment: 'local', personalNumber },
      });
      expect(start.statusCode).toBe(503);
      expect(start.json().code).toBe('SERVICE_UNAVAILABLE');
    }
  });

  it('does not mount the e-ident simulators, and e-ident start answers 503 SERVICE_UNAVAILABLE', async () => {
    const discovery = await prod.inject({
      url: '/eident-simulator/no/.well-known/openid-configuration',
      headers: { host: 'no.localhost' },
    });
    // The path falls through to the pages (a trailing-slash redirect, then 404): no simulator.
    expect(discovery.statusCode).not.toBe(200);
    expect(discovery.body).not.toContain('issuer');
    for (const [provider, host] of [
      ['eident', 'no.localhost'],
      ['signicat', 'fi.localhost'],
    ]) {
      const start = await prod.inject({
        method: 'POST',
        url: `/account_service/login/${provider}/start`,
        headers: { host },
        payload: { returnUrl: '/', environment: 'local' },
      });
      expect(start.statusCode, provider).toBe(503);
      expect(start.json().code).toBe('SERVICE_UNAVAILABLE');
    }
  });

  it('refuses the developer BankID form without DEV_TOOLS, even with the simulator on a local host', async () => {
    const simulatorsOnly = await appWith({ ...production, simulators: true });
    const start = (personalNumber?: string) =>
      simulatorsOnly.inject({
        method: 'POST',
        url: '/account_service/login/bank_id/start',
        headers: { host: 'localhost' },
        payload: { returnUrl: '/mina-sidor/', environment: 'local', personalNumber },
      });
    const developer = await start('198507099805');
    expect(developer.statusCode).toBe(403);
    expect(developer.json().code).toBe('FORBIDDEN');
    expect((await start()).statusCode).toBe(200);
  });

  it('leaves the dev menu out of pages and their payload without DEV_TOOLS', async () => {
    const withTools = await appWith(testConfig);
    const page = (app: App) => app.inject({ url: '/no-such-page/', headers: { host: 'localhost' } });
    const payloadOf = (html: string) =>
      JSON.parse(
        /<script id="hemvist-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
      );

    const plain = await page(prod);
    expect(plain.statusCode).toBe(404);
    expect(payloadOf(plain.body).context.devTools).toBe(false);
    expect(plain.body).not.toContain('Utvecklarmeny');

    const developer = await page(withTools);
    expect(payloadOf(developer.body).context.devTools).toBe(true);
    expect(developer.body).toContain('Utvecklarmeny');
  });
});

describe('links in mails come from the host table', () => {
  it('points the reset link at the site origin, ignoring X-Forwarded-Host, even from a trusted proxy', async () => {
    const behindProxy = await appWith({ ...production, trustProxy: ['127.0.0.1'] });
    for (const app of [prod, behindProxy]) {
      const reset = await forgotPassword(app, 'vip@demo.hemvist.se', {
        host: PROD_HOST,
        'x-forwarded-host': 'attacker.example',
        'x-forwarded-proto': 'http',
      });
      expect(reset.statusCode).toBe(200);
      const mail = await latestMailTo('vip@demo.hemvist.se');
      expect(mail?.text).toMatch(/https:\/\/www\.hemvist\.se\/glomt-losenord\/\?token=[\w-]+/);
      expect(mail?.text).not.toContain('attacker.example');
      await database.handle.db.delete(mailOutbox);
    }
  });

  it('points the change-email link at the site origin, ignoring X-Forwarded-Host', async () => {
    const { body } = await emailLogin(prod, 'email-only');
    const trigger = await prod.inject({
      method: 'POST',
      url: '/system/user/triggerchangeemail',
      headers: { ...bearer(body.token), host: 'test.hemvist.se', 'x-forwarded-host': 'attacker.example' },
      payload: { newEmail: 'elsa.elsewhere@demo.hemvist.se' },
    });
    expect(trigger.statusCode).toBe(200);
    const mail = await latestMailTo('elsa.elsewhere@demo.hemvist.se');
    expect(mail?.text).toMatch(/https:\/\/test\.hemvist\.se\/byt-e-post\/\?token=[\w-]+/);
    expect(mail?.text).not.toContain('attacker.example');
  });

  it('answers 421 UNKNOWN_SITE for a host of no site, and mails nothing', async () => {
    const reset = await forgotPassword(prod, 'resident@demo.hemvist.se', { host: 'attacker.example' });
    expect(reset.statusCode).toBe(421);
    expect(reset.json().code).toBe('UNKNOWN_SITE');
  });
});

describe('a malformed Host header', () => {
  it('never causes a 5xx, in the Host header or in X-Forwarded-Host from a trusted proxy', async () => {
    const behindProxy = await appWith(testConfig);
    const hosts = ['localhost:abc', 'localhost:99999', 'localhost:0', 'local host', '[::1', ':80', ''];
    const requests = [
      { method: 'GET', url: '/' },
      { method: 'GET', url: '/dev/outbox' },
      { method: 'GET', url: '/eident-simulator/no/.well-known/openid-configuration' },
      { method: 'POST', url: '/system/user/forgotpassword', payload: { email: 'resident@demo.hemvist.se' } },
      { method: 'POST', url: '/account_service/login/eident/start', payload: { environment: 'local' } },
    ] as const;
    // Without simulators e-ident start is a deliberate 503, so it is asked of the simulating app only.
    const cases = [
      [prod, requests.slice(0, -1)],
      [behindProxy, requests],
    ] as const;
    for (const [app, appRequests] of cases) {
      for (const host of hosts) {
        for (const request of appRequests) {
          for (const headers of [{ host }, { host: 'no.localhost', 'x-forwarded-host': host }]) {
            const response = await app.inject({ ...request, headers });
            expect(response.statusCode, `${request.url} ${JSON.stringify(headers)}`).toBeLessThan(500);
          }
        }
      }
    }
  });
});

describe('TRUST_PROXY', () => {
  // A database of its own, so no other test's hits from 127.0.0.1 are counted here.
  let own: TestDatabase;
  beforeAll(async () => {
    own = await createTestDatabase();
  });
  afterAll(() => own?.dispose());

  // Each request names a new client address and an unknown email (no per-account count).
  async function forgotPasswordFromNewAddresses(config: AppConfig, tag: string): Promise<number[]> {
    const app = await buildApp(config, { database: own.handle, logger: false });
    try {
      const statuses: number[] = [];
      for (let index = 0; index <= RATE_LIMITS['forgot-password'].perIp; index += 1) {
        const response = await forgotPassword(app, `nobody.${tag}.${index}@example.com`, {
          host: 'localhost',
          'x-forwarded-for': `198.51.100.${index + 1}`,
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    } finally {
      await app.close();
    }
  }

  it('unset: X-Forwarded-For is ignored, so the per-IP limit holds against ever new addresses', async () => {
    const statuses = await forgotPasswordFromNewAddresses(production, 'untrusted');
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('naming the peer (127.0.0.1): its X-Forwarded-For is the client address', async () => {
    const statuses = await forgotPasswordFromNewAddresses(
      { ...production, trustProxy: ['127.0.0.1'] },
      'trusted',
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});
