import type { FastifyInstance } from 'fastify';
import { JOB_QUEUE_SCHEMA } from '../../jobs/job-queue-schema';
import { deliverMail, type OutgoingMail } from './mailer';

// Every mail is a job (issue 34 item 2): kept in the database until it is delivered, tried again
// with backoff while the SMTP server is away, and after its last try moved to the undeliverable
// queue, counted on /healthz and listed in the dev outbox. A forgot-password or change-email
// request answers the same, in the same time, whether it mails someone or not (issue 9 item 7),
// so a mail is composed and queued after the answer (sendMailLater).

export const MAIL_JOB = 'mail';
export const UNDELIVERABLE_MAIL_JOB = 'mail-undeliverable';

/** How often a mail is tried after its first try, and how long to wait before the first retry. */
export const MAIL_RETRY_DEFAULTS = { limit: 10, delaySeconds: 30 } as const;

/** A mail as the job keeps it: JSON, so attached files travel as base64. */
export interface MailJobData extends Omit<OutgoingMail, 'attachments'> {
  attachments?: { filename: string; contentType: string; base64: string }[];
}

function jobOf(mail: OutgoingMail): MailJobData {
  const { attachments, ...message } = mail;
  if (!attachments || attachments.length === 0) return message;
  return {
    ...message,
    attachments: attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      base64: file.content.toString('base64'),
    })),
  };
}

function mailOf(job: MailJobData): OutgoingMail {
  const { attachments, ...message } = job;
  if (!attachments) return message;
  return {
    ...message,
    attachments: attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.base64, 'base64'),
    })),
  };
}

interface Pending {
  composing: Set<Promise<void>>;
  queuedIds: string[];
}
const pendingByServer = new WeakMap<object, Pending>();

export function registerMailQueue(app: FastifyInstance): void {
  pendingByServer.set(app.server, { composing: new Set(), queuedIds: [] });
  const retry = app.config.mail?.retry ?? MAIL_RETRY_DEFAULTS;
  app.jobs.define<MailJobData>({
    name: MAIL_JOB,
    retryLimit: retry.limit,
    retryDelaySeconds: retry.delaySeconds,
    retryBackoff: true,
    deadLetter: UNDELIVERABLE_MAIL_JOB,
    run: async (job, jobId) => {
      try {
        await deliverMail(app, mailOf(job));
      } catch (error) {
        app.metrics.mail.failed();
        throw error;
      }
      app.metrics.mail.sent();
      // A delivered mail may hold a live link (a reset): its text does not stay in the queue.
      await app.database.executeSql(
        `update ${JOB_QUEUE_SCHEMA}.job set data = '{}'::jsonb where name = $1 and id = $2`,
        [MAIL_JOB, jobId],
      );
    },
  });
  // Closing waits until each mail composed so far is queued; the queue keeps it from there.
  app.addHook('onClose', async () => {
    await Promise.allSettled([...(pendingByServer.get(app.server)?.composing ?? [])]);
  });
}

/** Keeps a mail for delivery; resolves once it is in the database. */
export async function queueMail(app: FastifyInstance, mail: OutgoingMail): Promise<void> {
  const id = await app.jobs.send(MAIL_JOB, jobOf(mail));
  if (id) pendingByServer.get(app.server)?.queuedIds.push(id);
}

/** Composes (undefined: nothing to send) and queues a mail without holding up the caller. */
export function sendMailLater(app: FastifyInstance, compose: () => Promise<OutgoingMail | undefined>): void {
  const pending = pendingByServer.get(app.server);
  const work = (async () => {
    // Not before the answer is out: an embedded database runs its queries on this thread.
    await new Promise((resolve) => setImmediate(resolve));
    const mail = await compose();
    if (mail) await queueMail(app, mail);
  })().catch((error: unknown) => {
    // Only the kind: a failed query's message may carry the link it was storing.
    app.log.error({ errorType: error instanceof Error ? error.name : typeof error }, 'a queued mail failed');
  });
  pending?.composing.add(work);
  void work.finally(() => pending?.composing.delete(work));
}

/** Resolves once every mail queued so far has been tried: delivered, or failed (tests). */
export async function queuedMailSettled(app: FastifyInstance): Promise<void> {
  const pending = pendingByServer.get(app.server);
  if (!pending) return;
  await Promise.allSettled([...pending.composing]);
  const ids = pending.queuedIds.splice(0);
  await app.jobs.tried(MAIL_JOB, ids);
}

/** Mail whose tries are spent, for the operator (/healthz, the dev outbox). */
export async function undeliverableMail(app: FastifyInstance): Promise<{ count: number }> {
  return { count: await app.jobs.waiting(UNDELIVERABLE_MAIL_JOB) };
}

export interface UndeliverableMail {
  to: string;
  subject: string;
  queuedAt: Date;
}

/** The newest undeliverable mail, read from the queue's table (the dev outbox lists them). */
export async function newestUndeliverableMail(
  app: FastifyInstance,
  limit: number,
): Promise<UndeliverableMail[]> {
  const { rows } = await app.database.executeSql(
    `select data->>'to' as "to", data->>'subject' as subject, created_on as "queuedAt"
       from ${JOB_QUEUE_SCHEMA}.job where name = $1 and state < 'active'
      order by created_on desc limit $2`,
    [UNDELIVERABLE_MAIL_JOB, limit],
  );
  return (rows as { to: string; subject: string; queuedAt: Date | string }[]).map((row) => ({
    ...row,
    queuedAt: new Date(row.queuedAt),
  }));
}
