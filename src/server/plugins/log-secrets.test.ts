import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount } from '../../../seed/accounts/demo-accounts';
import { seedAccounts } from '../../../seed/accounts/seed-accounts';
import { SITES } from '../../shared/sites/sites';
import { type App, buildApp } from '../app';
import { identitySessions, mailOutbox, users } from '../db/schema';
import { loginThroughSimulator } from '../modules/eident/testing/eident-test-flow';
import { queuedMailSettled } from '../modules/mail/mail-queue';
import { HostBrowser } from '../providers/eident/testing-browser';
import { testConfig } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { appLoggerOptions } from './request-log';

// The app's own logger at level debug records a full run over real HTTP: email login, forgot
// password and reset, change of email, BankID login through the simulator, Norwegian e-ident
// login, and a query that fails. Then the log is searched for everything a thief or a privacy
// auditor would look for: none of it may be there.

const NEW_PASSWORD = 'Nytt-losen-2026!';
const NEW_EMAIL = 'resident.new@demo.hemvist.se';

let database: TestDatabase;
let app: App;
let port: number;
const log: string[] = [];
/** Every secret the run handed out, collected as the run goes. */
const secrets = new Set<string>();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedAccounts(database.handle.db);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log.push(String(chunk));
      done();
    },
  });
  app = await buildApp(testConfig, {
    database: database.handle,
    logger: { ...appLoggerOptions('debug'), stream },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

function remember(...values: (string | null | undefined)[]) {
  for (const value of values) if (value) secrets.add(value);
}

/** The link of the newest outbox mail to `to`, and the token it carries. */
async function mailedLink(to: string): Promise<{ link: URL; token: string }> {
  // Mail is composed after the answer is sent: wait for what was queued.
  await queuedMailSettled(app);
  const [mail] = await database.handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(sql`${mailOutbox.createdAt} desc`)
    .limit(1);
  const href = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  const link = href ? new URL(href) : undefined;
  const token = link?.searchParams.get('token');
  if (!link || !token) throw new Error(`no link mailed to ${to}`);
  return { link, token };
}

async function emailLogin(browser: HostBrowser, email: string, password: string) {
  const response = await browser.postJson('/account_service/login/email', {
    email,
    password,
    siteId: SITES.se.siteId,
  });
  const body = response.json<{ status: string; token?: string }>();
  expect(body.status).toBe('Ok');
  remember(body.token);
}

async function runEverything() {
  const resident = demoAccount('resident');
  const email = resident.email ?? '';
  const se = new HostBrowser(port, 'localhost');

  await emailLogin(se, email, DEMO_PASSWORD);
  expect((await se.get('/account_service/session')).status).toBe(200);

  // Forgot password, open the mailed link, choose a new password, log in with it.
  expect((await se.postJson('/system/user/forgotpassword', { email })).status).toBe(200);
  const { link: resetLink, token: resetToken } = await mailedLink(email);
  remember(resetToken);
  await se.get(`${resetLink.pathname}${resetLink.search}`);
  const reset = await se.postJson('/system/user/setpassword', { token: resetToken, password: NEW_PASSWORD });
  expect(reset.status).toBe(200);
  await emailLogin(se, email, NEW_PASSWORD);

  // Change of email through the link mailed to the new address.
  expect((await se.postJson('/system/user/triggerchangeemail', { newEmail: NEW_EMAIL })).status).toBe(200);
  const { link: changeLink, token: changeToken } = await mailedLink(NEW_EMAIL);
  remember(changeToken);
  await se.get(`${changeLink.pathname}${changeLink.search}`);
  expect((await se.get(`/system/user/changeemail/${encodeURIComponent(changeToken)}`)).status).toBe(200);

  // BankID login: start, the person approves in the simulator, the portal polls.
  const bankIdBrowser = new HostBrowser(port, 'localhost');
  const started = await bankIdBrowser.postJson('/account_service/login/bank_id/start', {
    returnUrl: '/mina-sidor/',
    environment: 'local',
  });
  const { sessionId, autoStartToken } = started.json<{ sessionId: string; autoStartToken: string }>();
  const [session] = await database.handle.db
    .select()
    .from(identitySessions)
    .where(eq(identitySessions.id, sessionId));
  remember(sessionId, autoStartToken, session?.orderRef, session?.qrStartToken, session?.qrStartSecret);
  await bankIdBrowser.get(`/bankid-simulator/autostart?token=${autoStartToken}`);
  await bankIdBrowser.get(`/bankid-simulator/orders/${session?.orderRef}`);
  const vip = demoAccount('vip');
  await bankIdBrowser.postForm(`/bankid-simulator/orders/${session?.orderRef}/approve`, {
    personalNumber: vip.personalNumber ?? '',
  });
  const polled = await bankIdBrowser.get(`/account_service/login/bank_id/status/${sessionId}`);
  const bankIdResult = polled.json<{ status: string; token?: string }>();
  expect(bankIdResult.status).toBe('Ok');
  remember(bankIdResult.token);

  // BankID through the simulator's own links, as a tester without the app uses them: the order
  // opened by personal number (which answers with signAs in the next link), by the QR data and
  // by the autostart token, then approved.
  const byLinks = new HostBrowser(port, 'localhost');
  const linked = await byLinks.postJson('/account_service/login/bank_id/start', {
    returnUrl: '/mina-sidor/',
    environment: 'local',
  });
  const linkedStart = linked.json<{ sessionId: string; autoStartToken: string; qrData: string }>();
  const [linkedSession] = await database.handle.db
    .select()
    .from(identitySessions)
    .where(eq(identitySessions.id, linkedStart.sessionId));
  remember(linkedStart.sessionId, linkedStart.autoStartToken, linkedStart.qrData, linkedSession?.orderRef);
  remember(linkedSession?.qrStartToken, linkedSession?.qrStartSecret);
  const signer = demoAccount('neighbour').personalNumber ?? '';
  const byNumber = await byLinks.get(`/bankid-simulator/open?pno=${signer}`);
  expect(byNumber.location).toContain('signAs=');
  expect((await byLinks.get(byNumber.location ?? '')).status).toBe(200);
  expect(
    (await byLinks.get(`/bankid-simulator/open?qr=${encodeURIComponent(linkedStart.qrData)}`)).status,
  ).toBe(303);
  await byLinks.get(`/bankid-simulator/autostart?autostarttoken=${linkedStart.autoStartToken}`);
  await byLinks.postForm(`/bankid-simulator/orders/${linkedSession?.orderRef}/approve`, {
    personalNumber: signer,
  });
  const linkedResult = (
    await byLinks.get(`/account_service/login/bank_id/status/${linkedStart.sessionId}`)
  ).json<{
    status: string;
    token?: string;
  }>();
  expect(linkedResult.status).toBe('Ok');
  remember(linkedResult.token);

  // Any route may be sent an e-mail address or a personal number, in its path or its query.
  await se.get(`/sok-bostad/?q=${encodeURIComponent(email)}&email=${encodeURIComponent(email)}`);
  await se.get(`/mina-sidor/${signer}/?personalNumber=${signer.slice(2, 8)}-${signer.slice(8)}`);
  await se.get(`/account_service/favorites/${encodeURIComponent(email)}`);

  // Norwegian e-ident login through the OIDC simulator, back on /eident-return/.
  const no = new HostBrowser(port, 'no.localhost');
  const norway = demoAccount('norway');
  const back = await loginThroughSimulator(no, 'eident', norway.nationalId?.id ?? '');
  remember(back.code, back.state);
  await no.get(`${back.returnUrl.pathname}${back.returnUrl.search}`);
  const eident = await no.postJson('/account_service/login/eident/status', {
    environment: 'local',
    code: back.code,
    state: back.state,
  });
  const eidentResult = eident.json<{ status: string; token?: string }>();
  expect(eidentResult.status).toBe('Ok');
  remember(eidentResult.token);

  // A query that fails: its parameters (the email) must not follow it into the log.
  await database.handle.db.execute(sql`alter table users rename to users_away`);
  try {
    const failing = await se.postJson('/account_service/login/email', {
      email: demoAccount('board').email,
      password: DEMO_PASSWORD,
      siteId: SITES.se.siteId,
    });
    expect(failing.status).toBe(500);
  } finally {
    await database.handle.db.execute(sql`alter table users_away rename to users`);
  }
}

describe('the log of a full run at level debug', () => {
  it('holds no password, hash, token, personal number or email', async () => {
    await runEverything();
    const text = log.join('');
    const hashes = await database.handle.db.select({ hash: users.passwordHash }).from(users);
    for (const { hash } of hashes) remember(hash);
    remember(DEMO_PASSWORD, NEW_PASSWORD, NEW_EMAIL);
    for (const person of DEMO_ACCOUNTS) {
      // An address in a URL is logged as sent: its @ as %40.
      remember(person.email, person.email && encodeURIComponent(person.email), person.nationalId?.id);
      const pnr = person.personalNumber;
      // Swedish personal numbers in both forms: 198103159821 and 810315-9821.
      if (pnr) remember(pnr, `${pnr.slice(2, 8)}-${pnr.slice(8)}`, `${pnr.slice(0, 8)}-${pnr.slice(8)}`);
    }
    expect(secrets.size).toBeGreaterThan(40);
    const found = [...secrets].filter((secret) => text.includes(secret));
    expect(found).toEqual([]);
    // The run was logged at all: requests, and the failed query with its SQL.
    expect(text).toContain('/account_service/login/bank_id/status/***');
    expect(text).toContain('/system/user/changeemail/***');
    expect(text).toMatch(/Failed query: select .* from \\"users\\"/);

    // Shapes as well as known values: argon2 hashes, JWTs, 12-digit and Nordic personal numbers.
    // Random UUIDs (request ids) and decimal fractions (response times) are taken out first: a
    // UUID's last group such as 193182074857, or a response time such as 25.38081100001 (eleven
    // digits, a Norwegian number's length), read like personal numbers and failed runs by chance.
    const withoutIds = text
      .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<uuid>')
      .replace(/\b\d+\.\d+\b/g, '<decimal>');
    expect(text).not.toMatch(/\$argon2(id|i|d)\$/);
    expect(text).not.toMatch(/eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/);
    expect(withoutIds).not.toMatch(/\b(19|20)\d{6}[-+]?\d{4}\b/);
    expect(withoutIds).not.toMatch(/\b\d{6}[-+A]\d{3}[0-9A-Y]\b/);
    expect(withoutIds).not.toMatch(/\b\d{11}\b/);
    expect(text).not.toMatch(/@demo\.hemvist\.(se|no|fi)/);
  });
});
