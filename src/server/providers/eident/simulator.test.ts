import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { HostBrowser } from './testing-browser';

// The simulator as a broker: its discovery document, PKCE and redirect URI rules, and its
// login page, over real HTTP on a free port.

let testApp: TestApp;
let port: number;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(() => testApp?.close());

function authorizePath(origin: string, overrides: Record<string, string | undefined> = {}): string {
  const verifier = randomBytes(32).toString('base64url');
  const params: Record<string, string | undefined> = {
    client_id: 'hemvist-portal',
    response_type: 'code',
    scope: 'openid profile nin',
    redirect_uri: `${origin}/eident-return/`,
    state: 'some-state',
    nonce: 'some-nonce',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...overrides,
  };
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return `/eident-simulator/no/auth?${query}`;
}

describe('e-ident simulator', () => {
  it('publishes a discovery document whose issuer is on the site host', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const response = await browser.get('/eident-simulator/no/.well-known/openid-configuration');
    expect(response.status).toBe(200);
    const metadata = response.json<Record<string, unknown>>();
    expect(metadata.issuer).toBe(`${browser.origin}/eident-simulator/no`);
    expect(metadata.authorization_endpoint).toBe(`${browser.origin}/eident-simulator/no/auth`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('requires PKCE', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const response = await browser.get(authorizePath(browser.origin, { code_challenge: undefined }));
    expect(response.status).toBe(303);
    const back = new URL(response.location ?? '');
    expect(back.pathname).toBe('/eident-return/');
    expect(back.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a redirect URI that is not the return page of the site host', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const response = await browser.get(
      authorizePath(browser.origin, { redirect_uri: 'http://evil.example/eident-return/' }),
    );
    expect(response.status).toBe(400);
    expect(response.location).toBeUndefined();
  });

  it('shows a labelled login page with the test identities, and re-asks for an invalid typed id', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const authorize = await browser.get(authorizePath(browser.origin));
    const page = await browser.get(authorize.location ?? '');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<legend>Test identity</legend>');
    expect(page.text).toContain('<label for="identity-0">Ola Nordmann, 15038512363');
    expect(page.text).toContain('<label for="typed-national-id">');
    expect(page.text).toContain('value="cancel">Cancel</button>');

    const action = /<form method="post" action="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const invalid = await browser.postForm(action, { decision: 'login', typedNationalId: '12345678901' });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain('role="alert"');
    expect(invalid.text).toContain('aria-invalid="true"');
  });

  it('is not served on preprod and prod hosts', async () => {
    for (const host of ['www.hemvist.no', 'preprod.hemvist.no']) {
      const response = await testApp.app.inject({
        url: '/eident-simulator/no/.well-known/openid-configuration',
        headers: { host },
      });
      expect(response.statusCode).toBe(404);
    }
    const onTest = await testApp.app.inject({
      url: '/eident-simulator/no/.well-known/openid-configuration',
      headers: { host: 'test.hemvist.no' },
    });
    // The host table gives deployed hosts https, whatever scheme the request came in on.
    expect(onTest.json().issuer).toBe('https://test.hemvist.no/eident-simulator/no');
  });
});
