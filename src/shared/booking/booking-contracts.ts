import { z } from 'zod';
import { defineContract } from '../api/contract';
import { buyResidenceExpireCookie } from '../consent/cookie-table';
import { BOOKING_ENDPOINTS as E } from './booking-endpoints';
import { BOOKING_FLOWS, BOOKING_STATUSES, BOOKING_STEPS } from './booking-steps';

// Contracts of the booking core (flows §3.6, §4.5, §7.2; issue 14 items 2 and 3). Amounts are
// integers in minor units. A booking that is not the caller's answers 404, as a missing one does.

const tags = ['booking'] as const;

const objectIdParams = z.object({ objectId: z.string().uuid() });
const objectAndBookingParams = z.object({ objectId: z.string().uuid(), bookingId: z.string().uuid() });
const bookingIdParams = z.object({ id: z.string().uuid() });

/** The booking payload of flows §3.6. */
export const bookingRefSchema = z.object({
  bookingId: z.string().uuid(),
  objectId: z.string().uuid(),
  objectNumber: z.string(),
});
export type BookingRef = z.infer<typeof bookingRefSchema>;

export const bookingStateSchema = bookingRefSchema.extend({
  flow: z.enum(BOOKING_FLOWS),
  status: z.enum(BOOKING_STATUSES),
  step: z.enum(BOOKING_STEPS),
  /** The flow's steps in order (flows §2.5); `step` is one of them. */
  steps: z.array(z.enum(BOOKING_STEPS)),
  /** When an unsigned hold releases the home. */
  holdExpiresAt: z.string().datetime(),
  bookingFee: z.number().int().min(0),
  currency: z.enum(['SEK', 'NOK', 'EUR']),
});
export type BookingState = z.infer<typeof bookingStateSchema>;

