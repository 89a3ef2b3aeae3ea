import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

// /metrics on a port of its own (METRICS_PORT, on METRICS_HOST: 127.0.0.1 unless said
// otherwise), so that neither the balancer nor a visitor ever reaches it on the sites' port.
// A bare node:http server: nothing of the sites' hooks, cookies or pages applies here.

export interface MetricsEndpoint {
  port: number;
  host: string;
}

// Closed with the app (registerMetrics' onClose hook): hooks cannot be added once it listens.
const serversOf = new WeakMap<FastifyInstance, Set<Server>>();

/** Closes the metrics servers `app` started (its onClose hook). */
export async function closeMetricsServers(app: FastifyInstance): Promise<void> {
  const servers = serversOf.get(app);
  if (!servers) return;
  serversOf.delete(app);
  await Promise.all(
    [...servers].map((server) => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    }),
  );
}

/** Serves the app's registry until the app closes; resolves with the address it listens on. */
export async function serveMetrics(app: FastifyInstance, where: MetricsEndpoint): Promise<AddressInfo> {
  const { registry } = app.metrics;
  app.metrics.collectProcessMetrics();
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.warn({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const servers = serversOf.get(app) ?? new Set<Server>();
  servers.add(server);
  serversOf.set(app, servers);
  return server.address() as AddressInfo;
}
