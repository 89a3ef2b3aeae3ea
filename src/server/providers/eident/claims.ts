import type { EidentCountry } from './test-identities';

// Where the brokers put the national id: Norway `socialno` (older brokers) or `nin`,
// Finland `hetu` or `nin`. The first present wins.
const NATIONAL_ID_CLAIMS: Readonly<Record<EidentCountry, readonly string[]>> = {
  NO: ['socialno', 'nin'],
  FI: ['hetu', 'nin'],
};

export interface IdentityClaims {
  nationalId: string;
  givenName?: string;
  familyName?: string;
}

export function identityFromClaims(
  country: EidentCountry,
  claims: Record<string, unknown>,
): IdentityClaims | null {
  const claim = NATIONAL_ID_CLAIMS[country].find(
    (name) => typeof claims[name] === 'string' && claims[name] !== '',
  );
  if (!claim) return null;
  const text = (name: string) => (typeof claims[name] === 'string' ? (claims[name] as string) : undefined);
  return {
    nationalId: (claims[claim] as string).trim().toUpperCase(),
    givenName: text('given_name'),
    familyName: text('family_name'),
  };
}
