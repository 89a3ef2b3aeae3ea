import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteOrigin } from '../../../shared/sites/hosts';
import type { SiteConfig } from '../../../shared/sites/site-types';
import type { ContactFormValues } from '../../../shared/validation/form-rules';
import { requireSiteContext } from '../../plugins/site-context';
import type { PageContent } from '../content/page-payload-builder';
import { sendMailLater } from '../mail/mail-queue';
import { renderMail } from '../mail/templates/render-mail';

// A contact form sent from a page that names its contact (a premises' responsible person, else
// the site's customer service: issue 33 item 7) is mailed to that contact, so it reaches a
// person and not only the submissions table. After the answer: the visitor does not wait for it.

interface PageContact {
  name: string | null;
  email: string;
}

/** The contact a page's view model names (`contact` with an e-mail address), or null. */
export function pageContactOf(page: PageContent): PageContact | null {
  const contact = page.viewModel.contact as { name?: unknown; email?: unknown } | undefined;
  if (!contact || typeof contact.email !== 'string' || !contact.email.includes('@')) return null;
  return { name: typeof contact.name === 'string' ? contact.name : null, email: contact.email };
}

export function mailEnquiry(
  app: FastifyInstance,
  request: FastifyRequest,
  options: {
    site: SiteConfig;
    page: PageContent;
    pagePath: string;
    contact: PageContact;
    values: ContactFormValues;
  },
): void {
  const { site, page, pagePath, contact, values } = options;
  const context = requireSiteContext(request);
  const port = context.environment === 'local' && context.port !== 80 ? context.port : undefined;
  const link = `${siteOrigin(site.key, context.environment, port)}${pagePath}`;
  const mail = renderMail('page-enquiry', site.locale, {
    brand: site.brand.name,
    firstName: contact.name?.split(' ')[0] ?? null,
    page: page.breadcrumbs.at(-1)?.label ?? page.seo.title,
    sender: { name: values.name, email: values.email, phone: values.phone },
    message: values.message,
    link,
  });
  sendMailLater(app, async () => ({ to: contact.email, ...mail }));
}
