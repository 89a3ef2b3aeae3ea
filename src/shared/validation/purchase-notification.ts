import { z } from 'zod';
import { defineContract } from '../api/contract';
import { endpointRoute } from '../api/endpoint';
import { emailRule, messageRule, nameRule, phoneRule, termsRule } from './form-rules';

// The purchase notification (template `purchase-notification`, flows §2.2; issue 35 item 4): a
// buyer who has agreed a purchase with the sales agent (outside click-to-buy) tells the developer
// which home it is, so the purchase is registered to them. The page and POST /api/forms/purchase
// judge the fields with this one schema; the server also checks that the project is one of the
// site's and the home number one of that project's homes.

export const PURCHASE_NOTIFICATION_ENDPOINT = endpointRoute('POST', '/api/forms/purchase');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const OBJECT_NUMBER_MAX_LENGTH = 20;

export const purchaseNotificationSchema = z.object({
  name: nameRule,
  email: emailRule,
  phone: phoneRule,
  /** The project (stage) bought in: one the page offers. */
  stageId: z.string({ message: 'required' }).trim().min(1, 'required').regex(UUID, 'invalidInput'),
  /** The home number as the purchase agreement gives it, e.g. A-1203. */
  objectNumber: z
    .string({ message: 'required' })
    .trim()
    .min(1, 'required')
    .max(OBJECT_NUMBER_MAX_LENGTH, 'maxLength')
    .regex(/^[\p{L}\d][\p{L}\d .-]*$/u, 'invalidInput'),
  message: messageRule,
  terms: termsRule,
});
export type PurchaseNotificationValues = z.infer<typeof purchaseNotificationSchema>;

const receivedSchema = z.object({
  id: z.string().uuid(),
  form: z.literal('purchase'),
  receivedAt: z.string().datetime(),
  /** The home notified: its project and number as the catalogue spells them. */
  stageName: z.string(),
  objectNumber: z.string(),
});
export type PurchaseNotificationReceived = z.infer<typeof receivedSchema>;

export const purchaseNotificationContract = defineContract(PURCHASE_NOTIFICATION_ENDPOINT, {
  access: 'public',
  tags: ['content'],
  summary: 'Notify a purchase: name, email, phone, project, home number, message, terms',
  description:
    '201 stores the notification. The same person (email) notifying the same home again answers 200 with ' +
    'the first notification, however often and however fast it is sent. 400 VALIDATION_FAILED carries ' +
    '`issues` with the error keys of platform §5; a project that is not the site’s (stageId) or a home ' +
    'number that is not one of its homes (objectNumber) is invalidInput. The page must be the site’s ' +
    'purchase-notification page.',
  body: purchaseNotificationSchema.extend({
    pagePath: z
      .string()
      .regex(/^\/[^\s?#]*$/, 'invalidInput')
      .max(300, 'maxLength'),
  }),
  issueMessages: 'errorKeys',
  responses: { 200: receivedSchema, 201: receivedSchema },
});
