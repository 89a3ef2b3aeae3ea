import type { FastifyInstance } from 'fastify';
import { FORM_CONTRACTS } from '../../../shared/validation/form-contracts';
import { FORM_KINDS } from '../../../shared/validation/form-rules';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { requireSiteContext } from '../../plugins/site-context';
import { findPublishedPage } from '../content/pages-repository';
import { storeSubmission } from './form-repository';

// The forms on content pages: POST /api/forms/{kind}, as shared/validation/form-contracts.ts
// declares. The page the form was sent from must be a published page of the host's site.
export async function registerFormsModule(app: FastifyInstance): Promise<void> {
  for (const form of FORM_KINDS) {
    addEndpoint(app, FORM_CONTRACTS[form], async (request, reply) => {
      const { site } = requireSiteContext(request);
      const { pagePath, ...values } = request.body;
      const page = await findPublishedPage(app.database.db, site.key, pagePath);
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
