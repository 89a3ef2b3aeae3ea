import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/env';
import { mailOutbox } from '../../db/schema';

// Every mail is kept in mail_outbox; with SMTP configured it is also sent and marked sent.
// Without SMTP (local, tests) the outbox is the only copy and /dev/outbox shows it.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const transports = new WeakMap<AppConfig, Transporter>();

function transportOf(config: AppConfig): Transporter | undefined {
  const smtpUrl = config.mail?.smtpUrl;
  if (!smtpUrl) return undefined;
  let transport = transports.get(config);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(config, transport);
  }
  return transport;
}

export async function sendMail(app: FastifyInstance, mail: OutgoingMail): Promise<void> {
  const [stored] = await app.database.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  const transport = transportOf(app.config);
  if (!transport || !stored) return;
  try {
    await transport.sendMail({ from: app.config.mail?.from ?? 'no-reply@hemvist.example', ...mail });
    await app.database.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, stored.id));
  } catch (error) {
    // The mail stays unsent in the outbox; the caller's answer must not reveal delivery problems.
    app.log.error({ err: error, mailId: stored.id }, 'sending mail failed');
  }
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
