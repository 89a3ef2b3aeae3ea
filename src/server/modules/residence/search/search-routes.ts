import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../../shared/api/api-error';
import {
  byIdsRequestSchema,
  countySearchResponseSchema,
  objectSearchRequestSchema,
  searchResponseSchema,
  stageAndAreaSearchRequestSchema,
  stageSearchRequestSchema,
  tagSearchRequestSchema,
  tagSearchResponseSchema,
  tagsByUrlRequestSchema,
} from '../../../../shared/residence/search-schemas';
import { requireSiteBySiteId } from '../../../plugins/site-context';
import { geoOrigin, invalidBodyAnswer, resolveSearchContext } from './search-context';
import {
  hitsByIds,
  searchCounties,
  searchObjects,
  searchStages,
  stageTags,
  suggestTags,
  tagsByUrl,
} from './search-service';

// Residence search API (platform §7 "Residence search"), under /api/residence/. The site
// is the body's siteId when given, else the request's host; its searchSiteIds are searched.
// Bad bodies answer 400 with a code by field: INVALID_SORT, INVALID_LIMIT, INVALID_FILTER,
// UNKNOWN_SITE_ID, else VALIDATION_FAILED.

const PREFIX = '/api/residence';

// Sale prices and rents are different things: say how the price filter and sort treat them.
const PRICE_NOTE =
  'Prices: minPrice/maxPrice and the price sort concern sale prices. A rental (tenancy) home has no ' +
  'sale price (minPrice/maxPrice null; its monthly rent is monthlyFee): any price bound excludes it, ' +
  "and it sorts after every priced home in both directions. A stage's price range covers its homes " +
  'for sale only. The price sort orders by the price the cards show: the debt-free price ' +
  '(minTotalPrice) where there is one (Finland), else the sale price.';

const GEO_AUTO_NOTE =
  'With the query geo=auto (the page adds it when inhabitDate is Now and the visitor has a user id ' +
  'cookie), "recommended" (sort "") is ordered by distance from the visitor: the user-location cookie ' +
  '("lat,lng"), else the centre of the capital of the site\'s country.';

const geoQuerystring = z.object({
  geo: z.string().optional().describe('"auto": order "recommended" by distance from the visitor'),
});

const errorResponses = { 400: apiErrorSchema, 421: apiErrorSchema };

/**
 * The in-memory searches answer with objects built field by field in the response schema's
 * shape (hit-mapping.ts), so they are written as they are: re-checking hundreds of hits
 * against the schema on the way out cost more than the search itself. The schemas still
 * describe the routes (OpenAPI) and the API tests parse every answer with them.
 */
const serialized = new WeakMap<object, string>();
function asJson(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  // A remembered answer (search-service.ts) is the same object each time: written once.
  let json = serialized.get(data);
  if (json === undefined) {
    json = JSON.stringify(data);
    serialized.set(data, json);
  }
  return json;
}
const asBuilt = { serializerCompiler: () => asJson };

/**
 * Validates the body with its schema; on failure answers 400 with the field's stable code.
 * Routes declare the same schema (for OpenAPI) with attachValidation, so this is the one
 * place bodies are judged.
 */
function parseBody<S extends z.ZodTypeAny>(
  schema: S,
  request: FastifyRequest,
  reply: FastifyReply,
): z.infer<S> | undefined {
  const parsed = schema.safeParse(request.body);
  if (parsed.success) return parsed.data;
  void reply.status(400).send(invalidBodyAnswer(parsed.error, request.id));
  return undefined;
}

