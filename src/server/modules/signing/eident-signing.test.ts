import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '../../../../seed/seed-demo-world';
import { SIGNING_ENDPOINTS as E } from '../../../shared/signing/signing-endpoints';
import { SITES } from '../../../shared/sites/sites';
import { type App, buildApp } from '../../app';
import { documents, residenceBookings } from '../../db/schema';
import { HostBrowser } from '../../providers/eident/testing-browser';
import { testConfig } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { visitSimulator } from '../eident/testing/eident-test-flow';
import {
  bookableHomes,
  endBookingsInStage,
  moveToSignStep,
  newIdempotencyKey,
} from './testing/signing-test-setup';

// Signing in Norway and Finland (ADR 0009) over real HTTP: the buyer logs in, holds a home at
// its sign step, leaves for the e-ident simulator, and the broker's return signs the agreement
// only when the person is the buyer; a cancel at the broker leaves it unsigned.

const BUYERS = {
  no: {
    host: 'no.localhost',
    email: 'buyer@demo.hemvist.no',
    nationalId: '07088935890',
    other: '15038512363',
  },
  fi: {
    host: 'fi.localhost',
    email: 'buyer@demo.hemvist.fi',
    nationalId: '030790-456H',
    other: '120385-9015',
  },
} as const;
const PROVIDER = { no: ['eident', 'status'], fi: ['signicat', 'validate'] } as const;

