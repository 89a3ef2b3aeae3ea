import type { FastifyInstance, FastifyRequest } from 'fastify';
import { caseStatusLabel } from '../../../../shared/cases/case-status-labels';
import type { SiteKey } from '../../../../shared/sites/site-types';
import { SITES } from '../../../../shared/sites/sites';
import { queueMail, sendMailLater } from '../../mail/mail-queue';
import { renderMail } from '../../mail/templates/render-mail';
import { followerContacts, problemAreaNamesOf } from '../duplicates/case-followers';
import { errandLink } from '../errand-link';
import { type CaseForNotice, type CaseNoticeName, reporterContact } from './staff-case-repository';

// The reporter's mail about a handler's change (issue 13 item 7): in the language of the
// case's site, with a link to the errand on that site (its errand list opens it by errandId),
// whichever site the handler works from. The bell notification is written with the change.

export function mailReporter(
  app: FastifyInstance,
  request: FastifyRequest,
  errand: CaseForNotice,
  notice: CaseNoticeName,
  statusId?: number,
): void {
  if (!Object.hasOwn(SITES, errand.siteKey)) return;
  const siteKey = errand.siteKey as SiteKey;
  const site = SITES[siteKey];
  const link = errandLink(request, siteKey, errand.id);
  const errandNumber = String(errand.ticketNumber);
  sendMailLater(app, async () => {
    const reporter = await reporterContact(app.database.db, errand.reporterUserId);
    if (!reporter?.email) return undefined;
    const base = { brand: site.brand.name, firstName: reporter.firstName, errandNumber, link };
    const mail =
      notice === 'case_status_changed'
        ? renderMail('errand-status-changed', site.locale, {
            ...base,
            status: caseStatusLabel(site.locale, statusId ?? errand.statusId),
          })
        : renderMail('errand-comment', site.locale, base);
    return { to: reporter.email, ...mail };
  });
}

/**
 * Tells the people who follow the errand instead of reporting the same fault (issue 13 item 8)
 * that it moved on: a mail in the language of the site they followed from, without a link, as
 * the errand itself stays the reporter's. Comments are between reporter and handler.
 */
export function mailFollowers(app: FastifyInstance, errand: CaseForNotice, statusId: number): void {
  sendMailLater(app, async () => {
    const [followers, areaNames] = await Promise.all([
      followerContacts(app.database.db, errand.id),
      problemAreaNamesOf(app.database.db, errand.id),
    ]);
    for (const follower of followers) {
      if (!follower.email || !Object.hasOwn(SITES, follower.siteKey)) continue;
      const site = SITES[follower.siteKey as SiteKey];
      const mail = renderMail('followed-errand-status-changed', site.locale, {
        brand: site.brand.name,
        firstName: follower.firstName,
        errandNumber: String(errand.ticketNumber),
        problemArea: areaNames?.[site.locale] ?? '',
        status: caseStatusLabel(site.locale, statusId),
      });
      await queueMail(app, { to: follower.email, ...mail });
    }
    return undefined;
  });
}
