import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/api/api-error';
import { experimentEvents } from '../../db/schema';
import { visitorIdOf } from './visitor-id';

// POST /api/experiments/{experiment}/{variant} records a cookie choice (platform §7 "Other"):
// one row with the site of the host and, when the visitor has one, the anonymous jmuid.

const slug = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'letters, digits, - and _ only, at most 64');

export const experimentParamsSchema = z.object({ experiment: slug, variant: slug });

export function registerExperimentRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/experiments/:experiment/:variant',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'Records a cookie choice (experiment cookie-consent; variant accept-all, reject-all or custom-…)',
        params: experimentParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.database.db.insert(experimentEvents).values({
        experiment: request.params.experiment,
        variant: request.params.variant,
        siteKey: request.siteContext?.site.key ?? null,
        visitorId: visitorIdOf(request),
      });
      return reply.status(204).send(null);
    },
  );
}