export const startBookingBody = z.object({
  objectId: z.string().uuid(),
  /**
   * Made by the client once per attempt (e.g. when the booking button is shown): a repeated
   * request with the same key (a double click, a retry) answers the same booking.
   */
  idempotencyKey: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const bookingStepBody = z.object({
  bookingId: z.string().uuid(),
  step: z.enum(BOOKING_STEPS),
});

export const completeBookingBody = z.object({ bookingId: z.string().uuid() });

export const bookingObjectInformationSchema = z.object({
  objectId: z.string().uuid(),
  objectNumber: z.string(),
  stageId: z.string().uuid(),
  stageName: z.string(),
  /** Sales price in the site's currency, whole units as the catalogue holds it. */
  price: z.number().int().nullable(),
  monthlyFee: z.number().int(),
  rooms: z.number().int(),
  livingArea: z.number(),
  flow: z.enum(BOOKING_FLOWS),
  steps: z.array(z.enum(BOOKING_STEPS)),
  bookingFee: z.number().int().min(0),
  currency: z.enum(['SEK', 'NOK', 'EUR']),
  holdMinutes: z.number().int(),
  contractTerms: z.string(),
  bookable: z.boolean(),
  /** The caller's booking named in the path, when there is one. */
  booking: bookingStateSchema.nullable(),
});
export type BookingObjectInformation = z.infer<typeof bookingObjectInformationSchema>;

export const isBookableContract = defineContract(E.isBookable, {
  access: 'public',
  tags,
  summary: 'Whether a home can be booked online now (for sale, in a booking project, held by no one)',
  params: objectIdParams,
  responses: { 200: z.boolean() },
});

export const isBookableForBookingContract = defineContract(E.isBookableForBooking, {
  access: 'public',
  tags,
  summary: 'Whether a home can be booked now, or is held by this live booking',
  params: objectAndBookingParams,
  responses: { 200: z.boolean() },
});

export const startBookingContract = defineContract(E.startBooking, {
  access: 'login',
  tags,
  summary: 'Start booking a home: holds it (status reserved) for the project’s hold minutes',
  description:
    'Exactly one active booking per home: of simultaneous attempts one wins, the others answer 409 ' +
    'HOME_NOT_BOOKABLE. The same idempotency key answers the same booking. One home per buyer and stage: ' +
    'a second answers 409 ALREADY_BOOKING_IN_STAGE. A home that does not exist or is not sold online ' +
    'answers 404.',
  body: startBookingBody,
  responses: { 200: bookingRefSchema },
  errors: ['NOT_FOUND', 'HOME_NOT_BOOKABLE', 'ALREADY_BOOKING_IN_STAGE'],
});

export const bookingStatusContract = defineContract(E.bookingStatus, {
  access: 'login',
  tags,
  summary: 'A booking of the caller’s: 202 while pending, else its status, step and hold expiry',
  description: 'A lapsed hold reads as expired (and the home is released) at once.',
  params: bookingIdParams,
  responses: { 200: bookingStateSchema, 202: z.null() },
  errors: ['NOT_FOUND'],
});

export const BUY_RESIDENCE_EXPIRE_COOKIE = buyResidenceExpireCookie.name;

export const holdExpiryContract = defineContract(E.holdExpiry, {
  access: 'login',
  tags,
  summary: 'The hold expiry of booking x; sets the buy-residence-expire cookie to it',
  description:
    'x is a booking of the caller’s. Checks the hold exactly (a lapsed one is released now) and stores ' +
    'its end in the buy-residence-expire cookie, which lives until then, so the flow’s countdown ' +
    'survives a reload.',
  params: z.object({ x: z.string().uuid() }),
  responses: { 200: bookingStateSchema },
  errors: ['NOT_FOUND'],
  stateChanging: true,
});

export const removeHoldExpiryContract = defineContract(E.removeHoldExpiry, {
  access: 'public',
  tags,
  summary: 'Clears the buy-residence-expire cookie (the booking was completed or left)',
  responses: { 204: z.null() },
  stateChanging: true,
});

const userAndPlaceParams = z.object({ a: z.string().uuid(), b: z.string().uuid() });

export const canBookInProjectContract = defineContract(E.canBookInProject, {
  access: 'login',
  tags,
  summary: 'Whether user a (the caller) may book in project (area) b',
  description:
    'True when the area has a stage booked online and the caller holds no active booking in it. ' +
    'Another user id than the caller’s answers 404.',
  params: userAndPlaceParams,
  responses: { 200: z.boolean() },
  errors: ['NOT_FOUND'],
});

export const canBookInStageContract = defineContract(E.canBookInStage, {
  access: 'login',
  tags,
  summary: 'Whether user a (the caller) may book in stage b',
  description:
    'True when the stage is booked online and the caller holds no active booking in it. Another user id ' +
    'than the caller’s answers 404.',
  params: userAndPlaceParams,
  responses: { 200: z.boolean() },
  errors: ['NOT_FOUND'],
});

export const objectInformationContract = defineContract(E.objectInformation, {
  access: 'login',
  tags,
  summary: 'What the booking flow shows of a home: price, flow and its steps, fee, hold, terms',
  description: 'A home not sold online answers 404.',
  params: objectIdParams,
  responses: { 200: bookingObjectInformationSchema },
  errors: ['NOT_FOUND'],
});

export const objectInformationForBookingContract = defineContract(E.objectInformationForBooking, {
  access: 'login',
  tags,
  summary: 'A home’s booking information with the caller’s booking of it',
  params: objectAndBookingParams,
  responses: { 200: bookingObjectInformationSchema },
  errors: ['NOT_FOUND'],
});

export const bookingStepContract = defineContract(E.bookingStep, {
  access: 'login',
  tags,
  summary: 'Move a booking of the caller’s to a step of its flow',
  description:
    'Only to the next step (once signing or payment is done where the step needs it) or back to an ' +
    'earlier unsigned one; anything else answers 409 BOOKING_STEP_NOT_ALLOWED. A lapsed hold answers ' +
    '409 BOOKING_EXPIRED.',
  body: bookingStepBody,
  responses: { 200: bookingStateSchema },
  errors: ['NOT_FOUND', 'BOOKING_STEP_NOT_ALLOWED', 'BOOKING_EXPIRED'],
});

export const completeBookingContract = defineContract(E.completeBooking, {
  access: 'login',
  tags,
  summary: 'Complete a booking standing on its last step with signing (and payment) done',
  description: 'The home becomes booked. Idempotent for a completed booking.',
  body: completeBookingBody,
  responses: { 200: bookingStateSchema },
  errors: ['NOT_FOUND', 'BOOKING_STEP_NOT_ALLOWED', 'BOOKING_EXPIRED'],
});
