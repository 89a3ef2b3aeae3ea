import type { FastifyInstance } from 'fastify';
import {
  countySearchContract,
  objectSearchContract,
  objectsByIdsContract,
  stageAndAreaSearchContract,
  stageSearchContract,
  stagesByIdsContract,
  stageTagsContract,
  tagSuggestionContract,
  tagsByUrlContract,
} from '../../../../shared/residence/search-contracts';
import { addEndpoint, type EndpointRequest } from '../../../http/add-endpoint';
import { writtenAsBuilt } from '../../../http/as-built-json';
import { requireSiteBySiteId } from '../../../plugins/site-context';
import { geoOrigin, resolveSearchContext } from './search-context';
import {
  hitsByIds,
  searchCounties,
  searchObjects,
  searchStages,
  stageTags,
  suggestTags,
  tagsByUrl,
} from './search-service';

// Residence search API (platform §7 "Residence search"), under /api/residence/; what each call
// takes and answers is its contract in shared/residence/search-contracts.ts.

export async function registerResidenceSearchRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;

  type StageSearchRequest = EndpointRequest<typeof stageSearchContract | typeof stageAndAreaSearchContract>;
  const stageSearch = (request: StageSearchRequest, withAreas: boolean) => {
    const context = resolveSearchContext(request, request.body.siteId);
    const origin = geoOrigin(request, context.site, request.body.sort);
    return searchStages(db(), context, request.body, origin, withAreas);
  };
  const searchStagesAndAreas = (request: StageSearchRequest) => stageSearch(request, true);
  const searchStagesOnly = (request: StageSearchRequest) => stageSearch(request, false);
  addEndpoint(app, stageAndAreaSearchContract, searchStagesAndAreas, writtenAsBuilt);
  addEndpoint(app, stageSearchContract, searchStagesOnly, writtenAsBuilt);

  addEndpoint(
    app,
    objectSearchContract,
    (request) => {
      const context = resolveSearchContext(request, request.body.siteId);
      return searchObjects(db(), context, request.body, geoOrigin(request, context.site, request.body.sort));
    },
    writtenAsBuilt,
  );

  addEndpoint(
    app,
    countySearchContract,
    (request) => searchCounties(db(), resolveSearchContext(request, request.body.siteId), request.body),
    writtenAsBuilt,
  );

  addEndpoint(app, stageTagsContract, (request) => {
    const site = requireSiteBySiteId(request.params.siteId);
    return stageTags(db(), resolveSearchContext(request, site.siteId));
  });

  addEndpoint(app, tagSuggestionContract, (request) =>
    suggestTags(db(), resolveSearchContext(request, request.body.siteId), request.body),
  );

  addEndpoint(app, tagsByUrlContract, (request) =>
    tagsByUrl(db(), resolveSearchContext(request, request.body.siteId), request.body.urls),
  );

  addEndpoint(app, stagesByIdsContract, (request) =>
    hitsByIds(db(), resolveSearchContext(request, request.body.siteId), 'stage', request.body.ids),
  );
  addEndpoint(app, objectsByIdsContract, (request) =>
    hitsByIds(db(), resolveSearchContext(request, request.body.siteId), 'object', request.body.ids),
  );
}
