import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrandDetail } from '../../../shared/cases/case-schemas';
import type { SiteConfig } from '../../../shared/sites/site-types';
import { sendMailLater } from '../mail/mail-queue';
import { renderMail } from '../mail/templates/render-mail';
import { errandLink } from './errand-link';
import { reporterContact } from './staff/staff-case-repository';

// "Send a copy" on the board member's summary (flows §2.6): the report as filed, mailed to the
// board member in the site's language. A managed board follows its errands in my pages, so its
// copy links there; a board without management has no errand list (§2.6), so its copy does not.

export function mailCaseCopy(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { userId: string; site: SiteConfig; errand: ErrandDetail; linkToErrand: boolean },
): void {
  const { errand, site } = options;
  const place = [errand.objectAddress, errand.buildingPartName, errand.otherResidentInfo]
    .filter((part): part is string => Boolean(part))
    .join(', ');
  const link = options.linkToErrand ? errandLink(request, site.key, errand.id) : undefined;
  sendMailLater(app, async () => {
    const reader = await reporterContact(app.database.db, options.userId);
    if (!reader?.email) return undefined;
    const mail = renderMail('case-copy', site.locale, {
      brand: site.brand.name,
      firstName: reader.firstName,
      errandNumber: String(errand.ticketNumber),
      problemArea: errand.areaName,
      place: place || (errand.brfName ?? ''),
      description: errand.description,
      ...(link ? { link } : {}),
    });
    return { to: reader.email, ...mail };
  });
}
