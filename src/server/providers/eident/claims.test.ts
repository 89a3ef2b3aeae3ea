import { describe, expect, it } from 'vitest';
import { identityFromClaims } from './claims';

describe('national id from the ID token claims', () => {
  it('reads Norway from socialno, else nin', () => {
    expect(
      identityFromClaims('NO', { socialno: '01010101006', given_name: 'Kari', family_name: 'Nordmann' }),
    ).toEqual({
      nationalId: '01010101006',
      givenName: 'Kari',
      familyName: 'Nordmann',
    });
    expect(identityFromClaims('NO', { nin: '01010101006' })?.nationalId).toBe('01010101006');
    expect(identityFromClaims('NO', { socialno: '15038512363', nin: '01010101006' })?.nationalId).toBe(
      '15038512363',
    );
  });

  it('reads Finland from hetu, else nin, upper-cased', () => {
    expect(identityFromClaims('FI', { hetu: '131052-308t' })?.nationalId).toBe('131052-308T');
    expect(identityFromClaims('FI', { nin: '131052-308T' })?.nationalId).toBe('131052-308T');
  });

  it("does not take another country's claim, or an empty one", () => {
    expect(identityFromClaims('NO', { hetu: '131052-308T' })).toBeNull();
    expect(identityFromClaims('FI', { socialno: '01010101006' })).toBeNull();
    expect(identityFromClaims('NO', { socialno: '' })).toBeNull();
  });
});
