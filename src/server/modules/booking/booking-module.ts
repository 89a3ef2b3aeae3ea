import type { FastifyInstance } from 'fastify';
import { schedulePeriodicTask } from '../../plugins/periodic-task';
import { addPageDecorator, addPageResolver } from '../content/page-resolvers';
import { bookHomeDecorator } from './book-home-decorator';
import { lapseBookings } from './booking-lapse';
import { registerBookingRoutes } from './booking-routes';
import { bookingStepPageResolver } from './booking-step-pages';
import { registerBookingStepRoutes } from './booking-step-routes';
import { registerOpenBookingsRoute } from './open-bookings';

// Click-to-buy bookings (flows §2.5, §4.5, §7.2; issue 14). Pending and held bookings lapse exactly
// on read; the periodic task releases the homes of holds nobody reads again, and lapses signed
// bookings whose fee is unpaid when their hold ends (booking-lapse.ts), within a minute.
const RELEASE_INTERVAL_MS = 60 * 1000;

export async function registerBookingModule(app: FastifyInstance): Promise<void> {
  await registerBookingRoutes(app);
  await registerBookingStepRoutes(app);
  registerOpenBookingsRoute(app);
  addPageResolver(app, bookingStepPageResolver);
  addPageDecorator(app, bookHomeDecorator);
  schedulePeriodicTask(
    app,
    'lapse bookings whose hold has ended',
    RELEASE_INTERVAL_MS,
    () => lapseBookings(app),
    { firstRunMs: RELEASE_INTERVAL_MS },
  );
}
