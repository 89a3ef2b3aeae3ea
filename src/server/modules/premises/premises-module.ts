import type { FastifyInstance } from 'fastify';
import { addPageResolver } from '../content/page-resolvers';
import { premisesPageResolver } from './premises-pages';
import { registerPremisesRoutes } from './premises-routes';
import { rentalPageResolver } from './rental-pages';
import { DEFAULT_SUCCESSION_SEED } from './succession-order';
import { successionPageResolver } from './succession-pages';

// Commercial premises, rental homes and succession (broker) listings (issue 16 items 1 and 2):
// the premises search API (flows §7.3) and the pages built from their tables. Registered before
// the residence module, so the rental pages below the residence index are answered here first.
export async function registerPremisesModule(app: FastifyInstance): Promise<void> {
  await registerPremisesRoutes(app);
  addPageResolver(app, premisesPageResolver);
  addPageResolver(app, rentalPageResolver);
  addPageResolver(app, successionPageResolver(app.config.successionShuffleSeed ?? DEFAULT_SUCCESSION_SEED));
}
