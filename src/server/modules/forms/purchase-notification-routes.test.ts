import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGE_STATUS } from '../../../shared/residence/residence-enums';
import { requireRoute } from '../../../shared/sites/routes';
import { SITES } from '../../../shared/sites/sites';
import { PURCHASE_NOTIFICATION_ENDPOINT } from '../../../shared/validation/purchase-notification';
import { formSubmissions, residenceObjects, residenceStages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The purchase notification (issue 35 item 4): POST /api/forms/purchase stores one notification
// per person and home of the site, checked against the catalogue; its page offers the site's
// projects from the database.

let ctx: TestApp;
const SE = 'localhost';
const NO = 'no.localhost';
const PAGE = requireRoute('se', 'purchaseNotification');
const db = () => ctx.database.handle.db;

interface Home {
  stageId: string;
  stageName: string;
  objectNumber: string;
}

async function homeOf(siteKey: 'se' | 'no', skip = 0): Promise<Home> {
  const rows = await db()
    .select({
      stageId: residenceStages.id,
      stageName: residenceStages.name,
      objectNumber: residenceObjects.objectNumber,
    })
    .from(residenceObjects)
    .innerJoin(residenceStages, eq(residenceStages.id, residenceObjects.stageId))
    .where(
      and(
        eq(residenceStages.siteId, SITES[siteKey].siteId),
        inArray(residenceStages.stageStatus, [STAGE_STATUS.forSale, STAGE_STATUS.moveInReady]),
      ),
    )
    .orderBy(residenceObjects.objectNumber)
    .limit(skip + 1)
    .offset(skip);
  const home = rows[0];
  if (!home) throw new Error(`no home on ${siteKey}`);
  return home;
}

const valid = (home: Home, email = 'kopare@example.se') => ({
  name: 'Karin Köpare',
  email,
  phone: '070-123 45 67',
  stageId: home.stageId,
  objectNumber: home.objectNumber,
  message: '',
  terms: true,
  pagePath: PAGE,
});

const send = (payload: object, host = SE) =>
  ctx.app.inject({ method: 'POST', url: PURCHASE_NOTIFICATION_ENDPOINT.path, headers: { host }, payload });

const storedFor = (email: string) =>
  db()
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.form, 'purchase'), eq(formSubmissions.email, email)));

beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => ctx.close());

