import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '../../../../seed/seed-demo-world';
import { type LoginResult, loginResultSchema } from '../../../shared/account/login-outcomes';
import { type App, buildApp } from '../../app';
import { users } from '../../db/schema';
import { signLoginToken } from '../../plugins/auth/login-tokens';
import { maskedRequestUrl, requestLogSerializer } from '../../plugins/request-log';
import { HostBrowser } from '../../providers/eident/testing-browser';
import { testConfig } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { loginThroughSimulator, startLogin, visitSimulator } from './testing/eident-test-flow';

// The whole authorization-code flow with PKCE over real HTTP: the app listens on a free
// port, the browser side talks to 127.0.0.1 with the Host header of no.localhost or
// fi.localhost, and the portal redeems the code at the simulator of that site origin.

// Typed ids arrive in the country's own claim (socialno, hetu); the listed Ingrid and Pekka in nin.
const NO_SOCIALNO = '01010101006';
const NO_NIN = '24046632113';
const FI_HETU = '131052-308T';
const FI_NIN = '240466-3213';
const UNKNOWN_NO = '02019045636'; // valid, but nobody in the database has it
// Valid and free: one for a verification that succeeds, one for those that must change nothing.
const VERIFIED_NO = '14128010034';
const UNUSED_NO = '03117210048';

let database: TestDatabase;
let app: App;
let port: number;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoWorld(database.handle.db);
  const person = (nationalId: string, country: 'NO' | 'FI', firstName: string) => ({
    id: randomUUID(),
    email: `${firstName.toLowerCase()}-${randomUUID()}@example.test`,
    firstName,
    lastName: 'Testsson',
    nationalId,
    nationalIdCountry: country,
  });
  await database.handle.db
    .insert(users)
    .values([
      person(NO_SOCIALNO, 'NO', 'Kari'),
      person(NO_NIN, 'NO', 'Ingrid'),
      person(FI_HETU, 'FI', 'Matti'),
      person(FI_NIN, 'FI', 'Pekka'),
    ]);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  // The same request serializer as app.ts, so request URLs are logged as in production.
  app = await buildApp(testConfig, {
    database: database.handle,
    logger: { level: 'trace', stream, serializers: { req: requestLogSerializer } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

async function status(
  browser: HostBrowser,
  provider: 'eident' | 'signicat',
  body: Record<string, unknown>,
  flow = 'login',
): Promise<LoginResult> {
  const response = await browser.postJson(`/account_service/${flow}/${provider}/status`, {
    environment: 'local',
    ...body,
  });
  expect(response.status).toBe(200);
  return loginResultSchema.parse(response.json());
}

describe('Norwegian e-ident login (eident)', () => {
  it('logs in a person whose national id arrives in socialno, and sets the token cookie', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const back = await loginThroughSimulator(browser, 'eident', NO_SOCIALNO);
    expect(back.returnUrl.origin).toBe(browser.origin);
    expect(back.returnUrl.pathname).toBe('/eident-return/');

    const result = await status(browser, 'eident', { code: back.code, state: back.state });
    expect(result.status).toBe('Ok');
    expect(result.token).toBeTruthy();
    expect(browser.cookie('jwtToken')).toBe(result.token);

    const user = await browser.get('/account_service/user');
    expect(user.status).toBe(200);
    expect(user.json<{ firstName: string }>().firstName).toBe('Kari');
  });

  it('reads the national id from nin', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const back = await loginThroughSimulator(browser, 'eident', NO_NIN);
    const result = await status(browser, 'eident', { code: back.code, state: back.state });
    expect(result.status).toBe('Ok');
    const user = await browser.get('/account_service/user');
    expect(user.json<{ firstName: string }>().firstName).toBe('Ingrid');
  });

  it('answers SsnNotFound for a valid national id nobody has registered', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const { authorizationUrl } = await startLogin(browser, 'eident');
    const back = await visitSimulator(browser, authorizationUrl, {
      decision: 'login',
      nationalId: NO_SOCIALNO,
      typedNationalId: UNKNOWN_NO,
    });
    const result = await status(browser, 'eident', { code: back.code, state: back.state });
    expect(result).toEqual({ status: 'SsnNotFound' });
    expect(browser.cookie('jwtToken')).toBeUndefined();
  });

  it('answers Cancelled when the person cancels at the broker', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const { authorizationUrl } = await startLogin(browser, 'eident');
    const back = await visitSimulator(browser, authorizationUrl, { decision: 'cancel' });
    expect(back.error).toBe('access_denied');
    expect(back.code).toBeNull();
    const result = await status(browser, 'eident', { error: back.error, state: back.state });
    expect(result).toEqual({ status: 'Cancelled' });
  });

  it('refuses a wrong state, and still accepts the right one afterwards', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const back = await loginThroughSimulator(browser, 'eident', NO_SOCIALNO);
    expect(await status(browser, 'eident', { code: back.code, state: 'not-the-state' })).toEqual({
      status: 'Error',
    });
    expect(await status(browser, 'eident', { code: back.code })).toEqual({ status: 'Error' });
    expect((await status(browser, 'eident', { code: back.code, state: back.state })).status).toBe('Ok');
  });

  it('refuses a replayed return', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const back = await loginThroughSimulator(browser, 'eident', NO_SOCIALNO);
    expect((await status(browser, 'eident', { code: back.code, state: back.state })).status).toBe('Ok');
    expect(await status(browser, 'eident', { code: back.code, state: back.state })).toEqual({
      status: 'Error',
    });
  });

  it('refuses a code and state brought to another browser (login CSRF)', async () => {
    const attacker = new HostBrowser(port, 'no.localhost');
    const back = await loginThroughSimulator(attacker, 'eident', NO_SOCIALNO);
    const victim = new HostBrowser(port, 'no.localhost');
    expect(await status(victim, 'eident', { code: back.code, state: back.state })).toEqual({
      status: 'Error',
    });
    expect(victim.cookie('jwtToken')).toBeUndefined();
  });

  it('refuses a code whose plus signs were not spaces (a different code)', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const back = await loginThroughSimulator(browser, 'eident', NO_SOCIALNO);
    // A space is read as +, so this is the real code with a + appended: not the code.
    expect(await status(browser, 'eident', { code: `${back.code} `, state: back.state })).toEqual({
      status: 'Error',
    });
  });

  it('refuses the state of a login at the register status', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const back = await loginThroughSimulator(browser, 'eident', NO_SOCIALNO);
    expect(await status(browser, 'eident', { code: back.code, state: back.state }, 'register')).toEqual({
      status: 'Error',
    });
  });

  it('registers through register/eident: an existing account answers UserAlreadyExists', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const back = await loginThroughSimulator(browser, 'eident', NO_SOCIALNO, 'register');
    expect(await status(browser, 'eident', { code: back.code, state: back.state }, 'register')).toEqual({
      status: 'UserAlreadyExists',
    });
  });

  it('answers 503 on a production host when no broker is configured', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/account_service/login/eident/start',
      headers: { host: 'www.hemvist.no', 'x-forwarded-proto': 'https' },
      payload: { returnUrl: '/', environment: 'prod' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
  });

  it('validates the start request', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const response = await browser.postJson('/account_service/login/eident/start', { environment: 'moon' });
    expect(response.status).toBe(400);
  });
});

