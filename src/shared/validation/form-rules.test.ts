import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contactFormSchema,
  emailRule,
  fieldIssues,
  genericTextRule,
  messageRule,
  nameRule,
  numericTextRule,
  orderFormSchema,
  phoneRule,
  showingFormSchema,
  termsRule,
} from './form-rules';

const keyOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('name rule', () => {
  it('accepts ordinary names in the four languages', () => {
    for (const name of ['Anna Lindqvist', 'Åsa Öberg-Ek', 'Kjersti Østby', 'Päivi Mäkelä', "Sean O'Neil"]) {
      expect(nameRule.safeParse(name).success, name).toBe(true);
    }
  });

  it('answers required, maxLength and invalidInput', () => {
    expect(keyOf(nameRule.safeParse('   '))).toBe('required');
    expect(keyOf(nameRule.safeParse(undefined))).toBe('required');
    expect(keyOf(nameRule.safeParse('A'.repeat(51)))).toBe('maxLength');
    for (const bad of ['Anna2', 'www.anna', 'a//b', '<b>', 'a@b', 'who?', 'a=b']) {
      expect(keyOf(nameRule.safeParse(bad)), bad).toBe('invalidInput');
    }
  });

  it('rejects every name that holds a digit (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.integer({ min: 0, max: 9 }), (text, digit) => {
        expect(nameRule.safeParse(`Anna${text}${digit}`).success).toBe(false);
      }),
    );
  });

  it('accepts every 1 to 50 letter name (property)', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzåäöøæ ÅÄÖ-'.split(''));
    fc.assert(
      fc.property(fc.array(letter, { minLength: 1, maxLength: 49 }), (letters) => {
        expect(nameRule.safeParse(`A${letters.join('')}`).success).toBe(true);
      }),
    );
  });
});

describe('email rule', () => {
  it('accepts addresses and rejects malformed ones with the email key', () => {
    expect(emailRule.safeParse('anna@example.se').success).toBe(true);
    expect(emailRule.safeParse('  anna.l+visning@post.example.fi ').data).toBe(
      'anna.l+visning@post.example.fi',
    );
    expect(keyOf(emailRule.safeParse(''))).toBe('required');
    for (const bad of ['anna', 'anna@', '@example.se', 'anna@example', 'an na@example.se']) {
      expect(keyOf(emailRule.safeParse(bad)), bad).toBe('email');
    }
  });
});

describe('phone rule', () => {
  it('takes 7 to 20 characters of digits, plus, hyphen and spaces', () => {
    for (const good of ['0701234567', '+46 70-123 45 67', '1234567', '+358 40 123 4567']) {
      expect(phoneRule.safeParse(good).success, good).toBe(true);
    }
    expect(keyOf(phoneRule.safeParse(''))).toBe('required');
    for (const bad of ['123456', '070 123 45 67 89 01 23', '070-ABC', '(070) 123']) {
      expect(keyOf(phoneRule.safeParse(bad)), bad).toBe('phoneNumber');
    }
  });

  it('agrees with the length bounds for any digit string (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,30}$/), (digits) => {
        expect(phoneRule.safeParse(digits).success).toBe(digits.length >= 7 && digits.length <= 20);
      }),
    );
  });
});

describe('message, text, numeric and terms rules', () => {
  it('allows an empty message and at most 500 characters', () => {
    expect(messageRule.safeParse(undefined).data).toBe('');
    expect(messageRule.safeParse('x'.repeat(500)).success).toBe(true);
    expect(keyOf(messageRule.safeParse('x'.repeat(501)))).toBe('inputToLong');
    expect(messageRule.safeParse('Finns det parkering? Svara gärna till anna@example.se').success).toBe(true);
    expect(keyOf(messageRule.safeParse('Se https://spam.example'))).toBe('invalidInput');
  });

  it('never accepts a message longer than 500 characters (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 501, maxLength: 700, unit: fc.constantFrom('a', 'b', ' ', 'ö') }),
        (text) => {
          fc.pre(text.trim().length > 500);
          expect(messageRule.safeParse(text).success).toBe(false);
        },
      ),
    );
  });

  it('checks address text, postal codes and the terms box', () => {
    expect(genericTextRule.safeParse('Storgatan 12 B').success).toBe(true);
    expect(keyOf(genericTextRule.safeParse('<script>'))).toBe('invalidInput');
    expect(numericTextRule.safeParse('722 14').success).toBe(true);
    expect(keyOf(numericTextRule.safeParse('72A14'))).toBe('numeric');
    expect(termsRule.safeParse(true).success).toBe(true);
    expect(keyOf(termsRule.safeParse(false))).toBe('required');
  });
});

describe('form schemas', () => {
  const contact = { name: 'Anna Lindqvist', email: 'anna@example.se', phone: '070-123 45 67', terms: true };

  it('accept complete forms', () => {
    expect(contactFormSchema.safeParse({ ...contact, message: 'Hej!' }).success).toBe(true);
    expect(showingFormSchema.safeParse({ ...contact, preferredShowing: '2026-12-05 11:00' }).success).toBe(
      true,
    );
    expect(
      orderFormSchema.safeParse({
        ...contact,
        address: 'Storgatan 12',
        postalCode: '722 14',
        city: 'Västerås',
        ordered: ['brochure'],
      }).success,
    ).toBe(true);
  });

  it('report the first issue of every invalid field, as error keys', () => {
    const result = orderFormSchema.safeParse({
      name: 'Anna1',
      email: 'x',
      phone: '1',
      terms: false,
      ordered: [],
    });
    expect(result.success).toBe(false);
    expect(fieldIssues(result.error as never)).toEqual([
      { path: 'name', message: 'invalidInput' },
      { path: 'email', message: 'email' },
      { path: 'phone', message: 'phoneNumber' },
      { path: 'address', message: 'required' },
      { path: 'postalCode', message: 'required' },
      { path: 'city', message: 'required' },
      { path: 'ordered', message: 'required' },
      { path: 'terms', message: 'required' },
    ]);
  });
});
