import type { FastifyInstance } from 'fastify';
import { schedulePeriodicTask } from '../../plugins/periodic-task';
import { addPageDecorator, addPageResolver } from '../content/page-resolvers';
import { bookHomeDecorator } from './book-home-decorator';
import { releaseLapsedHolds } from './booking-repository';
import { registerBookingRoutes } from './booking-routes';
import { bookingStepPageResolver } from './booking-step-pages';
import { registerBookingStepRoutes } from './booking-step-routes';
import { registerOpenBookingsRoute } from './open-bookings';

// Click-to-buy bookings (flows §2.5, §4.5, §7.2; issue 14). Holds lapse exactly on read; the
// periodic task releases the homes of holds nobody reads again.
const RELEASE_INTERVAL_MS = 60 * 1000;

export async function registerBookingModule(app: FastifyInstance): Promise<void> {
  await registerBookingRoutes(app);
  await registerBookingStepRoutes(app);
  registerOpenBookingsRoute(app);
  addPageResolver(app, bookingStepPageResolver);
  addPageDecorator(app, bookHomeDecorator);
  schedulePeriodicTask(app, 'release lapsed booking holds', RELEASE_INTERVAL_MS, () =>
    releaseLapsedHolds(app.database.db, new Date()),
  );
}