describe('verifying the logged-in account in the case flow (update/eident)', () => {
  // flows §4.2: a Norwegian account without a national id adds one before filing a case.
  async function accountWithoutNationalId(firstName: string): Promise<string> {
    const id = randomUUID();
    await database.handle.db.insert(users).values({
      id,
      email: `${firstName.toLowerCase()}-${id}@example.test`,
      firstName,
      lastName: 'Utenid',
    });
    return id;
  }

  async function loggedInAs(userId: string): Promise<HostBrowser> {
    const browser = new HostBrowser(port, 'no.localhost');
    const { token } = await signLoginToken(app, { userId, bankId: false });
    browser.setCookie('jwtToken', token);
    return browser;
  }

  const nationalIdOf = async (userId: string) => {
    const [row] = await database.handle.db.select().from(users).where(eq(users.id, userId));
    return row?.nationalId ?? null;
  };

  it('needs a login to start', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const response = await browser.postJson('/account_service/update/eident/start', {
      returnUrl: '/kontakt/feilmelding/#open-case',
      environment: 'local',
    });
    expect(response.status).toBe(401);
    expect(response.json<{ code: string }>().code).toBe('UNAUTHORIZED');
  });

  it('adds the national id to the account that started it and logs it in again by bank identity', async () => {
    const userId = await accountWithoutNationalId('Nora');
    const browser = await loggedInAs(userId);
    const back = await loginThroughSimulator(browser, 'eident', VERIFIED_NO, 'update');
    const result = await status(browser, 'eident', { code: back.code, state: back.state }, 'update');
    expect(result.status).toBe('Ok');
    expect(await nationalIdOf(userId)).toBe(VERIFIED_NO);

    // The same account, now with a security identifier: it may file cases.
    const user = await browser.get('/account_service/user');
    expect(user.json<{ id: string; pid: boolean }>()).toMatchObject({ id: userId, pid: true });
  });

  it('refuses a national id another account holds, and changes nothing', async () => {
    const userId = await accountWithoutNationalId('Nils');
    const browser = await loggedInAs(userId);
    const back = await loginThroughSimulator(browser, 'eident', NO_SOCIALNO, 'update');
    const result = await status(browser, 'eident', { code: back.code, state: back.state }, 'update');
    expect(result).toEqual({ status: 'UserAlreadyExists' });
    expect(await nationalIdOf(userId)).toBeNull();
    // Still logged in as themselves, not as the holder of the national id.
    const user = await browser.get('/account_service/user');
    expect(user.json<{ id: string }>().id).toBe(userId);
  });

  it("refuses to finish someone else's verification: another account logged in on the browser", async () => {
    const starter = await accountWithoutNationalId('Siri');
    const other = await accountWithoutNationalId('Sondre');
    const browser = await loggedInAs(starter);
    const back = await loginThroughSimulator(browser, 'eident', UNUSED_NO, 'update');
    // The browser now carries another account's login (a logout and a login in between).
    browser.setCookie('jwtToken', (await signLoginToken(app, { userId: other, bankId: false })).token);
    const result = await status(browser, 'eident', { code: back.code, state: back.state }, 'update');
    expect(result).toEqual({ status: 'Error' });
    expect(await nationalIdOf(starter)).toBeNull();
    expect(await nationalIdOf(other)).toBeNull();
  });

  it('refuses the return without a login, and at the login status it verifies nobody either', async () => {
    const starter = await accountWithoutNationalId('Tone');
    const browser = await loggedInAs(starter);
    const back = await loginThroughSimulator(browser, 'eident', UNUSED_NO, 'update');
    browser.setCookie('jwtToken', null);
    const result = await status(browser, 'eident', { code: back.code, state: back.state });
    expect(result).toEqual({ status: 'Error' });
    expect(await nationalIdOf(starter)).toBeNull();
  });
});

