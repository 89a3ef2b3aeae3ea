import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** The path as declared, with `:param` and `*` placeholders. */
  url: string;
  schema?: FastifySchema;
  /** The route's config: `access` and `contract` when it was registered from a contract. */
  config?: FastifyContextConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, in order, HEAD twins excluded. */
    registeredRoutes: RegisteredRoute[];
  }
}

// Tests enumerate every route from here (the OpenAPI document hides some on purpose), so a
// route cannot escape the checks that run over all of them. Registered before any module.
export function registerRouteRegistry(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' && route.url !== '/healthz') continue;
      routes.push({
        method,
        url: route.url,
        schema: route.schema,
        config: route.config as FastifyContextConfig,
      });
    }
  });
}
