import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  bookingIdParams,
  myResidenceTags,
  NOT_YOURS,
  residenceDocumentSchema,
  timelineStepSummarySchema,
} from './residence-contracts';
import { MY_RESIDENCE_ENDPOINTS as E } from './residence-endpoints';

// The buyer's timeline (issue 15 item 9, flows §2.4): five steps, each with its status and day,
// and what each step holds: the signed documents, the interior choices (open until the
// project's deadline), the inspection, the payments and the final payment, the move-in.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const currency = z.enum(['SEK', 'NOK', 'EUR']);

export const timelineOptionSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  /** Extra cost over the group's default, minor units. */
  price: z.number().int(),
  isDefault: z.boolean(),
});
export const timelineGroupSchema = z.object({
  groupKey: z.string(),
  groupName: z.string(),
  options: z.array(timelineOptionSchema),
  /** The chosen option (the saved one, else the default). */
  chosenId: z.string().uuid().nullable(),
});
export type TimelineGroup = z.infer<typeof timelineGroupSchema>;

export const interiorStateSchema = z.object({
  deadline: isoDate.nullable(),
  /** Whether choices may still change (the deadline day has not passed). */
  open: z.boolean(),
  groups: z.array(timelineGroupSchema),
  /** Sum of the chosen options, minor units. */
  total: z.number().int(),
  currency,
});
export type InteriorState = z.infer<typeof interiorStateSchema>;

export const timelinePaymentSchema = z.object({
  id: z.string().uuid(),
  purpose: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency,
  dueDate: isoDate.nullable(),
  paidAt: z.string().nullable(),
});

export const timelineSchema = z.object({
  bookingId: z.string().uuid(),
  objectNumber: z.string(),
  stageName: z.string(),
  steps: z.array(timelineStepSummarySchema),
  contract: z.object({ signedAt: z.string().nullable(), documents: z.array(residenceDocumentSchema) }),
  interior: interiorStateSchema,
  inspection: z.object({ date: isoDate.nullable() }),
  payment: z.object({
    finalPaymentDate: isoDate.nullable(),
    price: z.number().int(),
    interiorTotal: z.number().int(),
    /** What was paid already towards the home (the booking fee), minor units. */
    paid: z.number().int(),
    /** Left to pay at the final payment: price and interior choices less what was paid. */
    remaining: z.number().int(),
    currency,
    payments: z.array(timelinePaymentSchema),
  }),
  moveIn: z.object({ date: isoDate }),
});
export type MyTimeline = z.infer<typeof timelineSchema>;

export const timelineContract = defineContract(E.timeline, {
  access: 'login',
  tags: myResidenceTags,
  summary: 'The five steps of a booked home’s timeline with their status, days and contents',
  description: NOT_YOURS,
  params: bookingIdParams,
  responses: { 200: timelineSchema },
  errors: ['NOT_FOUND'],
});

/** One option id per group; groups left out keep their saved choice (or the default). */
export const saveInteriorBody = z.object({
  choices: z.record(z.string().min(1).max(50), z.string().uuid()),
});
export type SaveInteriorBody = z.infer<typeof saveInteriorBody>;

export const saveInteriorContract = defineContract(E.saveInterior, {
  access: 'login',
  tags: myResidenceTags,
  summary: 'Choose interior options of a booked home before the project’s deadline',
  description:
    'Each option must be one of the booking’s project in the group it is given for; otherwise ' +
    `400 VALIDATION_FAILED. After the deadline day 409 CONFLICT. ${NOT_YOURS}`,
  params: bookingIdParams,
  body: saveInteriorBody,
  responses: { 200: interiorStateSchema },
  errors: ['NOT_FOUND', 'CONFLICT'],
});