describe('Finnish e-identification (signicat)', () => {
  it('logs in a person whose henkilötunnus arrives in hetu', async () => {
    const browser = new HostBrowser(port, 'fi.localhost');
    const back = await loginThroughSimulator(browser, 'signicat', FI_HETU);
    expect(back.returnUrl.origin).toBe(browser.origin);
    const result = await status(browser, 'signicat', { code: back.code, state: back.state });
    expect(result.status).toBe('Ok');
    expect((await browser.get('/account_service/user')).json<{ firstName: string }>().firstName).toBe(
      'Matti',
    );
  });

  it('reads the henkilötunnus from nin', async () => {
    const browser = new HostBrowser(port, 'fi.localhost');
    const back = await loginThroughSimulator(browser, 'signicat', FI_NIN);
    const result = await status(browser, 'signicat', { code: back.code, state: back.state });
    expect(result.status).toBe('Ok');
    expect((await browser.get('/account_service/user')).json<{ firstName: string }>().firstName).toBe(
      'Pekka',
    );
  });

  it('does not accept a Finnish state at the Norwegian status', async () => {
    const browser = new HostBrowser(port, 'fi.localhost');
    const back = await loginThroughSimulator(browser, 'signicat', FI_HETU);
    expect(await status(browser, 'eident', { code: back.code, state: back.state })).toEqual({
      status: 'Error',
    });
  });
});

describe('the e-ident return page', () => {
  interface ReturnPayload {
    template: { currentComponent: string; viewModel: { provider: string | null } };
  }

  it('is served on /eident-return/ with the provider of the started session', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const { authorizationUrl } = await startLogin(browser, 'signicat');
    const state = new URL(authorizationUrl).searchParams.get('state');
    const payload = await browser.get(`/eident-return/GetViewModel?code=x&state=${state}`);
    // The status is the web side's: 500 until its 'eident-return' template is registered.
    expect(payload.json<ReturnPayload>().template).toMatchObject({
      currentComponent: 'eident-return',
      viewModel: { provider: 'signicat' },
    });
  });

  it("falls back to the site's own provider without a known state", async () => {
    const browser = new HostBrowser(port, 'fi.localhost');
    const payload = await browser.get('/eident-return/GetViewModel?error=access_denied');
    expect(payload.json<ReturnPayload>().template.viewModel.provider).toBe('signicat');
  });
});

describe('logging', () => {
  it('never logs codes, tokens or national ids', async () => {
    const browser = new HostBrowser(port, 'no.localhost');
    const back = await loginThroughSimulator(browser, 'eident', NO_SOCIALNO);
    // The browser lands on the return page with the code in the URL, as it does for real.
    await browser.get(`${back.returnUrl.pathname}${back.returnUrl.search}`);
    await browser.get(`/eident-return/GetViewModel${back.returnUrl.search}`);
    const result = await status(browser, 'eident', { code: back.code, state: back.state });
    await status(browser, 'eident', { code: back.code, state: back.state });
    const log = logLines.join('');
    expect(log).toContain('/eident-return/?code=***');
    expect(log).toContain('/account_service/login/eident/status');
    for (const secret of [result.token, back.code, back.state, NO_SOCIALNO, NO_NIN, FI_HETU, UNKNOWN_NO]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('request URL masking', () => {
  it('masks code and state in logged URLs and leaves other parameters', () => {
    expect(maskedRequestUrl('/eident-return/?code=abc+d&state=xyz&lang=no')).toBe(
      '/eident-return/?code=***&state=***&lang=no',
    );
    expect(maskedRequestUrl('/sok/?q=code')).toBe('/sok/?q=code');
    expect(maskedRequestUrl('/plain/')).toBe('/plain/');
  });
});
