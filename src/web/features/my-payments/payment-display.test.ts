import { describe, expect, it } from 'vitest';
import { hasReceipt, purposeKeyOf, statusKeyOf } from './payment-display';

describe('payment display (flows §3.2)', () => {
  it('words a status, and a campaign-code payment as such', () => {
    expect(statusKeyOf({ status: 'Reminder1', payedWithCode: false })).toBe('Reminder1');
    expect(statusKeyOf({ status: 'Paid', payedWithCode: true })).toBe('paidWithCode');
    expect(statusKeyOf({ status: 'OverPaid', payedWithCode: false })).toBe('OverPaid');
  });

  it('names what is paid for, with the home when known', () => {
    expect(purposeKeyOf({ purpose: 'vip', homeName: null })).toBe('vip');
    expect(purposeKeyOf({ purpose: 'booking-fee', homeName: 'Ekbacken, A-1101' })).toBe('bookingFeeFor');
    expect(purposeKeyOf({ purpose: 'booking-fee', homeName: null })).toBe('bookingFee');
  });

  it('has a receipt only when paid through a provider', () => {
    const paidAt = '2026-11-01T10:00:00.000Z';
    expect(hasReceipt({ status: 'Paid', paidWith: 'swish', paidAt })).toBe(true);
    expect(hasReceipt({ status: 'Paid', paidWith: null, paidAt: null })).toBe(false);
    expect(hasReceipt({ status: 'NotPaid', paidWith: null, paidAt: null })).toBe(false);
  });
});
