import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedAccounts } from '../../../../seed/accounts/seed-accounts';
import { type App, buildApp } from '../../app';
import { JOB_QUEUE_SCHEMA } from '../../jobs/job-queue-schema';
import { smtpSink } from '../../testing/smtp-sink';
import { testConfig } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { MAIL_JOB, queuedMailSettled, sendMailLater } from './mail-queue';
import { renderMail } from './templates/render-mail';

// Issue 34 item 2: an SMTP outage delays mail and loses none. Three kinds of mail (a password
// reset through its route, a booking confirmation with its signed agreement attached, an errand
// notice) are queued while the mail server is down; once it is back each arrives exactly once.
// Mail the server keeps refusing ends in the undeliverable queue, counted on /healthz and
// listed in the dev outbox.

const FROM = 'Hemvist <no-reply@hemvist.se>';
const RESIDENT = 'resident@demo.hemvist.se';
const BUYER = 'buyer@demo.hemvist.se';
const REPORTER = 'board@demo.hemvist.se';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedAccounts(database.handle.db);
});
afterAll(async () => {
  await database?.dispose();
});

async function appMailingTo(port: number, retry: { limit: number; delaySeconds: number }): Promise<App> {
  const app = await buildApp(
    { ...testConfig, mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, retry } },
    { database: database.handle, logger: false },
  );
  await app.ready();
  return app;
}

/** A port nothing listens on (yet): the mail server is down. */
async function freePort(): Promise<number> {
  const probe = smtpSink();
  const port = await probe.listen();
  await probe.stop();
  return port;
}

function queueConfirmationAndNotice(app: App) {
  sendMailLater(app, async () => ({
    to: BUYER,
    ...renderMail('booking-confirmation', 'sv', {
      brand: 'Hemvist',
      firstName: 'Bo',
      home: 'Ekbacken · 1102',
      price: '4 250 000 kr',
      bookingFee: '25 000 kr',
      attached: true,
      link: 'http://localhost/mina-sidor/',
    }),
    attachments: [
      {
        filename: 'bokningsavtal.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('%PDF-1.7 signed'),
      },
    ],
  }));
  sendMailLater(app, async () => ({
    to: REPORTER,
    ...renderMail('errand-status-changed', 'sv', {
      brand: 'Hemvist',
      firstName: 'Berit',
      errandNumber: '4711',
      status: 'Pågående',
      link: 'http://localhost/mina-sidor/arenden/?errandId=x',
    }),
  }));
}

describe('mail while the SMTP server is down', () => {
  it('is delivered exactly once when the server comes back', async () => {
    const port = await freePort();
    const app = await appMailingTo(port, { limit: 20, delaySeconds: 1 });
    const sink = smtpSink();
    try {
      const reset = await app.inject({
        method: 'POST',
        url: '/system/user/forgotpassword',
        headers: { host: 'localhost' },
        payload: { email: RESIDENT },
      });
      expect(reset.statusCode).toBe(200);
      queueConfirmationAndNotice(app);
      // Each was tried against the dead server and waits for its retry.
      await queuedMailSettled(app);
      expect(await app.jobs.waiting(MAIL_JOB)).toBe(3);

      await sink.listen(port);
      await vi.waitFor(
        async () => {
          expect(sink.messages).toHaveLength(3);
          expect(await app.jobs.waiting(MAIL_JOB)).toBe(0);
        },
        { timeout: 60_000, interval: 200 },
      );
      const recipients = sink.messages.map((message) => message.match(/^To: (.+)$/m)?.[1]?.trim()).sort();
      expect(recipients).toEqual([BUYER, REPORTER, RESIDENT].sort());
      const confirmation = sink.messages.find((message) => message.includes(`To: ${BUYER}`)) ?? '';
      expect(confirmation).toContain('bokningsavtal.pdf');
      expect(sink.messages.find((message) => message.includes(`To: ${RESIDENT}`))).toContain(
        'glomt-losenord',
      );
      // Delivered, the reset link no longer sits in the queue's tables.
      const { rows } = await database.handle.executeSql(
        `select count(*)::int as n from ${JOB_QUEUE_SCHEMA}.job where data::text like '%glomt-losenord%'`,
      );
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await app.close();
      await sink.stop();
    }
    // Nothing more arrives after the queue is empty.
    expect(sink.messages).toHaveLength(3);
  });

  it('ends in the undeliverable queue when the server keeps refusing it, shown to the operator', async () => {
    const refusing = smtpSink({ reject: true });
    const port = await refusing.listen();
    const app = await appMailingTo(port, { limit: 1, delaySeconds: 1 });
    try {
      queueConfirmationAndNotice(app);
      await vi.waitFor(
        async () => {
          const health = (await app.inject({ method: 'GET', url: '/healthz' })).json();
          expect(health.undeliverableMail).toBe(2);
        },
        { timeout: 30_000, interval: 200 },
      );
      expect(await app.jobs.waiting(MAIL_JOB)).toBe(0);
      const outbox = await app.inject({ method: 'GET', url: '/dev/outbox', headers: { host: 'localhost' } });
      expect(outbox.body).toContain('Undeliverable (2)');
      expect(outbox.body).toContain(`To: ${BUYER}`);
      expect(outbox.body).toContain(`To: ${REPORTER}`);
      // Names and subjects only: no mail text (a link) on the page.
      expect(outbox.body).not.toContain('errandId=x');
    } finally {
      await app.close();
      await refusing.stop();
    }
  });
});
