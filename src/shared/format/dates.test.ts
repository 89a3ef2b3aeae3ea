import { describe, expect, it } from 'vitest';
import {
  compareCalendarDates,
  formatDate,
  formatMoveIn,
  formatMoveInDisplay,
  MOVE_IN_TEXTS,
  resolveMoveIn,
  toCalendarDate,
} from './dates';

describe('toCalendarDate', () => {
  it('keeps the calendar date of an ISO date string', () => {
    expect(toCalendarDate('2025-03-07')).toEqual({ year: 2025, month: 3, day: 7 });
  });

  it('ignores time and offset in ISO date-times instead of shifting the day', () => {
    expect(toCalendarDate('2025-03-31T23:30:00')).toEqual({ year: 2025, month: 3, day: 31 });
    expect(toCalendarDate('2025-04-01T00:30:00+02:00')).toEqual({ year: 2025, month: 4, day: 1 });
    expect(toCalendarDate('2025-12-31T23:59:59.999Z')).toEqual({ year: 2025, month: 12, day: 31 });
    expect(toCalendarDate('2025-06-01 10:00')).toEqual({ year: 2025, month: 6, day: 1 });
  });

  it('reads Date objects with their UTC parts', () => {
    expect(toCalendarDate(new Date(Date.UTC(2025, 0, 31, 23, 59)))).toEqual({
      year: 2025,
      month: 1,
      day: 31,
    });
    // 00:30 in Stockholm (UTC+1) is still the previous day in UTC.
    expect(toCalendarDate(new Date('2025-02-01T00:30:00+01:00'))).toEqual({ year: 2025, month: 1, day: 31 });
  });

  it.each(['', 'soon', '2025-13-01', '2025-00-10', '2025-02-29', '2025-04-31', '2025-3-7', '07.03.2025'])(
    'rejects %j',
    (input) => {
      expect(toCalendarDate(input)).toBeNull();
    },
  );

  it('accepts a leap day and rejects an invalid Date', () => {
    expect(toCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(toCalendarDate(new Date('nope'))).toBeNull();
  });
});

describe('compareCalendarDates', () => {
  const d = (year: number, month: number, day: number) => ({ year, month, day });
  it('orders by year, then month, then day', () => {
    expect(compareCalendarDates(d(2025, 3, 7), d(2025, 3, 7))).toBe(0);
    expect(compareCalendarDates(d(2024, 12, 31), d(2025, 1, 1))).toBeLessThan(0);
    expect(compareCalendarDates(d(2025, 2, 1), d(2025, 1, 31))).toBeGreaterThan(0);
    expect(compareCalendarDates(d(2025, 1, 2), d(2025, 1, 1))).toBeGreaterThan(0);
  });
});

describe('formatDate', () => {
  it.each([
    ['sv', '2025-03-07'],
    ['en', '2025-03-07'],
    ['no', '07.03.2025'],
    ['fi', '07.03.2025'],
  ] as const)('%s -> %s', (locale, expected) => {
    expect(formatDate('2025-03-07', locale)).toBe(expected);
    expect(formatDate(new Date(Date.UTC(2025, 2, 7, 12)), locale)).toBe(expected);
  });

  it('pads day, month and year', () => {
    expect(formatDate('0999-01-05', 'sv')).toBe('0999-01-05');
    expect(formatDate('0999-01-05', 'fi')).toBe('05.01.0999');
  });

  it('does not shift a late UTC time into the next day', () => {
    expect(formatDate(new Date('2025-12-31T23:59:59Z'), 'no')).toBe('31.12.2025');
    expect(formatDate('2025-12-31T23:59:59-05:00', 'sv')).toBe('2025-12-31');
  });

  it('throws on an invalid date', () => {
    expect(() => formatDate('2025-02-30', 'sv')).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN), 'sv')).toThrow(RangeError);
  });
});

