import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../../../../seed/accounts/seed-accounts';
import { type App, buildApp } from '../../app';
import { mailOutbox } from '../../db/schema';
import { type SmtpSink, smtpSink } from '../../testing/smtp-sink';
import { testConfig } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { queuedMailSettled } from './mail-queue';

// Mail goes to the outbox table only when no SMTP server is configured: with SMTP, the table
// would otherwise hold every live reset link for anyone who can read it.

let database: TestDatabase;
/** The outbox app's own: one instance must not take the other's mail job from a shared queue. */
let otherDatabase: TestDatabase;
let sink: SmtpSink;
let withSmtp: App;
let withoutSmtp: App;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedAccounts(database.handle.db);
  sink = smtpSink();
  const port = await sink.listen();
  const options = { database: database.handle, logger: false } as const;
  withSmtp = await buildApp(
    { ...testConfig, mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Hemvist <no-reply@hemvist.se>' } },
    options,
  );
  otherDatabase = await createTestDatabase();
  await seedAccounts(otherDatabase.handle.db);
  withoutSmtp = await buildApp(
    { ...testConfig, mail: undefined },
    { database: otherDatabase.handle, logger: false },
  );
});

afterAll(async () => {
  await withSmtp?.close();
  await withoutSmtp?.close();
  await sink?.stop();
  await database?.dispose();
  await otherDatabase?.dispose();
});

const forgotPassword = (app: App) =>
  app.inject({
    method: 'POST',
    url: '/system/user/forgotpassword',
    headers: { host: 'localhost' },
    payload: { email: 'resident@demo.hemvist.se' },
  });

describe('outgoing mail', () => {
  it('with SMTP configured, is sent and not stored in the outbox', async () => {
    expect((await forgotPassword(withSmtp)).statusCode).toBe(200);
    await queuedMailSettled(withSmtp);
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]).toContain('resident@demo.hemvist.se');
    expect(sink.messages[0]).toContain('glomt-losenord');
    expect(await database.handle.db.select().from(mailOutbox)).toEqual([]);
  });

  it('without SMTP, is stored in the outbox', async () => {
    expect((await forgotPassword(withoutSmtp)).statusCode).toBe(200);
    await queuedMailSettled(withoutSmtp);
    const stored = await otherDatabase.handle.db.select().from(mailOutbox);
    expect(stored.map((mail) => mail.to)).toEqual(['resident@demo.hemvist.se']);
    expect(sink.messages).toHaveLength(1);
  });
});
