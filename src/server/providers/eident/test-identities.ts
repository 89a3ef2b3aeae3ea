import { isValidNationalId } from '../../../shared/account/national-ids';

// The people the e-ident simulator can log in as. Each one delivers its national id in the
// claim its broker uses: Norway `socialno` or `nin`, Finland `hetu` or `nin`, so testers and
// tests can exercise every claim the portal reads.

export type EidentCountry = 'NO' | 'FI';
export type NationalIdClaim = 'socialno' | 'nin' | 'hetu';

export interface SimulatedIdentity {
  nationalId: string;
  givenName: string;
  familyName: string;
  claim: NationalIdClaim;
}

// The first two of each country are the demo accounts of seed/accounts/demo-accounts.ts (a
// customer who logs in, and a person known nowhere: SsnNotFound); the third is nobody's.
export const SIMULATOR_IDENTITIES: Readonly<Record<EidentCountry, readonly SimulatedIdentity[]>> = {
  NO: [
    { nationalId: '15038512363', givenName: 'Ola', familyName: 'Nordmann', claim: 'socialno' },
    { nationalId: '02079145788', givenName: 'Kari', familyName: 'Ukjent', claim: 'nin' },
    { nationalId: '24046632113', givenName: 'Ingrid', familyName: 'Hansen', claim: 'nin' },
  ],
  FI: [
    { nationalId: '120385-9015', givenName: 'Matti', familyName: 'Meikäläinen', claim: 'hetu' },
    { nationalId: '050779-902B', givenName: 'Maija', familyName: 'Tuntematon', claim: 'nin' },
    { nationalId: '240466-3213', givenName: 'Pekka', familyName: 'Korhonen', claim: 'nin' },
  ],
};

/** The claim a typed-in national id is delivered in: each country's own name for it. */
export const DEFAULT_CLAIM: Readonly<Record<EidentCountry, NationalIdClaim>> = { NO: 'socialno', FI: 'hetu' };

/** A listed identity, or a typed valid national id with placeholder names. */
export function identityFor(country: EidentCountry, nationalId: string): SimulatedIdentity | null {
  const normalized = nationalId.trim().toUpperCase();
  const listed = SIMULATOR_IDENTITIES[country].find((identity) => identity.nationalId === normalized);
  if (listed) return listed;
  if (!isValidNationalId(country, normalized)) return null;
  return { nationalId: normalized, givenName: 'Test', familyName: 'Person', claim: DEFAULT_CLAIM[country] };
}