describe('resolveMoveIn', () => {
  const now = '2025-06-15';

  it.each([
    ['a past year', '2019-01-01'],
    ['yesterday', '2025-06-14'],
    ['today', '2025-06-15'],
  ])('%s reads as now, determined or not', (_label, date) => {
    expect(resolveMoveIn(date, { determined: true, now })).toEqual({ kind: 'now' });
    expect(resolveMoveIn(date, { determined: false, now })).toEqual({ kind: 'now' });
  });

  it('tomorrow shows its month', () => {
    expect(resolveMoveIn('2025-06-16', { determined: true, now })).toEqual({
      kind: 'month',
      month: 6,
      year: 2025,
      preliminary: false,
    });
  });

  it('marks an undetermined future date preliminary', () => {
    expect(resolveMoveIn('2026-03-01', { determined: false, now })).toEqual({
      kind: 'month',
      month: 3,
      year: 2026,
      preliminary: true,
    });
  });

  it('accepts Date objects for both the date and now', () => {
    const today = new Date(Date.UTC(2025, 5, 15, 8));
    expect(resolveMoveIn(new Date(Date.UTC(2025, 5, 15, 22)), { determined: true, now: today })).toEqual({
      kind: 'now',
    });
    expect(resolveMoveIn(new Date(Date.UTC(2025, 11, 1)), { determined: true, now: today })).toEqual({
      kind: 'month',
      month: 12,
      year: 2025,
      preliminary: false,
    });
  });

  it('throws on an invalid date or now', () => {
    expect(() => resolveMoveIn('later', { determined: true, now })).toThrow(RangeError);
    expect(() => resolveMoveIn('2025-01-01', { determined: true, now: 'today' })).toThrow(RangeError);
  });
});

describe('MOVE_IN_TEXTS', () => {
  it.each(['sv', 'no', 'fi', 'en'] as const)('has twelve distinct months for %s', (locale) => {
    expect(new Set(MOVE_IN_TEXTS[locale].months).size).toBe(12);
  });

  it('has the expected month names', () => {
    expect(MOVE_IN_TEXTS.sv.months[4]).toBe('maj');
    expect(MOVE_IN_TEXTS.no.months[11]).toBe('desember');
    expect(MOVE_IN_TEXTS.fi.months[0]).toBe('tammikuu');
    expect(MOVE_IN_TEXTS.en.months[8]).toBe('September');
  });
});

describe('formatMoveIn', () => {
  const now = '2025-06-15';

  it.each([
    ['sv', 'Inflyttningsklar', 'mars 2026', 'Preliminärt mars 2026'],
    ['no', 'Innflytningsklar', 'mars 2026', 'Foreløpig mars 2026'],
    ['fi', 'Muuttovalmis', 'maaliskuu 2026', 'Alustavasti maaliskuu 2026'],
    ['en', 'Move-in ready', 'March 2026', 'Preliminary March 2026'],
  ] as const)('%s: now / determined / preliminary', (locale, ready, determined, preliminary) => {
    expect(formatMoveIn('2025-06-15', { determined: false, now }, locale)).toBe(ready);
    expect(formatMoveIn('2024-01-01', { determined: true, now }, locale)).toBe(ready);
    expect(formatMoveIn('2026-03-20', { determined: true, now }, locale)).toBe(determined);
    expect(formatMoveIn('2026-03-20', { determined: false, now }, locale)).toBe(preliminary);
  });

  it('uses December and January correctly (no off-by-one)', () => {
    expect(formatMoveIn('2025-12-31', { determined: true, now }, 'sv')).toBe('december 2025');
    expect(formatMoveIn('2026-01-01', { determined: true, now }, 'en')).toBe('January 2026');
  });

  it('lets the caller override the wording', () => {
    const texts = { now: 'Nu', preliminary: 'Prel.' };
    expect(formatMoveIn('2020-01-01', { determined: true, now }, 'sv', texts)).toBe('Nu');
    expect(formatMoveIn('2026-05-01', { determined: false, now }, 'sv', texts)).toBe('Prel. maj 2026');
  });
});

describe('formatMoveInDisplay', () => {
  it('formats a structured value without any date input', () => {
    expect(formatMoveInDisplay({ kind: 'now' }, 'no')).toBe('Innflytningsklar');
    expect(formatMoveInDisplay({ kind: 'month', month: 5, year: 2027, preliminary: true }, 'no')).toBe(
      'Foreløpig mai 2027',
    );
  });
});
