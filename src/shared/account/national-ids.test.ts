import { describe, expect, it } from 'vitest';
import {
  isValidFinnishNationalId,
  isValidNorwegianNationalId,
  isValidSwedishPersonalNumber,
} from './national-ids';

describe('identity number checksums', () => {
  it('Swedish personal numbers use the Luhn digit', () => {
    // Skatteverket's published example 811218-9876.
    expect(isValidSwedishPersonalNumber('198112189876')).toBe(true);
    expect(isValidSwedishPersonalNumber('198112189875')).toBe(false);
    expect(isValidSwedishPersonalNumber('8112189876')).toBe(false);
  });

  it('Norwegian national ids carry two mod-11 control digits', () => {
    expect(isValidNorwegianNationalId('15038512363')).toBe(true);
    expect(isValidNorwegianNationalId('15038512364')).toBe(false);
  });

  it('Finnish henkilötunnus ends with the mod-31 control character', () => {
    // The example of the Finnish Digital and Population Data Services Agency.
    expect(isValidFinnishNationalId('131052-308T')).toBe(true);
    expect(isValidFinnishNationalId('131052-308U')).toBe(false);
  });
});
