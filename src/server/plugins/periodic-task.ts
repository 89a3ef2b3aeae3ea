import type { FastifyInstance } from 'fastify';

// Housekeeping that runs on every instance (each task is harmless to run twice): first a few
// minutes after start, once the database has been migrated and seeded (or sooner, for a task
// whose interval is a promise, as the payment reconcile's minute is), then every interval.
// Not in tests, which call the tasks themselves.

const FIRST_RUN_DELAY_MS = 5 * 60 * 1000;

export function schedulePeriodicTask(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  task: () => Promise<number>,
  options: { firstRunMs?: number } = {},
): void {
  if (app.config.env === 'test') return;
  const run = () => {
    task()
      .then((count) => {
        if (count > 0) app.log.info({ task: name, count }, 'housekeeping changed rows or files');
      })
      .catch((error: unknown) => app.log.warn({ err: error, task: name }, 'housekeeping task failed'));
  };
  const first = setTimeout(run, options.firstRunMs ?? FIRST_RUN_DELAY_MS);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
