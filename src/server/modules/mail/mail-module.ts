import type { FastifyInstance } from 'fastify';
import { devOutboxContract } from '../../../shared/system/system-contracts';
import { escapeHtml } from '../../escape-html';
import { addEndpoint } from '../../http/add-endpoint';
import { newestUndeliverableMail } from './mail-queue';
import { newestOutboxMail } from './outbox-repository';

const OUTBOX_PAGE_SIZE = 100;

/** Turns the URLs of a plain-text mail into links; everything else stays escaped text. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

// A developer page listing stored mail (reset links, change-email links), newest first.
// Its access is devTools: it exists only when DEV_TOOLS is on (configuration, never a header)
// and even then not on preprod and prod hosts; elsewhere the path is a plain 404.
export async function registerMailModule(app: FastifyInstance): Promise<void> {
  addEndpoint(app, devOutboxContract, async (_request, reply) => {
    const [rows, undeliverable] = await Promise.all([
      newestOutboxMail(app.database.db, OUTBOX_PAGE_SIZE),
      newestUndeliverableMail(app, OUTBOX_PAGE_SIZE),
    ]);
    // Mail the SMTP server kept refusing until its tries were spent: named, never its text.
    const failed = undeliverable
      .map(
        (mail) =>
          `<li>${escapeHtml(mail.subject)} · To: ${escapeHtml(mail.to)} · <time datetime="${mail.queuedAt.toISOString()}">${escapeHtml(mail.queuedAt.toISOString())}</time></li>`,
      )
      .join('\n');
    const failedSection = failed
      ? `<section aria-labelledby="undeliverable"><h2 id="undeliverable">Undeliverable (${undeliverable.length})</h2><ul>${failed}</ul></section>`
      : '';
    const items = rows
      .map(
        (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p>To: ${escapeHtml(mail.to)} · <time datetime="${mail.createdAt.toISOString()}">${escapeHtml(mail.createdAt.toISOString())}</time></p>
<pre>${linkify(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Outbox</title></head>
<body><main><h1>Outbox</h1>${failedSection}${items || '<p>No mail yet.</p>'}</main></body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
