import { describe, expect, it } from 'vitest';
import { formatShowingTime, localShowingTime, localTime, showingTimes } from './showing-time';

// Showing times are read where the home is, whichever time zone the server or browser runs in.

describe('localTime', () => {
  it('gives the date and hh.mm in the home’s country, summer and winter time alike', () => {
    expect(localTime('2026-07-01T10:30:00Z', 'SE')).toEqual({ date: '2026-07-01', time: '12.30' });
    expect(localTime('2026-12-01T10:30:00Z', 'SE')).toEqual({ date: '2026-12-01', time: '11.30' });
    expect(localTime('2026-12-01T10:30:00Z', 'NO')).toEqual({ date: '2026-12-01', time: '11.30' });
    expect(localTime('2026-12-01T10:30:00Z', 'FI')).toEqual({ date: '2026-12-01', time: '12.30' });
  });

  it('turns the date at local midnight, not UTC midnight', () => {
    expect(localTime('2026-11-24T23:30:00Z', 'SE').date).toBe('2026-11-25');
    expect(localTime('2026-11-24T22:30:00Z', 'FI').date).toBe('2026-11-25');
    expect(localTime('2026-11-24T22:30:00Z', 'SE').date).toBe('2026-11-24');
  });
});

describe('showingTimes', () => {
  it('puts a showing’s start and end in the home’s local time', () => {
    expect(showingTimes('2026-03-28T16:00:00Z', '2026-03-28T17:30:00Z', 'SE', 'sv')).toMatchObject({
      start: '17.00',
      end: '18.30',
    });
    // The night the clocks go forward.
    expect(showingTimes('2026-03-29T16:00:00Z', '2026-03-29T17:30:00Z', 'SE', 'sv')).toMatchObject({
      start: '18.00',
      end: '19.30',
    });
  });
});

describe('localShowingTime and formatShowingTime', () => {
  it('work out the local day and hours once, and word them without time-zone data', () => {
    const local = localShowingTime('2026-10-24T22:30:00Z', '2026-10-24T23:15:00Z', 'FI');
    expect(local).toEqual({ date: '2026-10-25', start: '01.30', end: '02.15' });
    expect(formatShowingTime(local, 'fi')).toEqual({ date: '25.10.2026', start: '01.30', end: '02.15' });
    expect(formatShowingTime(local, 'sv')).toEqual({ date: '2026-10-25', start: '01.30', end: '02.15' });
  });
});
