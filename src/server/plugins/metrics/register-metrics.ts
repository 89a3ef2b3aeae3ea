import type { FastifyInstance } from 'fastify';
import { type AppMetrics, createAppMetrics } from './app-metrics';
import { closeMetricsServers } from './metrics-server';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics: served on METRICS_PORT by serveMetrics, never on the sites' port. */
    metrics: AppMetrics;
  }
}

/** A request no route matched: one label, whatever was asked for. */
export const UNMATCHED_ROUTE = '(unmatched)';

const METRICS_PATH = /^\/metrics\/?(?:\?|$)/;

// Registered before the modules (every route's answer is timed) and after app.database.
export function registerMetrics(app: FastifyInstance): void {
  const metrics = createAppMetrics();
  app.decorate('metrics', metrics);

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (/api/residence/:id), never the URL: bounded, and free of what was typed.
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.observeRequest(
      { method: request.method, route, statusCode: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });

  // The sites' port never answers /metrics, whatever a page or a catch-all route would make of it.
  app.addHook('onRequest', (request, reply, done) => {
    if (METRICS_PATH.test(request.url)) {
      reply.callNotFound();
      return;
    }
    done();
  });

  // Needs app.database: registered after it is decorated.
  metrics.setPoolSource(() => app.database.poolState());
  const stopObserving = app.database.observeQueries((seconds, failed) =>
    metrics.observeQuery(seconds, failed),
  );
  app.addHook('onClose', async () => {
    stopObserving();
    await closeMetricsServers(app);
  });
}
