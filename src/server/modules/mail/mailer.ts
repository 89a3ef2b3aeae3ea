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

export async function sendMail(app: FastifyInstance, mail: OutgoingMail): Promise<void> {
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
    // The caller's answer must not reveal delivery problems; the log names no recipient or link.
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    app.log.error({ code, responseCode }, 'sending mail failed');
  }
}
