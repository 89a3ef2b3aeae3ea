import { normalizeIdentityNumber } from '../../../shared/booking/booking-answers';
import type { SiteKey } from '../../../shared/sites/site-types';
import { getSite } from '../../../shared/sites/sites';
import type { Database } from '../../db/client';
import { findBooking } from '../booking/booking-repository';
import { requiredSigners, type SignerRole } from './signature-repository';
import { type DocumentRow, signerIdentityOf } from './signing-repository';

// Whose identity a signature must prove (issue 35 item 10). The buyer proves the account's own
// personal number (Sweden) or national id (Norway, Finland); the co-buyer the number the buyer
// gave for them at the personal-information step. A signature by anyone else is refused.

export interface ExpectedSigner {
  role: SignerRole;
  /** Twelve digits: what BankID is told to require and what its completion must name. */
  personalNumber: string | null;
  /** The Norwegian or Finnish national id (upper case) the e-ident claims must carry. */
  nationalId: string | null;
}

export async function expectedSigner(
  db: Database,
  document: DocumentRow,
  role: SignerRole,
): Promise<ExpectedSigner | undefined> {
  if (role === 'buyer') {
    const owner = await signerIdentityOf(db, document.userId);
    if (!owner) return undefined;
    return {
      role,
      personalNumber: owner.securityNumber ?? null,
      nationalId: owner.nationalId?.toUpperCase() ?? null,
    };
  }
  const booking = document.bookingId ? await findBooking(db, document.bookingId) : undefined;
  if (!booking?.coBuyerSecurityNumber || !requiredSigners(booking).includes(role)) return undefined;
  const country = getSite(document.siteKey as SiteKey).country;
  const number = normalizeIdentityNumber(country, booking.coBuyerSecurityNumber) ?? null;
  return country === 'SE'
    ? { role, personalNumber: number, nationalId: null }
    : { role, personalNumber: null, nationalId: number };
}
