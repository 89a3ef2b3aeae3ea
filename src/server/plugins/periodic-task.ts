import type { FastifyInstance } from 'fastify';

// Housekeeping that runs on every instance (each task is harmless to run twice): first a few
// minutes after start, once the database has been migrated and seeded, then every interval.
// Not in tests, which call the tasks themselves.

const FIRST_RUN_DELAY_MS = 5 * 60 * 1000;

export function schedulePeriodicTask(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  task: () => Promise<number>,
): void {
  if (app.config.env === 'test') return;
  const run = () => {
    task()
      .then((count) => {
        if (count > 0) app.log.info({ task: name, count }, 'housekeeping removed rows or files');
      })
      .catch((error: unknown) => app.log.warn({ err: error, task: name }, 'housekeeping task failed'));
  };
  const first = setTimeout(run, FIRST_RUN_DELAY_MS);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
