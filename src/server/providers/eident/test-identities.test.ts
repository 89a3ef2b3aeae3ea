import { describe, expect, it } from 'vitest';
import {
  isValidFinnishNationalId,
  isValidNorwegianNationalId,
  norwegianControlDigits,
} from '../../../shared/account/national-ids';
import { identityFor, SIMULATOR_IDENTITIES } from './test-identities';

describe('Norwegian national identity numbers', () => {
  it('accepts numbers with both mod-11 control digits right', () => {
    expect(isValidNorwegianNationalId('01010101006')).toBe(true);
    expect(isValidNorwegianNationalId('15038512363')).toBe(true);
  });

  it('refuses a wrong control digit, a wrong length and letters', () => {
    expect(isValidNorwegianNationalId('01010101007')).toBe(false);
    expect(isValidNorwegianNationalId('0101010100')).toBe(false);
    expect(isValidNorwegianNationalId('0101010100a')).toBe(false);
  });

  it('has no control digits when the first would be 10', () => {
    expect(norwegianControlDigits('311270789')).toBeNull();
  });
});

describe('Finnish henkilötunnus', () => {
  it('accepts a correct checksum character in every century', () => {
    expect(isValidFinnishNationalId('131052-308T')).toBe(true);
    expect(isValidFinnishNationalId('131052A308T')).toBe(true);
    expect(isValidFinnishNationalId('131052Y308T')).toBe(true);
  });

  it('refuses a wrong checksum or shape', () => {
    expect(isValidFinnishNationalId('131052-308U')).toBe(false);
    expect(isValidFinnishNationalId('131052/308T')).toBe(false);
    expect(isValidFinnishNationalId('13105-308T')).toBe(false);
  });
});

describe('simulator identities', () => {
  it('are all valid and cover every claim name', () => {
    for (const identity of SIMULATOR_IDENTITIES.NO)
      expect(isValidNorwegianNationalId(identity.nationalId)).toBe(true);
    for (const identity of SIMULATOR_IDENTITIES.FI)
      expect(isValidFinnishNationalId(identity.nationalId)).toBe(true);
    const claims = [...SIMULATOR_IDENTITIES.NO, ...SIMULATOR_IDENTITIES.FI].map((identity) => identity.claim);
    expect(new Set(claims)).toEqual(new Set(['socialno', 'nin', 'hetu']));
  });

  it('take a typed valid id with the country claim, and refuse an invalid one', () => {
    expect(identityFor('NO', ' 01010101006 ')).toMatchObject({
      nationalId: '01010101006',
      claim: 'socialno',
    });
    expect(identityFor('FI', '131052-308t')).toMatchObject({ nationalId: '131052-308T', claim: 'hetu' });
    expect(identityFor('NO', '01010101007')).toBeNull();
  });
});
