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
  if (!transport) {
    await app.database.db.insert(mailOutbox).values(mail);
    return;
  }
  try {
    await transport.sendMail({ from: app.config.mail?.from ?? 'no-reply@hemvist.example', ...mail });
  } catch (error) {
    // The caller's answer must not reveal delivery problems; the log names no recipient or link.
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    app.log.error({ code, responseCode }, 'sending mail failed');
  }
}
