import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../../seed/accounts/demo-accounts';
import type { SavedSearch } from '../../shared/my-pages/saved-searches-contracts';
import { type App, buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox, savedSearchMatches } from '../db/schema';
import {
  type AccountTestApp,
  bearer,
  createAccountTestApp,
  emailLogin,
  NO_HOST,
} from '../modules/account/testing/account-test-app';
import { insertResidencePageWorld } from '../modules/residence/pages/testing/residence-page-fixtures';
import { copyHome } from '../modules/saved-searches/saved-search-repository';
import { askForRun, periodicTaskJob } from '../plugins/periodic-task';
import { testConfig } from '../testing/test-app';
import { JOB_QUEUE_SCHEMA } from './job-queue-schema';

// Issue 34 item 3: a scheduled task runs once per interval however many instances ask for it.
// Two app instances on one database (on a PostgreSQL server each with its own pool, as two
// machines would be) both ask for the saved-search run at once, again and again: one job runs,
// and the new home is mailed once.

const TASK = 'mail new matches of saved searches';
let harness: AccountTestApp;
let second: App;
let secondHandle: DatabaseHandle;

beforeAll(async () => {
  harness = await createAccountTestApp();
  secondHandle = harness.database.connectAgain();
  second = await buildApp(testConfig, { database: secondHandle, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await secondHandle?.close();
  await harness?.close();
});

const jobsOfTask = async () =>
  (
    await harness.database.handle.executeSql(
      `select state from ${JOB_QUEUE_SCHEMA}.job where name = $1 union all
       select state from ${JOB_QUEUE_SCHEMA}.archive where name = $1`,
      [periodicTaskJob(TASK)],
    )
  ).rows as { state: string }[];

describe('a scheduled task on two instances', () => {
  it('runs once when both ask at once, and mails the new home once', async () => {
    const db = harness.database.handle.db;
    const world = await insertResidencePageWorld(db);
    const token = (await emailLogin(harness.app, 'norway', { host: NO_HOST })).body.token ?? '';
    const saved = (
      await harness.app.inject({
        method: 'POST',
        url: '/api/my-pages/saved-searches',
        headers: { ...bearer(token), host: NO_HOST },
        payload: { name: 'Fjordtunet', query: `stageIds=${world.stage('no').id}` },
      })
    ).json() as SavedSearch;
    const [match] = await db
      .select()
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, saved.id));
    expect(await copyHome(db, match?.objectId ?? '')).toBeDefined();

    const asks = await Promise.all(
      Array.from({ length: 6 }, (_, index) => askForRun(index % 2 === 0 ? harness.app : second, TASK)),
    );
    const jobIds = asks.filter((id): id is string => id !== null);
    expect(jobIds).toHaveLength(1);
    await harness.app.jobs.tried(periodicTaskJob(TASK), jobIds);
    expect((await jobsOfTask()).map((job) => job.state)).toEqual(['completed']);

    // The run's mail, from whichever instance ran it.
    await harness.app.jobs.tried('mail', await queuedMailIds());
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, demoAccount('norway').email ?? ''));
    expect(mails.filter((mail) => mail.subject.includes('Fjordtunet'))).toHaveLength(1);
  });
});

/** Every mail job in the queue's tables: the run may have queued its mail on either instance. */
async function queuedMailIds(): Promise<string[]> {
  const { rows } = await harness.database.handle.executeSql(
    `select id from ${JOB_QUEUE_SCHEMA}.job where name = 'mail'`,
  );
  return (rows as { id: string }[]).map((row) => row.id);
}
