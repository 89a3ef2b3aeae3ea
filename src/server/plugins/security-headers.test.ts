import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import type { AppConfig } from '../config/env';
import { testConfig } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

// Issue 9 item 8: the security headers of a page, an API answer and a built asset, and the
// https redirect under FORCE_HTTPS.

let database: TestDatabase;
let distDir: string;
const apps: App[] = [];
async function appWith(config: Partial<AppConfig>): Promise<App> {
  const app = await buildApp(
    { ...testConfig, clientDistDir: distDir, ...config },
    { database: database.handle, logger: false },
  );
  await app.ready();
  apps.push(app);
  return app;
}

let plain: App;
beforeAll(async () => {
  database = await createTestDatabase();
  // A stand-in for `npm run build`: one hashed asset, no manifest (pages render without scripts).
  distDir = mkdtempSync(path.join(tmpdir(), 'hemvist-assets-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'assets', 'probe-abc123.css'), 'body{color:black}');
  plain = await appWith({});
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.dispose();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

/** The policy as directive -> sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const get = (app: App, url: string, host = 'localhost') => app.inject({ url, headers: { host } });

describe('security headers', () => {
  it('a page, an API answer and an asset carry a CSP without unsafe-inline or https: wildcards', async () => {
    const answers = {
      page: await get(plain, '/no-such-page/'),
      api: await get(plain, '/api/system/navigation/get'),
      asset: await get(plain, '/assets/probe-abc123.css'),
    };
    expect(answers.page.headers['content-type']).toContain('text/html');
    expect(answers.api.headers['content-type']).toContain('application/json');
    expect(answers.asset.statusCode).toBe(200);
    expect(answers.asset.headers['content-type']).toContain('text/css');
    for (const [kind, response] of Object.entries(answers)) {
      const policy = policyOf(response);
      expect(policy.get('default-src'), kind).toEqual(["'self'"]);
      expect(policy.get('object-src'), kind).toEqual(["'none'"]);
      expect(policy.get('script-src-attr'), kind).toEqual(["'none'"]);
      // No markup carries a style attribute (csp-markup.test.ts), so none is allowed.
      expect(policy.get('style-src-attr'), kind).toEqual(["'none'"]);
      expect(policy.get('font-src'), kind).toEqual(["'self'", 'data:']);
      for (const directive of ['script-src', 'style-src', 'style-src-attr', 'font-src']) {
        const sources = policy.get(directive) ?? [];
        expect(sources, `${kind} ${directive}`).not.toContain("'unsafe-inline'");
        expect(sources, `${kind} ${directive}`).not.toContain('https:');
      }
      expect(policy.get('style-src')?.[0], kind).toBe("'self'");
      expect(policy.get('style-src')?.[1], kind).toMatch(/^'nonce-[0-9a-f]{32}'$/);
      expect(response.headers['x-content-type-options'], kind).toBe('nosniff');
      expect(response.headers['x-frame-options'], kind).toBe('SAMEORIGIN');
      // Plain http (no FORCE_HTTPS): no HSTS and no upgrade of requests.
      expect(response.headers['strict-transport-security'], kind).toBeUndefined();
      expect(policy.has('upgrade-insecure-requests'), kind).toBe(false);
    }
  });

  it('gives every page a new style nonce, handed to its scripts in <meta property="csp-nonce">', async () => {
    const nonces = [];
    for (let index = 0; index < 2; index += 1) {
      const response = await get(plain, '/no-such-page/');
      const nonce = /'nonce-([0-9a-f]+)'/.exec(policyOf(response).get('style-src')?.join(' ') ?? '')?.[1];
      expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('sends HSTS and upgrade-insecure-requests with FORCE_HTTPS', async () => {
    const secure = await appWith({ forceHttps: true, trustProxy: ['127.0.0.1'] });
    const response = await secure.inject({
      url: '/api/system/navigation/get',
      headers: { host: 'www.hemvist.se', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
    expect(policyOf(response).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('https redirect under FORCE_HTTPS', () => {
  let untrusting: App;
  let behindProxy: App;
  beforeAll(async () => {
    // FORCE_HTTPS without a trusted proxy does not pass the env schema; here it shows that
    // an X-Forwarded-Proto from an untrusted peer is not believed.
    untrusting = await appWith({ forceHttps: true, trustProxy: undefined });
    behindProxy = await appWith({ forceHttps: true, trustProxy: ['127.0.0.1'] });
  });

  it('sends a plain-http GET to the same path on the site origin with 301, a POST with 308', async () => {
    const page = await get(behindProxy, '/sok-bostad/?minRooms=2', 'hemvist.se');
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('https://www.hemvist.se/sok-bostad/?minRooms=2');
    expect(page.headers['strict-transport-security']).toBeDefined();
    const post = await behindProxy.inject({
      method: 'POST',
      url: '/system/user/forgotpassword',
      headers: { host: 'test.hemvist.no', 'x-forwarded-proto': 'http' },
      payload: { email: 'someone@example.com' },
    });
    expect(post.statusCode).toBe(308);
    expect(post.headers.location).toBe('https://test.hemvist.no/system/user/forgotpassword');
  });

  it('believes X-Forwarded-Proto only from a proxy named in TRUST_PROXY', async () => {
    const headers = { host: 'www.hemvist.se', 'x-forwarded-proto': 'https' };
    expect((await behindProxy.inject({ url: '/api/system/navigation/get', headers })).statusCode).toBe(200);
    const untrusted = await untrusting.inject({ url: '/api/system/navigation/get', headers });
    expect(untrusted.statusCode).toBe(301);
    expect(untrusted.headers.location).toBe('https://www.hemvist.se/api/system/navigation/get');
  });

  it('leaves /healthz and local hosts on http, and never redirects to a forwarded host', async () => {
    expect((await get(behindProxy, '/healthz', 'www.hemvist.se')).statusCode).toBe(200);
    expect((await get(behindProxy, '/api/system/navigation/get', 'localhost')).statusCode).toBe(200);
    const forwarded = await behindProxy.inject({
      url: '/',
      headers: { host: 'www.hemvist.se', 'x-forwarded-host': 'attacker.example' },
    });
    expect(forwarded.headers.location).toBe('https://www.hemvist.se/');
  });
});

describe('MAP_STYLE_URL', () => {
  it('lets pages fetch from the origin of the style, and the page payload names the style', async () => {
    expect(policyOf(await get(plain, '/no-such-page/')).get('connect-src')).toEqual(["'self'"]);
    const mapStyleUrl = 'https://tiles.example.com/styles/hemvist.json';
    const app = await appWith({ browser: { mapStyleUrl } });
    const page = await get(app, '/no-such-page/');
    expect(policyOf(page).get('connect-src')).toEqual(["'self'", 'https://tiles.example.com']);
    expect(policyOf(page).get('img-src')).toContain('https://tiles.example.com');
    const payload = (await get(app, '/no-such-page/GetViewModel')).json();
    expect(payload.context.browserConfig).toEqual({ mapStyleUrl });
    const plainPayload = (await get(plain, '/no-such-page/GetViewModel')).json();
    expect(plainPayload.context.browserConfig?.mapStyleUrl).toBeUndefined();
  });
});
