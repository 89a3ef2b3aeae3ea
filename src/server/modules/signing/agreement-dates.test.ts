import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milestonesInOrder, projectMilestones } from '../../../shared/booking/project-milestones';
import { formatDate } from '../../../shared/format/dates';
import { MY_PAGES_ENDPOINTS } from '../../../shared/my-pages/my-pages-endpoints';
import { MY_RESIDENCE_ENDPOINTS } from '../../../shared/my-pages/residence-endpoints';
import { SIGNING_ENDPOINTS as E } from '../../../shared/signing/signing-endpoints';
import {
  bookingInteriorOptions,
  bookingProjects,
  residenceBookings,
  residenceObjects,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { emailLogin, freshIp, SE_HOST } from '../account/testing/account-test-app';
import { findBookingAgreement } from './signing-repository';
import { visibleTextOf } from './signing-service';
import { pdfTextLines } from './testing/pdf-text';
import {
  bookableHomes,
  endBookingsInStage,
  moveToSignStep,
  newIdempotencyKey,
} from './testing/signing-test-setup';

// Issue 33 item 5: the agreement says what was bought — the interior options chosen in flow C
// and the price with them — and its dates are the ones my pages' timeline and overview give,
// in their order (inspection, final payment, access), all read from the project's milestones.

let ctx: TestApp;
let headers: Record<string, string>;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers, remoteAddress: freshIp(), payload });

beforeAll(async () => {
  ctx = await createTestApp();
  const { body } = await emailLogin(ctx.app, 'buyer-se', { host: SE_HOST, ip: freshIp() });
  if (body.status !== 'Ok' || !body.token) throw new Error('buyer-se could not log in');
  headers = { authorization: `Bearer ${body.token}`, host: SE_HOST };
}, 120_000);
afterAll(() => ctx.close());

/** A held booking of flow C at its sign step, with the smoked oak floor chosen (+28 000 kr). */
async function flowCBookingWithChoices() {
  const db = ctx.database.handle.db;
  const homes = await bookableHomes(db, 'se');
  const [project] = await db.select().from(bookingProjects).where(eq(bookingProjects.flow, 'C'));
  const home = homes.find((candidate) => candidate.stageId === project?.stageId);
  if (!home) throw new Error('no flow C home');
  await endBookingsInStage(db, home.stageId);
  const started = await call('POST', '/api/buyresidence/startbookingasync', {
    objectId: home.id,
    idempotencyKey: newIdempotencyKey(),
  });
  expect(started.statusCode, started.body).toBe(200);
  const bookingId = started.json().bookingId as string;
  const options = await db
    .select()
    .from(bookingInteriorOptions)
    .where(eq(bookingInteriorOptions.stageId, home.stageId));
  const choices = Object.fromEntries(
    options
      .filter((option) => (option.groupKey === 'floor' ? !option.isDefault : option.isDefault))
      .map((option) => [option.groupKey, option.id]),
  );
  await db
    .update(residenceBookings)
    .set({ answers: { choices: { choices } } })
    .where(eq(residenceBookings.id, bookingId));
  await moveToSignStep(db, bookingId);
  return bookingId;
}

describe('the booking agreement of flow C', () => {
  it('lists the chosen options and the total, and gives the dates my pages give, in order', async () => {
    const bookingId = await flowCBookingWithChoices();
    const signed = await call('POST', E.signContract.path, { bookingId });
    expect(signed.statusCode, signed.body).toBe(200);
    const file = await call('GET', `/api/signing/documents/${signed.body}/file`);
    const lines = pdfTextLines(file.rawPayload);

    // What was bought: the home, the options with their prices, the price including them.
    const price = lines.find((line) => line.startsWith('Pris: '));
    expect(lines).toEqual(
      expect.arrayContaining(['Tillval', 'Golv – Ekplank, rökt: 28 000 kr', 'Kök – Vita luckor: 0 kr']),
    );
    const amount = (line: string | undefined) => Number((line ?? '').replace(/\D/g, ''));
    const total = lines.find((line) => line.startsWith('Pris inklusive tillval: '));
    expect(amount(total)).toBe(amount(price) + 28_000);
    // What BankID shows to sign says it too.
    const document = await findBookingAgreement(ctx.database.handle.db, bookingId);
    if (!document) throw new Error('no agreement');
    expect(await visibleTextOf(ctx.app, document)).toContain(
      `| Pris inklusive tillval | ${total?.replace('Pris inklusive tillval: ', '')} |`,
    );
    // The summary before signing says the same.
    const summary = await call('GET', E.bookingAgreement.path.replace(':bookingId', bookingId));
    expect(summary.json()).toMatchObject({
      interiorOptions: expect.arrayContaining([
        { groupName: 'Golv', name: 'Ekplank, rökt', price: 2_800_000 },
      ]),
      totalPrice: amount(total) * 100,
    });

    // The agreement's dates, in the order it gives them.
    const dateOf = (label: string) => {
      const line = lines.find((candidate) => candidate.startsWith(`${label}: `)) ?? '';
      return line.slice(label.length + 2);
    };
    const agreementDates = ['Besiktning', 'Slutbetalning', 'Preliminärt tillträde'].map(dateOf);
    const labelsInOrder = lines.filter((line) =>
      /^(Besiktning|Slutbetalning|Preliminärt tillträde|Sista dag för tillval): /.test(line),
    );
    expect(labelsInOrder.map((line) => line.split(':')[0])).toEqual([
      'Sista dag för tillval',
      'Besiktning',
      'Slutbetalning',
      'Preliminärt tillträde',
    ]);
    expect([...agreementDates].sort()).toEqual(agreementDates);
    expect(new Set(agreementDates).size).toBe(3);

    // Signed (as BankID would): the timeline and the overview give the same dates.
    const db = ctx.database.handle.db;
    await db
      .update(residenceBookings)
      .set({ status: 'signed', signedAt: new Date() })
      .where(and(eq(residenceBookings.id, bookingId)));
    const timeline = await call('GET', MY_RESIDENCE_ENDPOINTS.timeline.path.replace(':bookingId', bookingId));
    expect(timeline.statusCode, timeline.body).toBe(200);
    const stepDates = (steps: { step: string; date: string | null }[]) =>
      ['inspection', 'payment', 'move-in'].map((step) =>
        formatDate(steps.find((entry) => entry.step === step)?.date ?? '', 'sv'),
      );
    expect(stepDates(timeline.json().steps)).toEqual(agreementDates);
    const overview = await call('GET', MY_PAGES_ENDPOINTS.overview.path);
    expect(overview.statusCode, overview.body).toBe(200);
    const home = overview
      .json()
      .homes.find((entry: { objectNumber: string }) => lines.includes(`Objektnummer: ${entry.objectNumber}`));
    expect(stepDates(home.steps)).toEqual(agreementDates);
  });
});

describe('the seeded projects', () => {
  it('date every home in order: inspection, final payment, then its access', async () => {
    const db = ctx.database.handle.db;
    const homes = await db
      .select({ project: bookingProjects, moveInDate: residenceObjects.inhabitDate })
      .from(bookingProjects)
      .innerJoin(residenceObjects, eq(residenceObjects.stageId, bookingProjects.stageId));
    expect(homes.length).toBeGreaterThan(0);
    const outOfOrder = homes.filter(
      ({ project, moveInDate }) =>
        !milestonesInOrder(
          projectMilestones({
            signedAt: null,
            interiorDeadline: project.interiorDeadline,
            inspectionDate: project.inspectionDate,
            finalPaymentDate: project.finalPaymentDate,
            moveInDate,
          }),
        ),
    );
    expect(outOfOrder).toEqual([]);
  });
});
