import type { FastifyInstance } from 'fastify';
import { FORM_CONTRACTS } from '../../../shared/validation/form-contracts';
import { FORM_KINDS } from '../../../shared/validation/form-rules';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import type { SiteContext } from '../../plugins/site-context';
import { requireSiteContext } from '../../plugins/site-context';
import { findPublishedPage } from '../content/pages-repository';
import { storeSubmission } from './form-repository';

// The forms on content pages: POST /api/forms/{kind}, as shared/validation/form-contracts.ts
// declares. The page the form was sent from must be a page of the host's site: a published
// content page, or a page of the catalogue (a stage or a home, where "book a showing" is).
export async function registerFormsModule(app: FastifyInstance): Promise<void> {
  for (const form of FORM_KINDS) {
    addEndpoint(app, FORM_CONTRACTS[form], async (request, reply) => {
      const { site } = requireSiteContext(request);
      const { pagePath, ...values } = request.body;
      const siteContext = requireSiteContext(request);
      const page =
        (await findPublishedPage(app.database.db, site.key, pagePath)) ??
        (await resolvedPage(app, siteContext, pagePath));
      if (!page) {
        throw new HttpError('VALIDATION_FAILED', 'The form was not sent from a page of this site.', [
          { path: 'pagePath', message: 'invalidInput' },
        ]);
      }
      const stored = await storeSubmission(app.database.db, { siteKey: site.key, form, pagePath, values });
      return reply.status(201).send({ id: stored.id, form, receivedAt: stored.createdAt.toISOString() });
    });
  }
}

/** A page of a resolver (stage, home, …) that exists at the path; a not-found variant does not count. */
async function resolvedPage(app: FastifyInstance, siteContext: SiteContext, path: string) {
  for (const resolve of app.pageResolvers) {
    const page = await resolve({ db: app.database.db, siteContext, path, query: {} });
    if (page) return (page.statusCode ?? 200) === 200 ? page : null;
  }
  return null;
}
