import type { FastifyInstance } from 'fastify';
import { type OutgoingMail, sendMail } from './mailer';

// Mail the answer must not wait for (issue 9 item 7): a forgot-password or change-email request
// answers the same, in the same time, whether it mails someone or not, so the link, the outbox
// row and the SMTP delivery all happen after the answer. Closing the app waits for them.

const pendingByServer = new WeakMap<object, Set<Promise<void>>>();

export function registerMailQueue(app: FastifyInstance): void {
  const pending = new Set<Promise<void>>();
  pendingByServer.set(app.server, pending);
  app.addHook('onClose', () => queuedMailSettled(app));
}

/** Composes (undefined: nothing to send) and sends a mail without holding up the caller. */
export function sendMailLater(app: FastifyInstance, compose: () => Promise<OutgoingMail | undefined>): void {
  const pending = pendingByServer.get(app.server);
  const work = (async () => {
    // Not before the answer is out: an embedded database runs its queries on this thread.
    await new Promise((resolve) => setImmediate(resolve));
    const mail = await compose();
    if (mail) await sendMail(app, mail);
  })().catch((error: unknown) => {
    // Only the kind: a failed query's message may carry the link it was storing.
    app.log.error({ errorType: error instanceof Error ? error.name : typeof error }, 'a queued mail failed');
  });
  pending?.add(work);
  void work.finally(() => pending?.delete(work));
}

/** Resolves once every mail queued so far is stored and sent, or has failed (tests, shutdown). */
export async function queuedMailSettled(app: FastifyInstance): Promise<void> {
  await Promise.allSettled([...(pendingByServer.get(app.server) ?? [])]);
}
