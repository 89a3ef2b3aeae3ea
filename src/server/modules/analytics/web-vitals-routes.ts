import type { FastifyInstance } from 'fastify';
import type { ApiError } from '../../../shared/api/api-error';
import { webVitalsBeaconSchema } from '../../../shared/consent/web-vitals-beacon';
import { webVitals } from '../../db/schema';

// POST /api/webvitals/save (flows §7.3): one beacon per metric. navigator.sendBeacon sends a
// string as text/plain, so a JSON text body is accepted as well as application/json.

function beaconBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

export function registerWebVitalsRoutes(app: FastifyInstance): void {
  app.post(
    '/api/webvitals/save',
    {
      bodyLimit: 4096,
      schema: {
        tags: ['analytics'],
        summary: 'Stores one web-vitals beacon {id, name, value, navigationType, rating, path, host}',
        description:
          'The body is JSON, sent as application/json or as text/plain (navigator.sendBeacon). 204 when stored.',
      },
    },
    async (request, reply) => {
      const parsed = webVitalsBeaconSchema.safeParse(beaconBody(request.body));
      if (!parsed.success) {
        const answer: ApiError = {
          code: 'VALIDATION_FAILED',
          message: 'The beacon is not valid.',
          requestId: request.id,
          issues: parsed.error.issues.map((issue) => ({
            path: ['body', ...issue.path].join('.'),
            message: issue.message,
          })),
        };
        return reply.status(400).send(answer);
      }
      const beacon = parsed.data;
      await app.database.db.insert(webVitals).values({
        metricId: beacon.id,
        name: beacon.name,
        value: beacon.value,
        navigationType: beacon.navigationType,
        rating: beacon.rating,
        path: beacon.path,
        host: beacon.host,
        siteKey: request.siteContext?.site.key ?? null,
      });
      return reply.status(204).send();
    },
  );
}