let database: TestDatabase;
let app: App;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoWorld(database.handle.db);
  app = await buildApp(testConfig, { database: database.handle, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const homeIndex = { no: 0, fi: 0 };

/** A browser logged in as the site's demo buyer. */
async function loggedIn(site: 'no' | 'fi') {
  const browser = new HostBrowser(port, BUYERS[site].host);
  const login = await browser.postJson('/account_service/login/email', {
    email: BUYERS[site].email,
    password: 'Hemvist-demo-2026',
    siteId: SITES[site].siteId,
  });
  expect(login.status, login.text).toBe(200);
  return browser;
}

async function buyerAtSign(site: 'no' | 'fi', coBuyerNationalId?: string) {
  const browser = await loggedIn(site);
  const home = (await bookableHomes(database.handle.db, site))[homeIndex[site]++];
  if (!home) throw new Error('no home');
  await endBookingsInStage(database.handle.db, home.stageId);
  const started = await browser.postJson('/api/buyresidence/startbookingasync', {
    objectId: home.id,
    idempotencyKey: newIdempotencyKey(),
  });
  expect(started.status, started.text).toBe(200);
  const bookingId = started.json<{ bookingId: string }>().bookingId;
  if (coBuyerNationalId)
    await database.handle.db
      .update(residenceBookings)
      .set({
        coBuyerFirstName: 'Sámi',
        coBuyerLastName: 'Čuđđi',
        coBuyerEmail: 'medkjoper@example.com',
        coBuyerSecurityNumber: coBuyerNationalId,
      })
      .where(eq(residenceBookings.id, bookingId));
  await moveToSignStep(database.handle.db, bookingId);
  const contract = await browser.postJson(E.signContract.path, { bookingId });
  expect(contract.status, contract.text).toBe(200);
  return { browser, bookingId, documentId: contract.text };
}

async function sign(site: 'no' | 'fi', fields: Record<string, string>) {
  const { browser, bookingId, documentId } = await buyerAtSign(site);
  const [provider, finish] = PROVIDER[site];
  const start = await browser.postJson(`/account_service/booking/${provider}/start`, {
    documentId,
    returnUrl: '/varaus/?step=sign',
    environment: 'local',
  });
  expect(start.status, start.text).toBe(200);
  const { authorizationUrl } = start.json<{ authorizationUrl: string }>();
  const back = await visitSimulator(browser, authorizationUrl, fields);
  const result = await browser.postJson(`/account_service/booking/${provider}/${finish}`, {
    code: back.code ?? undefined,
    error: back.error ?? undefined,
    state: back.state,
    environment: 'local',
  });
  expect(result.status, result.text).toBe(200);
  const [document] = await database.handle.db.select().from(documents).where(eq(documents.id, documentId));
  const [booking] = await database.handle.db
    .select()
    .from(residenceBookings)
    .where(eq(residenceBookings.id, bookingId));
  return { result: result.json(), document, booking, browser, documentId };
}

for (const site of ['no', 'fi'] as const) {
  describe(`e-ident signing on ${site}`, () => {
    it('signs the agreement when the buyer authenticates, and the booking becomes signed', async () => {
      const { result, document, booking, browser, documentId } = await sign(site, {
        decision: 'login',
        typedNationalId: BUYERS[site].nationalId,
      });
      expect(result).toEqual({ status: 'Complete', documentId });
      expect(document).toMatchObject({
        status: 'done',
        signatureProvider: site === 'no' ? 'eident-no' : 'eident-fi',
      });
      expect(document?.signature?.split('.')).toHaveLength(3);
      expect(booking?.status).toBe('signed');
      const file = await browser.get(`/api/signing/documents/${documentId}/file`);
      expect(file.status).toBe(200);
    });

    it('refuses someone else’s identity', async () => {
      const { result, document, booking } = await sign(site, {
        decision: 'login',
        nationalId: BUYERS[site].other,
      });
      expect(result).toEqual({ status: 'Error', reason: 'WRONG_PERSON' });
      expect(document?.status).toBe('pending');
      expect(booking?.status).toBe('held');
    });

    it('a cancel at the broker leaves the agreement unsigned', async () => {
      const { result, document } = await sign(site, { decision: 'cancel' });
      expect(result).toEqual({ status: 'Cancelled' });
      expect(document?.status).toBe('pending');
    });
  });

  describe(`e-ident signing with a co-buyer on ${site}`, () => {
    /** One signer's round at the broker for a document: start, the simulator, the return. */
    async function signAs(
      browser: HostBrowser,
      documentId: string,
      signer: 'buyer' | 'co-buyer',
      fields: Record<string, string>,
    ) {
      const [provider, finish] = PROVIDER[site];
      const start = await browser.postJson(`/account_service/booking/${provider}/start`, {
        documentId,
        returnUrl: '/varaus/?step=sign',
        environment: 'local',
        signer,
      });
      expect(start.status, start.text).toBe(200);
      const back = await visitSimulator(
        browser,
        start.json<{ authorizationUrl: string }>().authorizationUrl,
        fields,
      );
      const result = await browser.postJson(`/account_service/booking/${provider}/${finish}`, {
        code: back.code ?? undefined,
        error: back.error ?? undefined,
        state: back.state,
        environment: 'local',
      });
      expect(result.status, result.text).toBe(200);
      return result.json();
    }

    async function bookingStatus(bookingId: string) {
      const [row] = await database.handle.db
        .select({ status: residenceBookings.status })
        .from(residenceBookings)
        .where(eq(residenceBookings.id, bookingId));
      return row?.status;
    }

    it('signs when the buyer and then the co-buyer (by the id given for them) have authenticated', async () => {
      const { browser, bookingId, documentId } = await buyerAtSign(site, BUYERS[site].other);
      const buyer = await signAs(browser, documentId, 'buyer', {
        decision: 'login',
        typedNationalId: BUYERS[site].nationalId,
      });
      expect(buyer).toEqual({ status: 'Complete', documentId, remainingSigners: ['co-buyer'] });
      expect(await bookingStatus(bookingId)).toBe('held');
      // Anyone else, here the buyer again, is refused as the co-buyer.
      const wrong = await signAs(browser, documentId, 'co-buyer', {
        decision: 'login',
        typedNationalId: BUYERS[site].nationalId,
      });
      expect(wrong).toEqual({ status: 'Error', reason: 'WRONG_PERSON' });
      expect(await bookingStatus(bookingId)).toBe('held');
      // The co-buyer on the buyer's login: a browser of its own, as the simulator's session of
      // another person would need its script-run form post, which this client does not run.
      const coBuyer = await signAs(await loggedIn(site), documentId, 'co-buyer', {
        decision: 'login',
        nationalId: BUYERS[site].other,
      });
      expect(coBuyer).toEqual({ status: 'Complete', documentId });
      expect(await bookingStatus(bookingId)).toBe('signed');
      const [document] = await database.handle.db
        .select()
        .from(documents)
        .where(eq(documents.id, documentId));
      expect(document?.status).toBe('done');
    });
  });
}