describe('the purchase notification page', () => {
  it('offers exactly the site’s projects one can have bought in, from the catalogue', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${PAGE}GetViewModel`,
      headers: { host: SE },
    });
    expect(response.statusCode).toBe(200);
    const { currentComponent, viewModel } = response.json().template;
    expect(currentComponent).toBe('purchase-notification');
    const offered = (viewModel.stages as { value: string }[]).map((stage) => stage.value).sort();
    const expected = await db()
      .select({ id: residenceStages.id })
      .from(residenceStages)
      .where(
        and(
          eq(residenceStages.siteId, SITES.se.siteId),
          inArray(residenceStages.stageStatus, [
            STAGE_STATUS.forSale,
            STAGE_STATUS.preSelling,
            STAGE_STATUS.moveInReady,
            STAGE_STATUS.soldOut,
          ]),
        ),
      );
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).toEqual(expected.map((row) => row.id).sort());
  });

  it('is on every site that sells homes, in its language', async () => {
    for (const [site, host, heading] of [
      ['no', NO, 'Kjøpsmelding'],
      ['fi', 'fi.localhost', 'Ostoilmoitus'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: requireRoute(site, 'purchaseNotification'),
        headers: { host },
      });
      expect(response.statusCode, site).toBe(200);
      expect(response.body).toContain(`>${heading}</h1>`);
    }
  });
});

describe('POST /api/forms/purchase', () => {
  it('stores a notification of a home of the site (201) with the home as the catalogue spells it', async () => {
    const home = await homeOf('se');
    const email = 'ny.kopare@example.se';
    const response = await send({ ...valid(home, email), objectNumber: home.objectNumber.toLowerCase() });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      form: 'purchase',
      stageName: home.stageName,
      objectNumber: home.objectNumber,
    });
    const rows = await storedFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toMatchObject({ stageId: home.stageId, objectNumber: home.objectNumber });
  });

  it('answers the same person notifying the same home again with the first notification (200)', async () => {
    const home = await homeOf('se', 1);
    const email = 'igen@example.se';
    const first = await send(valid(home, email));
    expect(first.statusCode).toBe(201);
    const again = await send(valid(home, 'IGEN@example.se'));
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await storedFor(email)).toHaveLength(1);
  });

  it('keeps one notification when the same one arrives many times at once (a double click)', async () => {
    const home = await homeOf('se', 2);
    const email = 'dubbelklick@example.se';
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(valid(home, email))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await storedFor(email)).toHaveLength(1);
  });

  it('refuses a project of another site and an unknown home number, naming the field', async () => {
    const norwegian = await homeOf('no');
    const other = await send({ ...valid(norwegian), email: 'annan@example.se' });
    expect(other.statusCode).toBe(400);
    expect(other.json().issues).toEqual([{ path: 'stageId', message: 'invalidInput' }]);

    const home = await homeOf('se');
    const unknown = await send({ ...valid(home), objectNumber: 'ZZ-9999', email: 'okand@example.se' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([{ path: 'objectNumber', message: 'invalidInput' }]);
    expect(await storedFor('annan@example.se')).toHaveLength(0);
    expect(await storedFor('okand@example.se')).toHaveLength(0);
  });

  it('refuses a form that was not sent from the site’s purchase notification page', async () => {
    const home = await homeOf('se');
    for (const pagePath of ['/', '/om-oss/', '/finns-inte/']) {
      const response = await send({ ...valid(home), pagePath });
      expect(response.statusCode, pagePath).toBe(400);
      expect(response.json().issues).toEqual([{ path: 'pagePath', message: 'invalidInput' }]);
    }
    // The Norwegian page path on the Swedish host is not a page of the Swedish site.
    const norwegian = await homeOf('no');
    const crossSite = await send({
      ...valid(norwegian),
      pagePath: requireRoute('no', 'purchaseNotification'),
    });
    expect(crossSite.statusCode).toBe(400);
  });

  it('judges each field with the shared rules and answers 400 with error keys, never 5xx', async () => {
    const home = await homeOf('se');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'required'],
      [{ name: 'Karin 2' }, 'name', 'invalidInput'],
      [{ email: 'inte-en-adress' }, 'email', 'email'],
      [{ phone: '12' }, 'phone', 'phoneNumber'],
      [{ stageId: '' }, 'stageId', 'required'],
      [{ stageId: 'nacka' }, 'stageId', 'invalidInput'],
      [{ objectNumber: '' }, 'objectNumber', 'required'],
      [{ objectNumber: '<script>' }, 'objectNumber', 'invalidInput'],
      [{ objectNumber: 'A'.repeat(21) }, 'objectNumber', 'maxLength'],
      [{ message: 'se www.example.com' }, 'message', 'invalidInput'],
      [{ terms: false }, 'terms', 'required'],
    ];
    for (const [change, path, message] of cases) {
      const response = await send({ ...valid(home), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().issues, JSON.stringify(change)).toContainEqual({ path, message });
    }
    for (const body of [null, [], 'text', { stageId: 42 }, { ...valid(home), objectNumber: { $ne: 1 } }]) {
      const response = await send(body as object);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
  });

  it('stores a notification on the Norwegian site as that site’s', async () => {
    const norwegian = await homeOf('no');
    const response = await send(
      { ...valid(norwegian, 'grannen@example.no'), pagePath: requireRoute('no', 'purchaseNotification') },
      NO,
    );
    expect(response.statusCode, response.body).toBe(201);
    const rows = await db()
      .select({ siteKey: formSubmissions.siteKey })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.email, 'grannen@example.no'), ne(formSubmissions.siteKey, 'se')));
    expect(rows).toEqual([{ siteKey: 'no' }]);
  });
});
