import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ApiError, apiErrorSchema } from '../../../shared/api/api-error';
import {
  type FieldIssue,
  FORM_KINDS,
  FORM_SCHEMAS,
  type FormKind,
  fieldIssues,
} from '../../../shared/validation/form-rules';
import { formSubmissions } from '../../db/schema';
import { requireSiteContext } from '../../plugins/site-context';
import { findPublishedPage } from '../content/pages-repository';

// The forms on content pages (issue 5): POST /api/forms/{showing|order|contact}. The body is
// judged by the same shared rules the page uses (platform §5); a bad body answers 400
// VALIDATION_FAILED with one issue per field whose message is the error key, and nothing is
// stored. The page the form was sent from must be a published page of the host's site.

const pagePathSchema = z
  .string()
  .regex(/^\/[^\s?#]*$/, 'invalidInput')
  .max(300, 'maxLength')
  .describe('Path of the page the form was sent from, e.g. /visning/anmalan/');

const bodySchemas = {
  showing: FORM_SCHEMAS.showing.extend({ pagePath: pagePathSchema }),
  order: FORM_SCHEMAS.order.extend({ pagePath: pagePathSchema }),
  contact: FORM_SCHEMAS.contact.extend({ pagePath: pagePathSchema }),
} as const;

const createdSchema = z.object({
  id: z.string().uuid(),
  form: z.enum(FORM_KINDS),
  receivedAt: z.string().datetime(),
});

const SUMMARIES: Record<FormKind, string> = {
  showing: 'Sign up for a showing (name, email, phone, preferred showing, message, terms)',
  order: 'Order printed material (name, email, phone, address, postal code, city, what is ordered, terms)',
  contact: 'Contact form of the modal-contact page (name, email, phone, message, terms)',
};

function invalid(issues: FieldIssue[], requestId: string): ApiError {
  return {
    code: 'VALIDATION_FAILED',
    message: `Invalid fields: ${issues.map((issue) => `${issue.path} (${issue.message})`).join(', ')}`,
    requestId,
    issues,
  };
}

export async function registerFormsModule(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const form of FORM_KINDS) {
    const bodySchema = bodySchemas[form];
    routes.post(
      `/api/forms/${form}`,
      {
        attachValidation: true,
        schema: {
          tags: ['content'],
          summary: SUMMARIES[form],
          description:
            'Stores the submission in form_submissions. 400 VALIDATION_FAILED carries `issues`: one per ' +
            'invalid field, with the error key of platform §5 (required, email, phoneNumber, invalidInput, ' +
            'inputToLong, maxLength, numeric) as message.',
          body: bodySchema,
          response: { 201: createdSchema, 400: apiErrorSchema, 421: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { site } = requireSiteContext(request);
        const parsed = (bodySchema as z.ZodTypeAny).safeParse(request.body ?? {});
        if (!parsed.success) return reply.status(400).send(invalid(fieldIssues(parsed.error), request.id));
        const { pagePath, ...values } = parsed.data as { pagePath: string; email: string } & Record<
          string,
          unknown
        >;
        const page = await findPublishedPage(app.database.db, site.key, pagePath);
        if (!page) {
          return reply.status(400).send(invalid([{ path: 'pagePath', message: 'invalidInput' }], request.id));
        }
        const [row] = await app.database.db
          .insert(formSubmissions)
          .values({ siteKey: site.key, form, pagePath, email: values.email, payload: values })
          .returning({ id: formSubmissions.id, createdAt: formSubmissions.createdAt });
        if (!row) throw new Error('The submission was not stored');
        return reply.status(201).send({ id: row.id, form, receivedAt: row.createdAt.toISOString() });
      },
    );
  }
}
