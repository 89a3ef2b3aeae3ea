import type { FastifyInstance } from 'fastify';
import { addPageDecorator, addPageResolver } from '../content/page-resolvers';
import { residencePageResolver } from './pages/residence-page-resolver';
import { registerResidenceSearchRoutes } from './search/search-routes';
import { searchPageResolver } from './search-page/search-page-resolver';
import { startSalesDecorator } from './start-page/start-sales-section';

// Residence catalogue: the search API (platform §7 "Residence search") and the pages that
// are built from the catalogue rather than from content rows (search tag paths; stage,
// area and object pages).
export async function registerResidenceModule(app: FastifyInstance): Promise<void> {
  await registerResidenceSearchRoutes(app);
  addPageResolver(app, searchPageResolver);
  addPageResolver(app, residencePageResolver);
  addPageDecorator(app, startSalesDecorator);
}
