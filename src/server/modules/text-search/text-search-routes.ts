import type { FastifyInstance } from 'fastify';
import { findSiteBySiteId } from '../../../shared/sites/sites';
import { textSearchContract } from '../../../shared/text-search/text-search-contracts';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { addPageDecorator } from '../content/page-resolvers';
import { textSearchPageDecorator } from './text-search-page-decorator';
import { searchText } from './text-search-service';

// POST /api/textsearch; its contract is in shared/text-search/text-search-contracts.ts. The
// text search pages get their first results from the decorator.
export async function registerTextSearchModule(app: FastifyInstance): Promise<void> {
  addPageDecorator(app, textSearchPageDecorator);
  addEndpoint(app, textSearchContract, (request) => {
    const site = findSiteBySiteId(request.body.siteId);
    if (!site) throw new HttpError('UNKNOWN_SITE_ID', `No site has the id ${request.body.siteId}.`);
    return searchText(app.database.db, { site, pathPrefix: request.body.pathPrefix }, request.body);
  });
}
