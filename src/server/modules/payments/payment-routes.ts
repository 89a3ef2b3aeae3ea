import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FLOW_STEPS } from '../../../shared/booking/booking-steps';
import {
  createPaymentIdContract,
  type PaymentMethodName,
  paymentReceiptContract,
  paymentStatusContract,
  paymentStatusOfTypeContract,
  startBankContract,
  startCardContract,
  startPaymentContract,
  startSwishContract,
} from '../../../shared/payments/payment-contracts';
import { findSiteBySiteId } from '../../../shared/sites/sites';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { loginOf } from '../../plugins/auth/access';
import { requireSiteContext, siteContextOrigin } from '../../plugins/site-context';
import { findOwnBooking } from '../booking/booking-repository';
import { ensureBookingFeePayment, markFeeFreeBookingPaid } from './payment-repository';
import { notFound, type PaymentService, summaryOf } from './payment-service';

// The payment calls of flows §7.2 at the spec's paths (booking fees), and paying any payment of the
// caller's by id with its receipt (my pages' VIP payments, issue 15 item 5).

/** The site's configured origin, never the Host header's: it goes into provider URLs (issue 32 item 9). */
function originOf(request: FastifyRequest): string {
  return siteContextOrigin(requireSiteContext(request));
}

export function registerPaymentRoutes(app: FastifyInstance, service: PaymentService): void {
  const db = app.database.db;

  /** The fee payment of a signed booking of the caller's, written the first time it is needed. */
  async function bookingFeePayment(
    request: FastifyRequest,
    bookingId: string,
    check: { objectId?: string; userIds?: string[] } = {},
  ) {
    const { userId } = loginOf(request);
    if (check.userIds && !check.userIds.includes(userId)) throw notFound();
    const now = new Date();
    const booking = await findOwnBooking(db, userId, bookingId, now);
    if (!booking || (check.objectId && booking.objectId !== check.objectId)) throw notFound();
    const ended = () => new HttpError('BOOKING_EXPIRED', 'The booking has ended; start again.');
    if (booking.status === 'expired' || booking.status === 'cancelled') throw ended();
    if (!FLOW_STEPS[booking.flow].includes('payment'))
      throw new HttpError('BOOKING_STEP_NOT_ALLOWED', 'This booking has no payment step.');
    if (booking.status === 'pending' || booking.status === 'held')
      throw new HttpError('BOOKING_STEP_NOT_ALLOWED', 'Sign the booking agreement before paying.');
    // Signed, the fee unpaid and the hold over: it is lapsing (booking-lapse.ts), the fee is not taken.
    if (booking.status === 'signed' && booking.bookingFee > 0 && booking.holdExpiresAt <= now) throw ended();
    const siteKey = findSiteBySiteId(booking.siteId)?.key ?? request.siteContext?.site.key ?? 'se';
    const payment = await ensureBookingFeePayment(db, booking, siteKey, now);
    if (booking.bookingFee === 0) await markFeeFreeBookingPaid(db, booking.id, now);
    return { payment, objectId: booking.objectId };
  }

  addEndpoint(app, createPaymentIdContract, async (request) => {
    const { payment, objectId } = await bookingFeePayment(request, request.params.id);
    return { ...summaryOf(payment), paymentNumber: randomUUID(), objectId };
  });

  const startBooking = async (
    request: FastifyRequest,
    body: {
      ObjectId: string;
      ContractId: string;
      UserIds: string[];
      PaymentNumber: string;
      ReturnPath?: string;
    },
    method: PaymentMethodName,
    swish: { PhoneNumber?: string; Message?: string } = {},
  ) => {
    const origin = originOf(request);
    const { payment } = await bookingFeePayment(request, body.ContractId, {
      objectId: body.ObjectId,
      userIds: body.UserIds,
    });
    return service.start(
      payment,
      {
        method,
        attemptId: body.PaymentNumber,
        payerPhone: swish.PhoneNumber || undefined,
        message: swish.Message || undefined,
        origin,
        returnPath: body.ReturnPath,
      },
      request.log,
    );
  };

  addEndpoint(app, startSwishContract, (request) =>
    startBooking(request, request.body, 'swish', request.body),
  );
  addEndpoint(app, startCardContract, (request) => startBooking(request, request.body, 'card'));
  addEndpoint(app, startBankContract, (request) => startBooking(request, request.body, 'bank'));

  addEndpoint(app, paymentStatusContract, (request) =>
    service.status(loginOf(request).userId, request.params.id, undefined, request.log),
  );
  addEndpoint(app, paymentStatusOfTypeContract, (request) =>
    service.status(loginOf(request).userId, request.params.id, request.params.optional, request.log),
  );

  addEndpoint(app, startPaymentContract, async (request) => {
    const origin = originOf(request);
    const payment = await service.ownPayment(loginOf(request).userId, request.params.paymentId);
    const { method, paymentNumber, phoneNumber, returnPath } = request.body;
    return service.start(
      payment,
      {
        method,
        attemptId: paymentNumber,
        payerPhone: phoneNumber || undefined,
        origin,
        returnPath,
      },
      request.log,
    );
  });

  addEndpoint(app, paymentReceiptContract, (request) =>
    service.receipt(loginOf(request).userId, request.params.paymentId),
  );
}
