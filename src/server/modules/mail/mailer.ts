import type { FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/env';
import { mailOutbox } from '../../db/schema';

// With SMTP configured a mail is sent and not kept: the outbox table would otherwise hold
// every live reset link. Without SMTP (local, tests, the demo) it is stored in mail_outbox,
// and /dev/outbox shows it when DEV_TOOLS is on.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail over SMTP (a signed agreement); the dev outbox keeps only their names. */
  attachments?: readonly { filename: string; content: Buffer; contentType: string }[];
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

/**
 * Delivers a mail now: the mail job's work (mail-queue.ts), which tries again later when this
 * throws. Everything else queues mail with queueMail or sendMailLater.
 */
export async function deliverMail(app: FastifyInstance, mail: OutgoingMail): Promise<void> {
  const transport = transportOf(app.config);
  const { attachments, ...message } = mail;
  if (!transport) {
    // The outbox table has no column for files: it names them under the text.
    const names = (attachments ?? []).map((file) => `[${file.filename}, ${file.content.length} bytes]`);
    const text = names.length > 0 ? `${message.text}\n${names.join('\n')}\n` : message.text;
    await app.database.db.insert(mailOutbox).values({ ...message, text });
    return;
  }
  try {
    await transport.sendMail({
      from: app.config.mail?.from ?? 'no-reply@hemvist.example',
      ...message,
      attachments: attachments?.map((file) => ({ ...file })),
    });
  } catch (error) {
    // The log names no recipient or link; the job is tried again.
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    app.log.warn({ code, responseCode }, 'sending mail failed; it is tried again later');
    throw new MailNotDelivered(code, responseCode);
  }
}

export class MailNotDelivered extends Error {
  constructor(
    readonly code: string | undefined,
    readonly responseCode: number | undefined,
  ) {
    super(`mail not delivered (${code ?? responseCode ?? 'unknown'})`);
    this.name = 'MailNotDelivered';
  }
}
