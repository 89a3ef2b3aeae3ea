import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhnDigit, norwegianControlDigits } from '../account/national-ids';
import {
  FORM_ERROR_KEYS,
  numericAndSlashRule,
  phoneMaybeInternationalRule,
  phoneWithCountryCodeRule,
  swedishPhoneRule,
} from './form-rules';
import { identityNumberIssue, identityNumberRule } from './identity-number-rules';

// Issue 35 item 8: the rules platform §5 names and the code lacked, each by its error key.

const keyOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('phone with country code (platform §5: +, a nonzero digit, then 7 to 14 digits)', () => {
  it('takes whole international numbers, spaces and hyphens aside', () => {
    for (const good of [
      '+4791234567',
      '+47 912 34 567',
      '+358 40 123 4567',
      '+46-70-123 45 67',
      '+1 2345678',
    ])
      expect(phoneWithCountryCodeRule.safeParse(good).success, good).toBe(true);
  });

  it('answers phoneWithCountryCode for a national number, a 0 after the plus or the wrong length', () => {
    expect(keyOf(phoneWithCountryCodeRule.safeParse(''))).toBe('required');
    for (const bad of [
      '0701234567',
      '+0701234567',
      '+4612345',
      '+1234567890123456',
      '+46 70 ABC',
      '++4670123456',
    ])
      expect(keyOf(phoneWithCountryCodeRule.safeParse(bad)), bad).toBe('phoneWithCountryCode');
  });

  it('agrees with the spec for any digit string after a plus (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,20}$/), (digits) => {
        const ok = /^[1-9]/.test(digits) && digits.length >= 8 && digits.length <= 15;
        expect(phoneWithCountryCodeRule.safeParse(`+${digits}`).success).toBe(ok);
      }),
    );
  });

  it('where a national number may be given, checks only a number written with + or 00', () => {
    for (const good of ['070-123 45 67', '912 34 567', '+47 912 34 567', '0047 912 34 567'])
      expect(phoneMaybeInternationalRule.safeParse(good).success, good).toBe(true);
    expect(keyOf(phoneMaybeInternationalRule.safeParse('+0 70 123 45 67'))).toBe('phoneWithCountryCode');
    expect(keyOf(phoneMaybeInternationalRule.safeParse('0046 70'))).toBe('phoneWithCountryCode');
    expect(keyOf(phoneMaybeInternationalRule.safeParse('070-ABC 45 67'))).toBe('phoneNumber');
  });
});

describe('Swedish phone (swedishPhone)', () => {
  it('takes Swedish numbers written nationally or with +46 / 0046', () => {
    for (const good of ['070-123 45 67', '0701234567', '08-123 456', '+46 70 123 45 67', '0046701234567'])
      expect(swedishPhoneRule.safeParse(good).success, good).toBe(true);
  });

  it('answers swedishPhone for a foreign or malformed Swedish number, phoneNumber for no number at all', () => {
    for (const bad of [
      '+47 912 34 567',
      '+358 40 123 4567',
      '0012345678',
      '+46 0701234567',
      '07012345678901',
    ])
      expect(keyOf(swedishPhoneRule.safeParse(bad)), bad).toBe('swedishPhone');
    expect(keyOf(swedishPhoneRule.safeParse('call me'))).toBe('phoneNumber');
  });
});

describe('digits and slashes (numericAndSlash)', () => {
  it('takes digits with slashes between, nothing else', () => {
    for (const good of ['1102', '12/3', '1102/1103'])
      expect(numericAndSlashRule.safeParse(good).success).toBe(true);
    for (const bad of ['12 B', 'H0101', '12-3', '12,3'])
      expect(keyOf(numericAndSlashRule.safeParse(bad)), bad).toBe('numericAndSlash');
    expect(keyOf(numericAndSlashRule.safeParse(' '))).toBe('required');
  });
});

const birth = fc
  .date({ min: new Date('1930-01-01'), max: new Date('2005-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10).replaceAll('-', ''));
const serial = fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0'));

describe('identity numbers: pnrFormat and pnrControl', () => {
  it('Swedish: a right shape with a wrong Luhn digit is pnrControl, never pnrFormat (property)', () => {
    fc.assert(
      fc.property(birth, serial, fc.integer({ min: 1, max: 9 }), (date, tail, shift) => {
        const check = luhnDigit(`${date.slice(2)}${tail}`);
        const right = `${date}-${tail}${check}`;
        const wrong = `${date}-${tail}${(check + shift) % 10}`;
        expect(identityNumberIssue('SE', right)).toBeUndefined();
        expect(identityNumberIssue('SE', right.slice(2))).toBeUndefined();
        expect(identityNumberIssue('SE', wrong)).toBe('pnrControl');
      }),
    );
  });

  it('Swedish: a wrong shape or date is pnrFormat', () => {
    for (const bad of [
      '1988-06-14',
      '19881314-2389',
      '19880600-2389',
      '8806142389X',
      'ÅÅÅÅMMDD-NNNN',
      '12345',
    ])
      expect(identityNumberIssue('SE', bad), bad).toBe('pnrFormat');
  });

  it('Norwegian and Finnish numbers: shape first, then their control digits', () => {
    const firstNine = '150385123';
    expect(norwegianControlDigits(firstNine)).toBe('63');
    expect(identityNumberIssue('NO', '15038512363')).toBeUndefined();
    expect(identityNumberIssue('NO', '15038512364')).toBe('pnrControl');
    expect(identityNumberIssue('NO', '150385-12363')).toBe('pnrFormat');
    expect(identityNumberIssue('FI', '131052-308T')).toBeUndefined();
    expect(identityNumberIssue('FI', '131052-308U')).toBe('pnrControl');
    expect(identityNumberIssue('FI', '131052308T')).toBe('pnrFormat');
  });

  it('the field rule answers required, then the key', () => {
    const rule = identityNumberRule('SE');
    expect(keyOf(rule.safeParse(''))).toBe('required');
    expect(keyOf(rule.safeParse('19880614-2388'))).toBe('pnrControl');
    expect(keyOf(rule.safeParse('1988-06-14'))).toBe('pnrFormat');
    expect(rule.safeParse(' 19880614-2389 ').success).toBe(true);
  });

  it('every key the rules give is one the forms API may answer', () => {
    for (const key of [
      'phoneWithCountryCode',
      'swedishPhone',
      'numericAndSlash',
      'pnrFormat',
      'pnrControl',
      'uniqueSocial',
      'uniqueEmail',
    ])
      expect(FORM_ERROR_KEYS).toContain(key);
  });
});
