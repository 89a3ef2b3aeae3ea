import type { FastifyInstance } from 'fastify';
import { LONGEST_SCHEDULE_SLOT_SECONDS } from '../jobs/job-queue';

// Housekeeping on a schedule (issue 34 item 3): each task is a job of its own queue. Every
// instance's timer asks for a run each interval, but the queue keeps one job per interval slot
// (a singleton key with the slot's length, decided by a unique index in the database) and runs
// at most one at a time, so with three instances a task still runs once per interval. The first
// ask comes a few minutes after start, once the database has been migrated and seeded (sooner
// for a task that gives firstRunMs). Not in tests, which call the tasks, or ask for a run, themselves.

const FIRST_RUN_DELAY_MS = 5 * 60 * 1000;

const jobNameOf = (name: string) => `task.${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
const intervals = new WeakMap<object, Map<string, number>>();

export function schedulePeriodicTask(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  task: () => Promise<number>,
  options: { firstRunMs?: number } = {},
): void {
  const jobName = jobNameOf(name);
  // HOUSEKEEPING_INTERVAL_SECONDS makes every task due soon and often (bench/pglite-soak.ts):
  // its first ask, its interval and so its slot.
  const every = app.config.housekeepingIntervalMs ?? intervalMs;
  if (every > LONGEST_SCHEDULE_SLOT_SECONDS * 1000) throw new Error(`${name}: interval above an hour`);
  const known = intervals.get(app.server) ?? new Map<string, number>();
  intervals.set(app.server, known.set(name, every));
  app.jobs.define({
    name: jobName,
    retryLimit: 0,
    policy: 'singleton',
    // A run longer than its interval (or its instance died): the next slot may start another.
    expireInSeconds: Math.max(60, Math.ceil(every / 1000)),
    run: async () => {
      try {
        const count = await task();
        if (count > 0) app.log.info({ task: name, count }, 'housekeeping changed rows or files');
      } catch (error) {
        app.log.warn({ err: error, task: name }, 'housekeeping task failed');
        throw error;
      }
    },
  });
  if (app.config.env === 'test') return;
  const ask = () => {
    askForRun(app, name).catch((error: unknown) =>
      app.log.warn({ errorType: (error as Error).name, task: name }, 'could not ask for a housekeeping run'),
    );
  };
  const first = setTimeout(
    ask,
    app.config.housekeepingIntervalMs ?? options.firstRunMs ?? FIRST_RUN_DELAY_MS,
  );
  const timer = setInterval(ask, every);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}

/**
 * Asks for a run of a scheduled task in the current interval slot; answers the job's id, or
 * null when an instance has asked already in this slot.
 */
export async function askForRun(app: FastifyInstance, name: string): Promise<string | null> {
  const intervalMs = intervals.get(app.server)?.get(name);
  if (intervalMs === undefined) throw new Error(`no scheduled task named ${name}`);
  const jobName = jobNameOf(name);
  return app.jobs.send(
    jobName,
    {},
    { singletonKey: jobName, singletonSeconds: Math.max(1, Math.round(intervalMs / 1000)) },
  );
}

/** The queue a scheduled task's runs are jobs of (tests wait on them). */
export const periodicTaskJob = jobNameOf;