export async function registerResidenceSearchRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const common = { tags: ['residence'], querystring: geoQuerystring };

  routes.post(
    `${PREFIX}/stage_and_area_search`,
    {
      attachValidation: true,
      ...asBuilt,
      schema: {
        ...common,
        summary: 'Matching stages (in sort order), then their areas; facet counts of stages, objects, areas',
        description: `limit and offset page through the stages-then-areas list. ${PRICE_NOTE} ${GEO_AUTO_NOTE}`,
        body: stageAndAreaSearchRequestSchema,
        response: { 200: searchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = parseBody(stageAndAreaSearchRequestSchema, request, reply);
      if (!body) return reply;
      const context = resolveSearchContext(request, body.siteId);
      return searchStages(db(), context, body, geoOrigin(request, context.site, body.sort), true);
    },
  );

  routes.post(
    `${PREFIX}/search_stage`,
    {
      attachValidation: true,
      ...asBuilt,
      schema: {
        ...common,
        summary: 'Matching stages, paged',
        description: `${PRICE_NOTE} ${GEO_AUTO_NOTE}`,
        body: stageSearchRequestSchema,
        response: { 200: searchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = parseBody(stageSearchRequestSchema, request, reply);
      if (!body) return reply;
      const context = resolveSearchContext(request, body.siteId);
      return searchStages(db(), context, body, geoOrigin(request, context.site, body.sort), false);
    },
  );

  routes.post(
    `${PREFIX}/search_object`,
    {
      attachValidation: true,
      ...asBuilt,
      schema: {
        ...common,
        summary: 'Matching objects (homes), paged; estimatedTotalHits is the number of matching objects',
        description: `${PRICE_NOTE} ${GEO_AUTO_NOTE}`,
        body: objectSearchRequestSchema,
        response: { 200: searchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = parseBody(objectSearchRequestSchema, request, reply);
      if (!body) return reply;
      const context = resolveSearchContext(request, body.siteId);
      return searchObjects(db(), context, body, geoOrigin(request, context.site, body.sort));
    },
  );

  routes.post(
    `${PREFIX}/search_stage_counties`,
    {
      attachValidation: true,
      ...asBuilt,
      schema: {
        tags: ['residence'],
        summary: 'Counties with the number of matching stages in each, most first',
        body: stageSearchRequestSchema,
        response: { 200: countySearchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = parseBody(stageSearchRequestSchema, request, reply);
      if (!body) return reply;
      return searchCounties(db(), resolveSearchContext(request, body.siteId), body);
    },
  );

  routes.get(
    `${PREFIX}/search/stage_tags/:siteId`,
    {
      schema: {
        tags: ['residence'],
        summary: "Tags carried by the site's searchable stages, with the number of stages",
        params: z.object({ siteId: z.string() }),
        response: { 200: tagSearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const site = requireSiteBySiteId(request.params.siteId);
      return stageTags(db(), resolveSearchContext(request, site.siteId));
    },
  );

  routes.post(
    `${PREFIX}/search/tags`,
    {
      attachValidation: true,
      schema: {
        tags: ['residence'],
        summary: 'Tag suggestions for typed text',
        description:
          'Name prefix, then word prefix, then full text in the site language, then trigram similarity ' +
          '(typos); then rank and count. Only tags with a matching stage, unless the text matches ' +
          "nothing else. Counts ignore the filter's own tags; tags already in the filter are left out. " +
          'Without text: every tag with a matching stage. sort is accepted and not used.',
        body: tagSearchRequestSchema,
        response: { 200: tagSearchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = parseBody(tagSearchRequestSchema, request, reply);
      if (!body) return reply;
      return suggestTags(db(), resolveSearchContext(request, body.siteId), body);
    },
  );

  routes.post(
    `${PREFIX}/search/tags/url`,
    {
      attachValidation: true,
      schema: {
        tags: ['residence'],
        summary: 'Tags by url (the q parameter of a search URL), in the order asked; unknown urls left out',
        body: tagsByUrlRequestSchema,
        response: { 200: tagSearchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = parseBody(tagsByUrlRequestSchema, request, reply);
      if (!body) return reply;
      return tagsByUrl(db(), resolveSearchContext(request, body.siteId), body.urls);
    },
  );

  for (const kind of ['stage', 'object'] as const) {
    routes.post(
      `${PREFIX}/search/by_ids/${kind}`,
      {
        attachValidation: true,
        schema: {
          tags: ['residence'],
          summary: `${kind === 'stage' ? 'Stages' : 'Objects'} by id, whatever their status (saved favourites), in the order asked`,
          body: byIdsRequestSchema,
          response: { 200: searchResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const body = parseBody(byIdsRequestSchema, request, reply);
        if (!body) return reply;
        return hitsByIds(db(), resolveSearchContext(request, body.siteId), kind, body.ids);
      },
    );
  }
}
