import type { FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../../shared/sites/site-types';
import { findSiteBySiteId, SITES } from '../../../shared/sites/sites';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { loginOf } from '../../plugins/auth/access';
import { type BookingRow, findOwnBooking } from './booking-repository';

// Who may read a booking: its buyer, on the site it was made on. Anything else answers 404 as a
// missing booking does, so nobody learns which booking ids exist.

export const bookingNotFound = () => new HttpError('NOT_FOUND', 'No such booking or home.');

/** The site whose bookings a request may touch (the English sub-site books the Swedish homes). */
export function bookingSiteIdOf(request: FastifyRequest): string | undefined {
  const site = request.siteContext?.site;
  if (!site) return undefined;
  return site.key === 'en' ? SITES.se.siteId : site.siteId;
}

/** The site a booking was made on (its home's site). */
export function siteOfBooking(booking: BookingRow): SiteConfig {
  return findSiteBySiteId(booking.siteId) ?? SITES.se;
}

export async function ownBooking(db: Database, request: FastifyRequest, id: string): Promise<BookingRow> {
  const booking = await findOwnBooking(db, loginOf(request).userId, id, new Date());
  if (!booking || booking.siteId !== bookingSiteIdOf(request)) throw bookingNotFound();
  return booking;
}
