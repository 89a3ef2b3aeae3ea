import { escapeHtml } from '../../escape-html';
import type { OutgoingMail } from '../mail/mailer';

// The mails of the user proxy (/system/user): a link to act on, or a notice without one.

export function linkMail(to: string, subject: string, intro: string, link: string): OutgoingMail {
  return {
    to,
    subject,
    text: `${intro}\n\n${link}\n\nIf you did not ask for this, ignore this message.`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>If you did not ask for this, ignore this message.</p>`,
  };
}

/**
 * To an address another account asked to move to while it already has an account: the asker
 * gets the usual answer (no enumeration), and the owner of the address learns why no link came.
 */
export function addressTakenMail(to: string): OutgoingMail {
  const lines = [
    'Someone asked to use this email address for a Hemvist account, but another account already uses it. Nothing has changed.',
    'If it was you, log in with this address, or choose another address for the other account.',
  ];
  return {
    to,
    subject: 'This email address already has an account',
    text: `${lines.join('\n\n')}\n\nIf you did not ask for this, ignore this message.`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>If you did not ask for this, ignore this message.</p>`,
  };
}
