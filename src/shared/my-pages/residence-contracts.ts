import { z } from 'zod';
import { defineContract } from '../api/contract';
import { TIMELINE_STEPS } from '../sites/routes';
import { MY_RESIDENCE_ENDPOINTS as E } from './residence-endpoints';

// My residence (issue 15 item 3): the caller's booked homes on the current site, and one of them
// with its facts, floor plan, documents, contacts and a compact timeline. A booking of someone
// else, or of another site, answers 404 as a missing one does.

export const myResidenceTags = ['my-pages'] as const;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const bookingIdParams = z.object({ bookingId: z.string().uuid() });
export const NOT_YOURS = 'A booking of someone else, or of another site, answers 404 like a missing one.';

export const TIMELINE_STATUSES = ['done', 'current', 'upcoming'] as const;
export type TimelineStatus = (typeof TIMELINE_STATUSES)[number];

export const timelineStepSummarySchema = z.object({
  step: z.enum(TIMELINE_STEPS),
  status: z.enum(TIMELINE_STATUSES),
  /** The step's day: signed, interior deadline, inspection, final payment, move-in. */
  date: isoDate.nullable(),
});
export type TimelineStepSummary = z.infer<typeof timelineStepSummarySchema>;

export const residenceSummarySchema = z.object({
  bookingId: z.string().uuid(),
  objectNumber: z.string(),
  stageName: z.string(),
});

export const residencesContract = defineContract(E.residences, {
  access: 'login',
  tags: myResidenceTags,
  summary: 'The caller’s signed or completed bookings on this site, newest first',
  responses: { 200: z.object({ residences: z.array(residenceSummarySchema) }) },
  errors: ['NOT_FOUND'],
});

export const residenceContactSchema = z.object({
  role: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const residenceDocumentSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  kind: z.string(),
  status: z.enum(['pending', 'done']),
});

export const residenceSchema = z.object({
  bookingId: z.string().uuid(),
  objectId: z.string().uuid(),
  objectNumber: z.string(),
  stageName: z.string(),
  /** The home's public page (null when it has none). */
  objectPath: z.string().nullable(),
  facts: z.object({
    rooms: z.number().int(),
    livingArea: z.number(),
    floor: z.number().int(),
    buildingFloors: z.number().int(),
    /** What the buyer pays (the price when booked), minor units of `currency`. */
    price: z.number().int(),
    currency: z.enum(['SEK', 'NOK', 'EUR']),
    moveInDate: isoDate,
  }),
  /** The generated floor plan of the home. */
  floorPlanUrl: z.string(),
  documents: z.array(residenceDocumentSchema),
  contacts: z.array(residenceContactSchema),
  timeline: z.array(timelineStepSummarySchema),
});
export type MyResidence = z.infer<typeof residenceSchema>;

export const residenceContract = defineContract(E.residence, {
  access: 'login',
  tags: myResidenceTags,
  summary: 'One booked home of the caller: facts, floor plan, documents, contacts, timeline',
  description: NOT_YOURS,
  params: bookingIdParams,
  responses: { 200: residenceSchema },
  errors: ['NOT_FOUND'],
});
