import { z } from 'zod';
import { defineContract } from '../api/contract';
import { FORM_ENDPOINTS } from './form-endpoints';
import { FORM_KINDS, FORM_SCHEMAS, type FormKind } from './form-rules';

// The forms on content pages (platform §5): POST /api/forms/{showing|order|contact}. The body is
// judged by the same shared rules the page uses; a bad body answers 400 VALIDATION_FAILED with
// one issue per field whose message is the error key, and nothing is stored.

const pagePathSchema = z
  .string()
  .regex(/^\/[^\s?#]*$/, 'invalidInput')
  .max(300, 'maxLength')
  .describe('Path of the page the form was sent from, e.g. /visning/anmalan/');

const SUMMARIES: Record<FormKind, string> = {
  showing: 'Sign up for a showing (name, email, phone, preferred showing, message, terms)',
  order: 'Order printed material (name, email, phone, address, postal code, city, what is ordered, terms)',
  contact: 'Contact form of the modal-contact page (name, email, phone, message, terms)',
};

function formContract<K extends FormKind>(kind: K) {
  return defineContract(FORM_ENDPOINTS[kind], {
    access: 'public',
    tags: ['content'],
    summary: SUMMARIES[kind],
    description:
      'Stores the submission. 400 VALIDATION_FAILED carries `issues`: one per invalid field, with the ' +
      'error key of platform §5 (required, email, phoneNumber, invalidInput, inputToLong, maxLength, ' +
      "numeric) as message. The page must be a published page of the host's site.",
    body: FORM_SCHEMAS[kind].extend({ pagePath: pagePathSchema }),
    issueMessages: 'errorKeys',
    responses: {
      201: z.object({ id: z.string().uuid(), form: z.enum(FORM_KINDS), receivedAt: z.string().datetime() }),
    },
  });
}

export const FORM_CONTRACTS = {
  showing: formContract('showing'),
  order: formContract('order'),
  contact: formContract('contact'),
} as const;
