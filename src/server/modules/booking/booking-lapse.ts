import type { FastifyInstance } from 'fastify';
import { closeOpenAttempts, paymentDepsOf } from '../payments/payment-reconciler';
import { findBookingFeePayment, openAttemptsOf } from '../payments/payment-repository';
import { type JobLinks, scheduledJobLinks } from '../saved-searches/saved-search-job';
import { lapseSignedBooking, signedUnpaidPastHold } from './booking-lapse-repository';
import { mailBookingLapsed } from './booking-lapsed-mail';
import { releaseLapsedHolds } from './booking-repository';

// Bookings lapse when their hold ends (README, "Click to buy"; issue 32 item 3): a pending or held
// one at once, and a signed one whose fee is unpaid once no payment of it is under way: its open
// attempts are cancelled at their providers first, and one found paid pays the booking instead.
// The buyer of a lapsed signed booking is mailed. A plain function: the periodic task calls it.

/** Answers how many bookings lapsed. */
export async function lapseBookings(
  app: FastifyInstance,
  now: Date = new Date(),
  links: JobLinks = scheduledJobLinks(app.config),
): Promise<number> {
  const deps = paymentDepsOf(app);
  let lapsed = await releaseLapsedHolds(deps.db, now);
  for (const booking of await signedUnpaidPastHold(deps.db, now)) {
    try {
      const fee = await findBookingFeePayment(deps.db, booking.id);
      const underWay = fee ? await closeOpenAttempts(deps, await openAttemptsOf(deps.db, fee.id), now) : [];
      // Approved at the bank, not executed yet (or the provider unreachable): the next run reads it.
      if (underWay.length > 0) continue;
      const ended = await lapseSignedBooking(deps.db, booking.id, now);
      if (!ended) continue;
      mailBookingLapsed(app, ended, links);
      lapsed += 1;
    } catch (error) {
      deps.log.warn({ bookingId: booking.id, errorType: (error as Error).name }, 'a booking could not lapse');
    }
  }
  return lapsed;
}
