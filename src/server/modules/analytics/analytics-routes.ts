import type { FastifyInstance } from 'fastify';
import {
  analyticsConfigContract,
  experimentContract,
  lastVisitedContract,
  mostVisitedContract,
  visitContract,
  webVitalsContract,
} from '../../../shared/analytics/analytics-contracts';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { readLogin } from '../../plugins/auth/login-tokens';
import { requireSiteContext } from '../../plugins/site-context';
import { hasTemplate } from '../../ssr/render-page';
import { recordExperimentEvent, storeWebVital } from './analytics-repository';
import { lastVisited, mostVisitedInCounty, recordVisit } from './timeseries-queries';
import { userVisitorId, visitorIdOf } from './visitor-id';

// Measurement (platform §7 "Other", flows §7.3): cookie choices, web-vitals beacons, residence
// page visits and their time series, and the tag-manager configuration of the site.
export async function registerAnalyticsModule(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;

  // navigator.sendBeacon sends a string as text/plain: read it as the JSON it is. Scoped to this
  // module's routes, so a text body elsewhere stays text.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError('MALFORMED_BODY', 'The body is not JSON.'), undefined);
    }
  });

  addEndpoint(app, experimentContract, async (request, reply) => {
    await recordExperimentEvent(db(), {
      experiment: request.params.experiment,
      variant: request.params.variant,
      siteKey: request.siteContext?.site.key ?? null,
      visitorId: visitorIdOf(request),
    });
    return reply.status(204).send(null);
  });

  addEndpoint(
    app,
    webVitalsContract,
    async (request, reply) => {
      await storeWebVital(db(), request.body, request.siteContext?.site.key ?? null);
      // A template this build renders, or one label for any other name a beacon claims.
      const { template } = request.body;
      app.metrics.webVital(
        request.body.name,
        template && hasTemplate(template) ? template : 'other',
        request.body.value,
      );
      return reply.status(204).send();
    },
    { bodyLimit: 4096 },
  );

  addEndpoint(app, visitContract, async (request, reply) => {
    const { site } = requireSiteContext(request);
    const deviceId = visitorIdOf(request);
    // Only with the jmuid cookie (statistics consent); then a logged-in visitor's visit is the
    // user's, one row either way, so "most visited" counts each visit once.
    if (deviceId) {
      const login = await readLogin(app, request);
      const visitorId = login ? userVisitorId(login.userId) : deviceId;
      const stored = await recordVisit(db(), { siteKey: site.key, visitorId, ...request.body });
      if (!stored) throw new HttpError('NOT_FOUND', `No ${request.body.kind} ${request.body.entityId}`);
    }
    return reply.status(204).send(null);
  });

  // Personal: only the caller's own jmuid is answered (a stranger who learnt an id reads
  // nothing), together with the logged-in user's visits from any browser.
  addEndpoint(app, lastVisitedContract, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    if (request.params.id !== visitorIdOf(request))
      throw new HttpError('FORBIDDEN', 'Only the visitor id of your own jmuid cookie.');
    const login = await readLogin(app, request);
    const owners = login ? [request.params.id, userVisitorId(login.userId)] : [request.params.id];
    return { items: await lastVisited(db(), owners, request.params.site) };
  });

  addEndpoint(app, mostVisitedContract, async (request) => ({
    items: await mostVisitedInCounty(db(), request.params.id),
  }));

  addEndpoint(app, analyticsConfigContract, async (request, reply) => {
    const { site, environment } = requireSiteContext(request);
    void reply.header('cache-control', 'no-store');
    return { tagManagerId: app.config.tagManagerIds?.[site.key]?.[environment] ?? null };
  });
}
