import PgBoss from 'pg-boss';

// The job queue (pg-boss, docs/adr/0018-job-queue.md) keeps its tables in a schema of its own.
// It is installed, and moved to a newer pg-boss version, with the app's migrations, so every
// database that is migrated (npm start's, the tests' templates, a deploy's) has it; pg-boss
// serialises its own install with an advisory lock, so instances starting together are safe.

export const JOB_QUEUE_SCHEMA = 'pgboss';

/** What the queue needs of a database handle (db/client.ts): plain SQL on its connection. */
interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss on the app's own connection: the pool on a server, the one engine on PGlite. */
export function jobQueueDb(handle: SqlRunner): PgBoss.Db {
  return { executeSql: (text, values) => handle.executeSql(text, values) };
}

export async function installJobQueue(handle: SqlRunner): Promise<void> {
  const installer = new PgBoss({
    db: jobQueueDb(handle),
    schema: JOB_QUEUE_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await installer.start();
  await installer.stop({ graceful: false, wait: true });
}
