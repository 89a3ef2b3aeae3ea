import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_ENDPOINTS as E } from '../../../shared/payments/payment-endpoints';
import { paymentAttempts, payments, residenceBookings } from '../../db/schema';
import { attemptHex } from '../../providers/payments/payment-provider';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { paymentDepsOf, reconcileOpenAttempts } from './payment-reconciler';
import { type PaymentTestWorld, paymentTestWorld } from './testing/payment-test-world';

// One charge per fee (issue 32 item 1) and provider URLs from the site table (item 9). A payer
// who starts Swish, card and bank at once for one booking fee, then approves everything their
// screens show, is charged once, by the simulators' own records; and a start on a Host that
// names no site never reaches a provider with that host in its URLs.

let ctx: TestApp;
let world: PaymentTestWorld;
const BUYER = 'buyer-se';
const ROUNDS = 20;
const STARTS = [E.startSwish.path, E.startCard.path, E.startBank.path];

beforeAll(async () => {
  ctx = await createTestApp();
  world = paymentTestWorld(ctx);
  await world.login(BUYER);
}, 120_000);
afterAll(() => ctx.close());

describe('one charge per fee', () => {
  it(`Swish, card and bank started at once, ${ROUNDS} times: each time the payer is charged once and it is recorded once`, async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const booking = await world.signedBooking(BUYER);
      const { paymentId } = await world.paymentNumberFor(BUYER, booking.bookingId);
      const bodies = STARTS.map(() => world.feeBody(BUYER, booking));
      const answers = await Promise.all(STARTS.map((path, i) => world.post(BUYER, path, bodies[i] ?? {})));

      // Each start is opened or told another way to pay is under way; none fails otherwise.
      for (const answer of answers) {
        if (answer.statusCode === 200) expect(answer.json().state, `round ${round}`).toBe('pending');
        else
          expect([answer.statusCode, answer.json().code], `round ${round}`).toEqual([
            409,
            'PAYMENT_IN_PROGRESS',
          ]);
      }
      expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);

      const attemptIds = bodies.map((body) => body.PaymentNumber);
      await world.approveEverywhere(attemptIds);
      expect(await world.chargesFor(attemptIds), `round ${round}`).toHaveLength(1);

      // The one charge is recorded, whichever it was (the bank's by the job, once executed).
      await world.later(10_000, () => reconcileOpenAttempts(paymentDepsOf(ctx.app)));
      const [payment] = await world.db().select().from(payments).where(eq(payments.id, paymentId));
      expect(payment?.status, `round ${round}`).toBe('Paid');
      const settled = await world
        .db()
        .select({ status: paymentAttempts.status })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.paymentId, paymentId));
      expect(settled.filter((attempt) => attempt.status === 'paid')).toHaveLength(1);
      expect(settled.filter((attempt) => ['opening', 'created'].includes(attempt.status))).toEqual([]);
      const [row] = await world
        .db()
        .select({ status: residenceBookings.status })
        .from(residenceBookings)
        .where(eq(residenceBookings.id, booking.bookingId));
      expect(row?.status).toBe('paid');
    }
  }, 120_000);
});

describe('provider URLs', () => {
  it('a start on a Host that names no site answers 421 and reaches no provider with that host', async () => {
    const booking = await world.signedBooking(BUYER);
    const { paymentId } = await world.paymentNumberFor(BUYER, booking.bookingId);
    const hosts = ['evil.example', 'localhost.evil.example', 'evil.example:8443'];
    const attemptIds: string[] = [];
    const refused = async (host: string, path: string, body: object) => {
      const answer = await world.post(BUYER, path, body, host);
      expect([answer.statusCode, answer.json().code], `${host} ${path}`).toEqual([421, 'UNKNOWN_SITE']);
    };
    for (const host of hosts) {
      for (const path of STARTS) {
        const body = world.feeBody(BUYER, booking, { ReturnPath: '/boka/payment/' });
        attemptIds.push(body.PaymentNumber);
        await refused(host, path, body);
      }
      // My pages' start of the same fee.
      const body = world.feeBody(BUYER, booking);
      attemptIds.push(body.PaymentNumber);
      await refused(host, `/api/payments/${paymentId}/start`, {
        method: 'card',
        paymentNumber: body.PaymentNumber,
      });
    }
    const sim = world.sim();
    const everyUrl = JSON.stringify([
      await sim.swish?.list(),
      sim.svea?.list().map((entry) => entry.order.MerchantSettings),
      sim.nordea?.list().map((entry) => entry.redirectUrl),
    ]);
    expect(everyUrl).not.toContain('evil.example');
    expect(
      await world.db().select().from(paymentAttempts).where(inArray(paymentAttempts.id, attemptIds)),
    ).toEqual([]);

    // On the site's own host they are the site's configured origin.
    const body = world.feeBody(BUYER, booking, { ReturnPath: '/boka/payment/' });
    const started = await world.post(BUYER, E.startCard.path, body);
    expect(started.statusCode, started.body).toBe(200);
    const order = sim.svea
      ?.list()
      .find((entry) => entry.order.ClientOrderNumber === attemptHex(body.PaymentNumber));
    expect(order?.order.MerchantSettings).toMatchObject({
      ConfirmationUri: `http://localhost/boka/payment/?cid=${body.PaymentNumber}&type=card`,
      PushUri: expect.stringMatching(/^http:\/\/localhost\/api\/payments\/callback\/card/),
    });
  });
});
