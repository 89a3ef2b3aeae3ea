import type { FastifyInstance } from 'fastify';
import { isEnglishPath } from '../../../shared/sites/hosts';
import { getSite } from '../../../shared/sites/sites';
import { FORM_CONTRACTS } from '../../../shared/validation/form-contracts';
import { type ContactFormValues, FORM_KINDS } from '../../../shared/validation/form-rules';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import type { SiteContext } from '../../plugins/site-context';
import { requireSiteContext } from '../../plugins/site-context';
import { addPageDecorator } from '../content/page-resolvers';
import { findPublishedPage } from '../content/pages-repository';
import { mailEnquiry, pageContactOf } from './enquiry-mail';
import { storeSubmission } from './form-repository';
import { purchaseNotificationDecorator } from './purchase-notification-page';
import { registerPurchaseNotificationRoutes } from './purchase-notification-routes';

// The forms on content pages: POST /api/forms/{kind}, as shared/validation/form-contracts.ts
// declares. The page the form was sent from must be a page of the host's site: a published
// content page, or a page of the catalogue (a stage or a home, where "book a showing" is). A
// contact form from a page that names its contact is mailed to that contact (enquiry-mail.ts).
export async function registerFormsModule(app: FastifyInstance): Promise<void> {
  for (const form of FORM_KINDS) {
    addEndpoint(app, FORM_CONTRACTS[form], async (request, reply) => {
      const { pagePath, ...values } = request.body;
      const siteContext = pageSiteContext(requireSiteContext(request), pagePath);
      const { site } = siteContext;
      const page =
        (await findPublishedPage(app.database.db, site.key, pagePath)) ??
        (await resolvedPage(app, siteContext, pagePath));
      if (!page) {
        throw new HttpError('VALIDATION_FAILED', 'The form was not sent from a page of this site.', [
          { path: 'pagePath', message: 'invalidInput' },
        ]);
      }
      const stored = await storeSubmission(app.database.db, { siteKey: site.key, form, pagePath, values });
      const contact = form === 'contact' ? pageContactOf(page) : null;
      if (contact) {
        const message = values as ContactFormValues;
        mailEnquiry(app, request, { site, page, pagePath, contact, values: message });
      }
      return reply.status(201).send({ id: stored.id, form, receivedAt: stored.createdAt.toISOString() });
    });
  }
  // The purchase notification (issue 35 item 4): its own rules, and the projects its page offers.
  registerPurchaseNotificationRoutes(app);
  addPageDecorator(app, purchaseNotificationDecorator);
}

/**
 * The site of the page the form was sent from: the API's address is not below /en/, so a form
 * of the English sub-site would otherwise be judged as the Swedish site's (its host's).
 */
function pageSiteContext(hostContext: SiteContext, pagePath: string): SiteContext {
  return hostContext.site.key === 'se' && isEnglishPath(pagePath)
    ? { ...hostContext, site: getSite('en') }
    : hostContext;
}

/** A page of a resolver (stage, home, …) that exists at the path; a not-found variant does not count. */
async function resolvedPage(app: FastifyInstance, siteContext: SiteContext, path: string) {
  for (const resolve of app.pageResolvers) {
    const page = await resolve({ db: app.database.db, siteContext, path, query: {} });
    if (page) return (page.statusCode ?? 200) === 200 ? page : null;
  }
  return null;
}
