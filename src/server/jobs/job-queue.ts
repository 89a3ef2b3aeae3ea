import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { JOB_QUEUE_SCHEMA, jobQueueDb } from './job-queue-schema';

// Work that must outlive the request that asked for it (docs/adr/0018-job-queue.md): mail and
// the scheduled tasks are jobs in PostgreSQL (pg-boss), on the server and on embedded PGlite
// alike. A job sent is kept until a worker of any instance has done it; a failing one is tried
// again with backoff, and one that keeps failing moves to its dead-letter queue.

export interface JobDefinition<Data extends object> {
  name: string;
  /** Tries after the first; 0: a failure is final (a scheduled task simply runs next time). */
  retryLimit: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** Where a job goes once its tries are spent, kept for the operator. */
  deadLetter?: string;
  /** singleton: at most one job of the queue runs at a time, across instances. */
  policy?: 'standard' | 'singleton';
  /** A job longer than this is taken as lost (its instance died) and tried again. */
  expireInSeconds?: number;
  run(data: Data, jobId: string): Promise<void>;
}

export interface JobQueue {
  /** Declares a queue and its worker; before the app is ready. */
  define<Data extends object>(definition: JobDefinition<Data>): void;
  /** Keeps a job; answers its id, or null when a singleton slot already holds one. */
  send<Data extends object>(name: string, data: Data, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Resolves once each of the jobs has been tried (done, failed, or waiting for its retry). */
  tried(name: string, ids: readonly string[], timeoutMs?: number): Promise<void>;
  /** Jobs waiting in a queue (created or waiting for a retry). */
  waiting(name: string): Promise<number>;
  /** The pg-boss instance, once started (tests and the dev outbox). */
  boss(): PgBoss;
}

/** Workers look for due jobs this often; a job sent by this instance wakes its worker at once. */
const POLLING_INTERVAL_SECONDS = 2;
const STOP_TIMEOUT_MS = 20_000;
const DEPTH_INTERVAL_MS = 15_000;
/** The longest interval a scheduled task may have (periodic-task.ts). */
export const LONGEST_SCHEDULE_SLOT_SECONDS = 60 * 60;
const TRIED_STATES = new Set(['completed', 'failed', 'cancelled', 'retry']);

/**
 * Instances starting together create the same queues at once (a table per queue, attached as a
 * partition), and PostgreSQL may pick one of them as a deadlock victim: it tries again, and then
 * finds the queue made.
 */
async function retriedOnDeadlock(work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }
}

/**
 * What a statement of pg-boss's finds once the queue has stopped: no rows, and for its job
 * commands (complete, fail, cancel…, which end by counting what they changed) a count of none,
 * the shape pg-boss reads their answer in (`rows[0].count`).
 */
export function answerAfterStop(text: string): { rows: { count: string }[] } {
  return /SELECT COUNT\(\*\) FROM results\s*$/i.test(text) ? { rows: [{ count: '0' }] } : { rows: [] };
}

export function registerJobQueue(app: FastifyInstance): void {
  const definitions: JobDefinition<object>[] = [];
  const workerIds = new Map<string, string>();
  let boss: PgBoss | undefined;
  let stopping = false;
  // Once the queue has stopped, a query of pg-boss's still on its way (a worker's last poll, a
  // job finishing after the stop's timeout) finds nothing instead of a closed pool.
  let stopped = false;
  const db: PgBoss.Db = {
    executeSql: (text, values) =>
      stopped ? Promise.resolve(answerAfterStop(text)) : jobQueueDb(app.database).executeSql(text, values),
  };

  const started = () => {
    if (!boss) throw new Error('the job queue is not started yet');
    return boss;
  };

  const queue: JobQueue = {
    define(definition) {
      if (boss) throw new Error(`job ${definition.name} defined after the queue started`);
      definitions.push(definition as JobDefinition<object>);
    },
    async send(name, data, options = {}) {
      const id = await started().send(name, data, options);
      const workerId = workerIds.get(name);
      if (id && workerId && !stopping) started().notifyWorker(workerId);
      return id;
    },
    async tried(name, ids, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      let open = [...ids];
      while (open.length > 0) {
        const jobs = await Promise.all(
          open.map((id) => started().getJobById(name, id, { includeArchive: true })),
        );
        open = open.filter((_id, index) => {
          const job = jobs[index];
          return job !== null && !TRIED_STATES.has(job.state);
        });
        if (open.length === 0) return;
        if (Date.now() > deadline) throw new Error(`${open.length} ${name} job(s) not tried in time`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async waiting(name) {
      return started().getQueueSize(name, { before: 'active' });
    },
    boss: started,
  };
  app.decorate('jobs', queue);

  app.addHook('onReady', async () => {
    const instance = new PgBoss({
      db,
      schema: JOB_QUEUE_SCHEMA,
      // Installed with the migrations (job-queue-schema.ts).
      migrate: false,
      // Scheduling is ours (scheduled-task.ts); maintenance (expiry, archive) stays on.
      schedule: false,
      // Done jobs are kept as long as the longest schedule slot (pg-boss needs them to tell a
      // slot taken), then dropped; a delivered mail's text is emptied at once (mail-queue.ts).
      archiveCompletedAfterSeconds: LONGEST_SCHEDULE_SLOT_SECONDS,
      deleteAfterSeconds: 60,
    });
    // The queue's own faults (a poll during a database outage): logged, never thrown.
    instance.on('error', (error) =>
      app.log.warn({ errorType: error.name, code: (error as { code?: string }).code }, 'job queue error'),
    );
    await instance.start();
    boss = instance;
    const deadLetters = new Set(definitions.flatMap((definition) => definition.deadLetter ?? []));
    for (const name of deadLetters)
      await retriedOnDeadlock(() => instance.createQueue(name, { name, retentionMinutes: 14 * 24 * 60 }));
    for (const definition of definitions) {
      const options = {
        name: definition.name,
        policy: definition.policy ?? 'standard',
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds ?? 0,
        retryBackoff: definition.retryBackoff ?? false,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
        ...(definition.deadLetter ? { deadLetter: definition.deadLetter } : {}),
      } as const;
      // Creating a queue that exists keeps its old settings: this build's are written over them.
      await retriedOnDeadlock(() => instance.createQueue(definition.name, options));
      await instance.updateQueue(definition.name, options);
      const workerId = await instance.work<object>(
        definition.name,
        { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          try {
            await definition.run(job.data, job.id);
          } catch (error) {
            app.metrics.jobs.jobFinished(definition.name, 'failed');
            throw error;
          }
          app.metrics.jobs.jobFinished(definition.name, 'completed');
        },
      );
      workerIds.set(definition.name, workerId);
    }
  });

  // The depth of each queue for /metrics, read now and then (a scrape must not wait on the database).
  const measureDepths = async () => {
    if (!boss || stopping) return;
    const names = [
      ...new Set(definitions.flatMap((definition) => [definition.name, definition.deadLetter ?? []].flat())),
    ];
    for (const name of names) app.metrics.jobs.setQueueDepth(name, await queue.waiting(name));
  };
  const depthTimer = setInterval(() => {
    measureDepths().catch(() => undefined);
  }, DEPTH_INTERVAL_MS);
  depthTimer.unref();

  app.addHook('onClose', async () => {
    clearInterval(depthTimer);
    stopping = true;
    // Jobs in hand are finished; a job not yet taken stays for another instance.
    await boss?.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS, close: false });
    stopped = true;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}
