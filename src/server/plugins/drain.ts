import type { FastifyInstance } from 'fastify';

// An instance leaving the balancer (issue 34 item 5): once told to drain, /healthz answers 503
// so the balancer sends it nothing new, and every answer closes its connection, so a client's
// next request opens one to another instance. What it already has it finishes (main.ts).

export function registerDrain(app: FastifyInstance): void {
  let draining = false;
  app.decorate('drain', {
    start: () => {
      draining = true;
    },
    get active() {
      return draining;
    },
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: { start(): void; readonly active: boolean };
  }
}
