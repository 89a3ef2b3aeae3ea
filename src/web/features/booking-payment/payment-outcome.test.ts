import { describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_TEXTS } from '../../i18n/booking-payment-texts';
import { outcomeKey } from './payment-outcome';
import { paymentReturnOf, returnPathOf } from './payment-return';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('payment outcome texts', () => {
  it('names each Swish and bank code, in every language, and falls back to the state', () => {
    for (const code of ['RP06', 'ACMT03', 'BE18', 'RF07', 'BANKIDCL', 'TM01', 'InsufficientFunds']) {
      const key = outcomeKey('error', code);
      expect(key).toBe(`codes.${code}`);
      for (const texts of Object.values(BOOKING_PAYMENT_TEXTS)) {
        const text = (texts.codes as Record<string, string>)[code];
        expect(text && text.length > 10).toBe(true);
      }
    }
    expect(outcomeKey('declined', null)).toBe('outcome.declined');
    expect(outcomeKey('error', 'FF10')).toBe('outcome.error');
  });
});

describe('return parameters', () => {
  it('reopen the modal for cid, or poolingId / sid with a payment type', () => {
    expect(paymentReturnOf(`?cid=${ID}&type=card`)).toEqual({ paymentNumber: ID, method: 'card' });
    expect(paymentReturnOf(`?cid=${ID}`)).toEqual({ paymentNumber: ID, method: 'card' });
    expect(paymentReturnOf(`?poolingId=${ID}&type=bank`)).toEqual({ paymentNumber: ID, method: 'bank' });
    expect(paymentReturnOf(`?sid=${ID}&type=swish`)).toEqual({ paymentNumber: ID, method: 'swish' });
    // A signing session's sid (no payment type) and junk are not payments.
    expect(paymentReturnOf(`?sid=${ID}`)).toBeNull();
    expect(paymentReturnOf('?poolingId=x&type=bank')).toBeNull();
    expect(paymentReturnOf(`?poolingId=${ID}&type=crypto`)).toBeNull();
  });

  it('come back to the same page without the old parameters', () => {
    expect(returnPathOf('/boka/x/payment/', `?cid=${ID}&type=card&a=1`)).toBe('/boka/x/payment/?a=1');
    expect(returnPathOf('/boka/', '')).toBe('/boka/');
  });
});
