import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/api/api-error';
import { VISITOR_ID_PATTERN } from '../../../shared/consent/cookie-table';
import { SITE_KEYS } from '../../../shared/sites/site-types';
import { SITES } from '../../../shared/sites/sites';
import { HttpError } from '../../http-error';
import { requireSiteContext } from '../../plugins/site-context';
import { lastVisited, MOST_VISITED_DAYS, mostVisitedInCounty, recordVisit } from './timeseries-queries';
import { visitorIdOf } from './visitor-id';

// Residence page visits and their time series (flows §7.3). A visit is recorded by the page
// only with statistics consent, when the visitor has a jmuid; the series answer from the rows.

const siteParam = z
  .string()
  .refine(
    (value) =>
      (SITE_KEYS as readonly string[]).includes(value) ||
      Object.values(SITES).some((s) => s.siteId === value),
    'a site key (se, no, fi, …) or a siteId',
  )
  .transform(
    (value) => (Object.values(SITES).find((s) => s.key === value || s.siteId === value) ?? SITES.se).key,
  );

const lastVisitedItem = z.object({
  kind: z.enum(['stage', 'object', 'area']),
  id: z.string().uuid(),
  name: z.string(),
  url: z.string(),
  visitedAt: z.string(),
});
const mostVisitedItem = z.object({
  id: z.string().uuid(),
  name: z.string(),
  url: z.string(),
  visits: z.number(),
});

export const visitBodySchema = z.object({
  kind: z.enum(['stage', 'object', 'area']),
  entityId: z.string().uuid(),
});

export function registerTimeseriesRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  routes.post(
    '/api/timeseries/visit',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Records a visit of a stage, object or area page by the visitor of the jmuid cookie',
        description: 'Without a jmuid cookie (no statistics consent) nothing is stored; still 204.',
        body: visitBodySchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, 421: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { site } = requireSiteContext(request);
      const visitorId = visitorIdOf(request);
      if (visitorId) {
        const stored = await recordVisit(db(), { siteKey: site.key, visitorId, ...request.body });
        if (!stored)
          throw new HttpError(404, 'NOT_FOUND', `No ${request.body.kind} ${request.body.entityId}`);
      }
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/timeseries/lastvisited/:id/:site',
    {
      schema: {
        tags: ['analytics'],
        summary: "The visitor's last visited residences on a site: most recent first, distinct, at most 10",
        params: z.object({
          id: z.string().regex(VISITOR_ID_PATTERN, 'a jmuid: anon- and a random id'),
          site: siteParam,
        }),
        response: { 200: z.object({ items: z.array(lastVisitedItem) }), 400: apiErrorSchema },
      },
    },
    async (request) => ({ items: await lastVisited(db(), request.params.id, request.params.site) }),
  );

  routes.get(
    '/api/timeseries/mostvisited/county/:id',
    {
      schema: {
        tags: ['analytics'],
        summary: `The most visited stages of a county in the last ${MOST_VISITED_DAYS} days, at most 10, with counts`,
        params: z.object({ id: z.string().uuid() }),
        response: { 200: z.object({ items: z.array(mostVisitedItem) }), 400: apiErrorSchema },
      },
    },
    async (request) => ({ items: await mostVisitedInCounty(db(), request.params.id) }),
  );
}
