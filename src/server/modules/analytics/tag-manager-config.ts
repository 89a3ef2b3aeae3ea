import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/api/api-error';
import { requireSiteContext } from '../../plugins/site-context';

// GET /api/analytics/config: the tag-manager container id of the host's site and environment
// (TAG_MANAGER_IDS), null when none is configured. The page asks only after consent with
// statistics or marketing, so no visitor without consent causes this call.

export const analyticsConfigSchema = z.object({ tagManagerId: z.string().nullable() });

export function registerTagManagerConfigRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/analytics/config',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Tag-manager container id of this site and environment, or null',
        response: { 200: analyticsConfigSchema, 421: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { site, environment } = requireSiteContext(request);
      void reply.header('cache-control', 'no-store');
      return { tagManagerId: app.config.tagManagerIds?.[site.key]?.[environment] ?? null };
    },
  );
}
