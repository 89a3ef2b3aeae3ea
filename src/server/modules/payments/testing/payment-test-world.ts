import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { BOOKING_ENDPOINTS as B } from '../../../../shared/booking/booking-endpoints';
import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from '../../../../shared/booking/booking-steps';
import type { MyPayments } from '../../../../shared/my-pages/payments-contracts';
import { MY_PAYMENTS_ENDPOINTS as MY_PAYMENTS } from '../../../../shared/my-pages/payments-endpoints';
import { OBJECT_STATUS } from '../../../../shared/residence/residence-enums';
import { SITES } from '../../../../shared/sites/sites';
import { bookingProjects, residenceBookings, residenceObjects, residenceStages } from '../../../db/schema';
import { attemptHex } from '../../../providers/payments/payment-provider';
import { paymentServicesOf } from '../../../providers/payments/payment-providers';
import type { TestApp } from '../../../testing/test-app';
import { emailLogin, freshIp, SE_HOST } from '../../account/testing/account-test-app';

// Test support for paying booking fees on the seeded demo world: demo people logged in, a booking
// of theirs signed and at its payment step, and the providers' simulators.

export type PaymentTestWorld = ReturnType<typeof paymentTestWorld>;

export function paymentTestWorld(ctx: TestApp) {
  const headersOf: Record<string, Record<string, string>> = {};
  const userIdOf: Record<string, string> = {};
  const db = () => ctx.database.handle.db;
  const sim = () => paymentServicesOf(ctx.app).simulators;
  /** The providers' ids of our attempt ids: Swish's instruction UUID, the order number, external_id. */
  const providerKeys = (attemptIds: readonly string[]) => new Set(attemptIds.map(attemptHex));

  const get = (key: string, url: string, host?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...headersOf[key], ...(host ? { host } : {}) } });
  const post = (key: string, url: string, payload: object, host?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...headersOf[key], ...(host ? { host } : {}) },
      payload,
    });

  return {
    db,
    userIdOf,
    get,
    post,
    sim,

    /** The payer approves every request the providers hold for these attempts, on every screen. */
    async approveEverywhere(attemptIds: readonly string[]) {
      const keys = providerKeys(attemptIds);
      const { swish, svea, nordea } = sim();
      for (const request of (await swish?.list()) ?? [])
        if (keys.has(request.payment.id)) await swish?.pay(request.payment.id);
      for (const entry of svea?.list() ?? [])
        if (keys.has(entry.order.ClientOrderNumber)) await svea?.pay(String(entry.order.OrderId));
      for (const entry of nordea?.list() ?? [])
        if (keys.has(entry.payment.external_id)) nordea?.decide(entry.payment._id, 'approve');
    },

    /** What the providers took for these attempts, by the simulators' own records: one method per charge. */
    async chargesFor(attemptIds: readonly string[]): Promise<string[]> {
      const keys = providerKeys(attemptIds);
      const { swish, svea, nordea } = sim();
      return [
        ...((await swish?.list()) ?? [])
          .filter((request) => keys.has(request.payment.id) && request.payment.status === 'PAID')
          .map(() => 'swish'),
        ...(svea?.list() ?? [])
          .filter((entry) => keys.has(entry.order.ClientOrderNumber) && entry.order.Status === 'Confirmed')
          .map(() => 'card'),
        ...(nordea?.list() ?? [])
          .filter(
            (entry) =>
              keys.has(entry.payment.external_id) &&
              ['Confirmed', 'Paid'].includes(entry.payment.payment_status),
          )
          .map(() => 'bank'),
      ];
    },

    /** Runs `work` with the simulators' clock moved on (the bank executes an approved payment 2 s later). */
    async later<T>(ms: number, work: () => Promise<T>): Promise<T> {
      const services = paymentServicesOf(ctx.app);
      const realNow = services.now;
      services.now = () => new Date(realNow().getTime() + ms);
      try {
        return await work();
      } finally {
        services.now = realNow;
      }
    },

    /** Logs a demo person in on the Swedish site; later calls of `key` carry the token. */
    async login(key: string) {
      const { body } = await emailLogin(ctx.app, key, { host: SE_HOST, ip: freshIp() });
      if (body.status !== 'Ok' || !body.token) throw new Error(`${key} could not log in`);
      headersOf[key] = { authorization: `Bearer ${body.token}`, host: SE_HOST };
      const payload = JSON.parse(Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString());
      userIdOf[key] = payload.sub ?? payload.userId;
    },

    /**
     * A booking of `key` in a flow on the Swedish site, signed and at its payment step (flow A:
     * at its last step): started through the API, then marked signed as the signing module does
     * (its own tests cover signing). The buyer's earlier booking in that stage is cancelled and its
     * home put back on sale, so rounds of a test can reuse the homes.
     */
    async signedBooking(key: string, flow: 'A' | 'B' | 'C' = 'B') {
      const [project] = await db()
        .select({ stageId: bookingProjects.stageId, fee: bookingProjects.bookingFee })
        .from(bookingProjects)
        .innerJoin(residenceStages, eq(residenceStages.id, bookingProjects.stageId))
        .where(and(eq(bookingProjects.flow, flow), eq(residenceStages.siteId, SITES.se.siteId)));
      if (!project) throw new Error(`no flow ${flow} project`);
      const ended = await db()
        .update(residenceBookings)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(residenceBookings.buyerUserId, userIdOf[key] ?? ''),
            eq(residenceBookings.stageId, project.stageId),
            inArray(residenceBookings.status, ACTIVE_BOOKING_STATUSES as BookingStatus[]),
          ),
        )
        .returning({ objectId: residenceBookings.objectId });
      if (ended.length > 0)
        await db()
          .update(residenceObjects)
          .set({ status: OBJECT_STATUS.forSale })
          .where(
            inArray(
              residenceObjects.id,
              ended.map((row) => row.objectId),
            ),
          );
      const [home] = await db()
        .select({ id: residenceObjects.id })
        .from(residenceObjects)
        .where(
          and(
            eq(residenceObjects.stageId, project.stageId),
            eq(residenceObjects.status, OBJECT_STATUS.forSale),
            isNotNull(residenceObjects.price),
          ),
        )
        .orderBy(residenceObjects.objectNumber);
      if (!home) throw new Error('no home left for sale');
      const started = await post(key, B.startBooking.path, {
        objectId: home.id,
        idempotencyKey: randomUUID(),
      });
      expect(started.statusCode, started.body).toBe(200);
      const bookingId: string = started.json().bookingId;
      await db()
        .update(residenceBookings)
        .set({ status: 'signed', currentStep: flow === 'A' ? 'sign' : 'payment', signedAt: new Date() })
        .where(eq(residenceBookings.id, bookingId));
      return { bookingId, objectId: home.id, fee: project.fee };
    },

    /** createpaymentid: the booking's fee payment (written the first time) and a fresh attempt id. */
    async paymentNumberFor(key: string, bookingId: string) {
      const response = await get(key, `/api/buyresidence/createpaymentid/${bookingId}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { paymentNumber: string; paymentId: string; amount: number };
    },

    /** The fee as my pages list it to the payer: status, whether it is due, how it was paid. */
    async myPayment(key: string, paymentId: string) {
      const response = await get(key, MY_PAYMENTS.listMyPayments.path);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as MyPayments).payments.find((payment) => payment.paymentId === paymentId);
    },

    /** The booking as its buyer reads it (getbookingstatus). */
    async bookingStatus(key: string, bookingId: string) {
      const response = await get(key, `/api/buyresidence/getbookingstatus/${bookingId}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { status: BookingStatus }).status;
    },

    /** The body of a booking fee start (flows §3.6) with a fresh PaymentNumber. */
    feeBody(key: string, booking: { bookingId: string; objectId: string }, extra: object = {}) {
      return {
        ObjectId: booking.objectId,
        ContractId: booking.bookingId,
        UserIds: [userIdOf[key]],
        PaymentNumber: randomUUID(),
        ...extra,
      };
    },
  };
}
