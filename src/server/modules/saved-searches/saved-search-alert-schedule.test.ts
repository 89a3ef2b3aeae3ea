import { describe, expect, it } from 'vitest';
import { alertIsDue } from './saved-search-alert-schedule';

const last = new Date('2026-11-20T08:00:00Z');
const hoursLater = (hours: number) => new Date(last.getTime() + hours * 60 * 60 * 1000);

describe('alertIsDue', () => {
  it('immediately is always due, never never is', () => {
    for (const at of [null, last]) {
      expect(alertIsDue('immediately', at, hoursLater(0))).toBe(true);
      expect(alertIsDue('never', at, hoursLater(24 * 365))).toBe(false);
    }
  });

  it('daily and weekly are due at once the first time, then a full day or week after the last alert', () => {
    expect(alertIsDue('daily', null, last)).toBe(true);
    expect(alertIsDue('weekly', null, last)).toBe(true);
    expect(alertIsDue('daily', last, hoursLater(23.99))).toBe(false);
    expect(alertIsDue('daily', last, hoursLater(24))).toBe(true);
    expect(alertIsDue('weekly', last, hoursLater(6 * 24 + 23.99))).toBe(false);
    expect(alertIsDue('weekly', last, hoursLater(7 * 24))).toBe(true);
  });
});
