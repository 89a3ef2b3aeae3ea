import { z } from 'zod';
import { defineContract } from '../api/contract';
import { bookingRefSchema } from './booking-contracts';
import { BOOKING_ENDPOINTS as E } from './booking-endpoints';
import { BOOKING_STATUSES, BOOKING_STEPS } from './booking-steps';

// The caller's bookings that are still under way on this site (issue 33 item 2): a buyer who left
// the flow is offered to resume it on the home's page, on its stage's page and first in my pages.

export const openBookingSchema = bookingRefSchema.extend({
  stageId: z.string().uuid(),
  stageName: z.string(),
  /** The home's page on this site. */
  objectPath: z.string(),
  step: z.enum(BOOKING_STEPS),
  status: z.enum(BOOKING_STATUSES),
  /** When the home stops being held for the buyer unless the flow goes on. */
  holdExpiresAt: z.string().datetime(),
});
export type OpenBooking = z.infer<typeof openBookingSchema>;

export const openBookingsContract = defineContract(E.openBookings, {
  access: 'login',
  tags: ['booking'],
  summary: 'The caller’s bookings on this site that are still under way, soonest hold end first',
  description:
    'Started, held or signed bookings whose hold has not ended, and paid ones not yet completed. ' +
    'A finished, lapsed or cancelled booking, and bookings of other sites, are not listed.',
  responses: { 200: z.array(openBookingSchema) },
});
