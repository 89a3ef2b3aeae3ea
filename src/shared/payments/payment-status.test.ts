import { describe, expect, it } from 'vitest';
import { isUnpaidOn, unpaidStatusesOn } from './payment-status';

describe('payment statuses (flows §3.2)', () => {
  it('counts Reminder1 as due only on the Norwegian site', () => {
    expect(isUnpaidOn('no', 'Reminder1')).toBe(true);
    expect(isUnpaidOn('se', 'Reminder1')).toBe(false);
    expect(isUnpaidOn('fi', 'Reminder1')).toBe(false);
  });

  it('never counts a paid or overpaid payment as due', () => {
    for (const site of ['se', 'no', 'fi', 'en', 'senior', 'brf', 'entreprenad'])
      for (const status of ['Paid', 'OverPaid']) expect(isUnpaidOn(site, status)).toBe(false);
    expect(unpaidStatusesOn('se')).toEqual(['NotPaid', 'NotPaidSent']);
  });
});
