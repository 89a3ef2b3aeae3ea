import type { FastifyInstance } from 'fastify';
import type { SigningProvider } from '../../../shared/signing/signing-endpoints';
import type { Environment } from '../../../shared/sites/site-types';
import { HttpError } from '../../http-error';
import { findOwnBooking } from '../booking/booking-repository';
import { documentStorageOf, verifiedBytes } from './document-store';
import { type SignerRole, signaturesOf } from './signature-repository';
import { type ExpectedSigner, expectedSigner } from './signer-identity';
import { type DocumentRow, findOwnDocument } from './signing-repository';
import { signingProviderOf } from './signing-service';

// Who may start signing what: a pending document of the caller's on this site, with the
// provider of the site's country; a booking agreement only while its booking is held, live and
// at its sign step; and never a document whose stored bytes no longer hash to its SHA-256. The
// co-buyer signs through the buyer's session (the same device), proving their own identity.

export interface SigningCaller {
  userId: string;
  siteKey: string;
  environment: Environment;
  /** The site's origin (https://hemvist.se), for return URLs. */
  origin: string;
  locale: string;
  endUserIp: string;
}

export const notFound = () => new HttpError('NOT_FOUND', 'No such document or booking.');

/** The booking's gate for signing its agreement. */
export async function assertBookingSignable(app: FastifyInstance, userId: string, bookingId: string) {
  const booking = await findOwnBooking(app.database.db, userId, bookingId, new Date());
  if (!booking) throw notFound();
  if (booking.status === 'expired' || booking.status === 'cancelled')
    throw new HttpError('BOOKING_EXPIRED', 'The hold on the home has ended; start again.');
  if (booking.status === 'held' && booking.currentStep !== 'sign')
    throw new HttpError('BOOKING_STEP_NOT_ALLOWED', 'The booking is not at its sign step.');
  return booking;
}

/**
 * The document the caller may have signed now, and whose identity the signature must prove: the
 * buyer's own, or (on the same device, after the buyer) the co-buyer's, each once.
 */
export async function signableDocument(
  app: FastifyInstance,
  caller: SigningCaller,
  documentId: string,
  provider: SigningProvider,
  role: SignerRole = 'buyer',
): Promise<{ document: DocumentRow; signer: ExpectedSigner }> {
  const document = await findOwnDocument(app.database.db, caller.userId, documentId);
  if (!document || document.siteKey !== caller.siteKey) throw notFound();
  if (signingProviderOf(caller.siteKey) !== provider)
    throw new HttpError('NOT_FOUND', 'This site does not sign with that provider.');
  if (document.status === 'done') throw new HttpError('CONFLICT', 'The document is already signed.');
  if (document.kind === 'booking-agreement' && document.bookingId) {
    const booking = await assertBookingSignable(app, caller.userId, document.bookingId);
    if (booking.status !== 'held') throw new HttpError('CONFLICT', 'The booking is already signed.');
  }
  const signer = await expectedSigner(app.database.db, document, role);
  if (!signer) throw new HttpError('NOT_FOUND', 'The document has no such signer.');
  const signatures = await signaturesOf(app.database.db, document.id);
  if (signatures.some((row) => row.signer === role))
    throw new HttpError('CONFLICT', 'This signer has signed the document already.');
  await verifiedBytes(documentStorageOf(app), document);
  return { document, signer };
}

/** The return path with the parameters that reopen the signing there (flows §2.2). */
export function returnPathWith(returnUrl: string, params: Record<string, string>): string {
  const url = new URL(returnUrl, 'http://return.invalid');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}
