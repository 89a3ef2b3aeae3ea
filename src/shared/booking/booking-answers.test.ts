import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhnDigit } from '../account/national-ids';
import {
  financingFormSchemaFor,
  financingIssues,
  minimumDownPayment,
  normalizeSwedishPersonalNumber,
  personalInfoSchemaFor,
} from './booking-answers';

// flows §5: down payment at least 15 % (downPaymentTooLow naming the minimum), the financing
// sum at most the maximum (priceSumToHigh); two persons' identity numbers and e-mails differ.

const price = fc.integer({ min: 1, max: 20_000_000 }).map((units) => units * 100);

describe('financing rules', () => {
  it('downPaymentTooLow exactly below 15 % of the price, naming the minimum', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 2_000_000_000 }), (amount, down) => {
        const issues = financingIssues({ downPayment: down, loanAmount: 0 }, { price: amount, maximum: 4e9 });
        const minimum = minimumDownPayment(amount);
        expect(minimum * 100).toBeGreaterThanOrEqual(amount * 15);
        expect(minimum - 100).toBeLessThan((amount * 15) / 100);
        const tooLow = issues.find((issue) => issue.path === 'downPayment');
        if (down < minimum) expect(tooLow?.message).toBe(`downPaymentTooLow|min=${minimum}`);
        else expect(tooLow).toBeUndefined();
      }),
    );
  });

  it('priceSumToHigh exactly when down payment plus loan exceed the maximum', () => {
    fc.assert(
      fc.property(
        price,
        fc.integer({ min: 0, max: 5_000_000 }).map((units) => units * 100),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        (amount, extra, down, loan) => {
          const maximum = amount + extra;
          const issues = financingIssues({ downPayment: down, loanAmount: loan }, { price: amount, maximum });
          const tooHigh = issues.find((issue) => issue.path === 'loanAmount');
          if (down + loan > maximum) expect(tooHigh?.message).toBe(`priceSumToHigh|max=${maximum}`);
          else expect(tooHigh).toBeUndefined();
        },
      ),
    );
  });

  it('the form reads whole units and checks the same rules in minor units', () => {
    const schema = financingFormSchemaFor({ price: 300_000_000, maximum: 300_000_000 });
    const ok = schema.safeParse({
      downPayment: '450 000',
      loanAmount: '2550000',
      bank: '',
      hasLoanPromise: true,
    });
    expect(ok.success && ok.data).toEqual({
      downPayment: 45_000_000,
      loanAmount: 255_000_000,
      bank: '',
      hasLoanPromise: true,
    });
    const low = schema.safeParse({
      downPayment: '449 999',
      loanAmount: '0',
      bank: '',
      hasLoanPromise: false,
    });
    expect(low.success ? [] : low.error.issues.map((issue) => issue.message)).toEqual([
      'downPaymentTooLow|min=45000000',
    ]);
    const text = schema.safeParse({
      downPayment: 'lots',
      loanAmount: '1,5',
      bank: '',
      hasLoanPromise: false,
    });
    expect(text.success).toBe(false);
  });
});

const serial = fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0'));
const birth = fc
  .date({ min: new Date('1930-01-01'), max: new Date('2005-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10).replaceAll('-', ''));
const swedishNumber = fc.tuple(birth, serial).map(([date, tail]) => {
  return `${date}${tail}${luhnDigit(`${date.slice(2)}${tail}`)}`;
});

const person = (securityNumber: string, email: string) => ({
  firstName: 'Anna',
  lastName: 'Svensson',
  email,
  phone: '0701234567',
  securityNumber,
});

describe('co-buyer rules', () => {
  const schema = personalInfoSchemaFor('SE');
  const buyer = (securityNumber: string, email: string) => ({
    ...person(securityNumber, email),
    address: 'Gatan 1',
    postalCode: '12345',
    city: 'Stad',
  });

  it('accepts every way of writing a Swedish number and refuses a wrong check digit', () => {
    fc.assert(
      fc.property(swedishNumber, (full) => {
        const short = `${full.slice(2, 8)}-${full.slice(8)}`;
        expect(normalizeSwedishPersonalNumber(full)).toBe(full);
        expect(normalizeSwedishPersonalNumber(`${full.slice(0, 8)}-${full.slice(8)}`)).toBe(full);
        expect(normalizeSwedishPersonalNumber(short)).toBe(full);
        const wrong = `${full.slice(0, 11)}${(Number(full[11]) + 1) % 10}`;
        expect(normalizeSwedishPersonalNumber(wrong)).toBeUndefined();
      }),
    );
  });

  it('refuses the same identity number or e-mail for both persons, however written', () => {
    fc.assert(
      fc.property(
        swedishNumber,
        swedishNumber,
        fc.emailAddress(),
        fc.emailAddress(),
        fc.boolean(),
        (first, second, emailA, emailB, shortForm) => {
          const written = shortForm ? `${second.slice(2, 8)}-${second.slice(8)}` : second;
          const result = schema.safeParse({
            buyer: buyer(first, emailA),
            hasCoBuyer: true,
            coBuyer: person(written, emailB.toUpperCase()),
          });
          const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
          expect(messages.includes('uniqueSocial')).toBe(first === second);
          const sameEmail = emailA.toLowerCase() === emailB.toLowerCase();
          if (sameEmail) expect(messages).toContain('uniqueEmail');
          else expect(messages).not.toContain('uniqueEmail');
        },
      ),
    );
  });

  it('ignores a co-buyer left in the form when there is none', () => {
    const result = schema.parse({
      buyer: buyer('198806142389', 'a@b.se'),
      hasCoBuyer: false,
      coBuyer: person('198806142389', 'a@b.se'),
    });
    expect(result.coBuyer).toBeUndefined();
  });
});
