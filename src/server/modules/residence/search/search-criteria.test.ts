import { describe, expect, it } from 'vitest';
import { parseUserLocation } from './search-context';
import { addMonths, latestInhabitDate } from './search-criteria';

describe('move-in limits', () => {
  it('adds calendar months, clamping to the end of a shorter month', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-11-21', 12)).toBe('2027-11-21');
  });

  it('maps the inhabitDate levels to today, +6 months, +1 year and no limit', () => {
    expect([0, 1, 2, 3].map((level) => latestInhabitDate(level as 0 | 1 | 2 | 3, '2026-11-21'))).toEqual([
      '2026-11-21',
      '2027-05-21',
      '2027-11-21',
      null,
    ]);
  });
});

describe('request details', () => {
  it('reads the user-location cookie and rejects nonsense', () => {
    expect(parseUserLocation('57.7,11.97')).toEqual({ lat: 57.7, lng: 11.97 });
    expect(parseUserLocation('95,11')).toBeNull();
    expect(parseUserLocation('here')).toBeNull();
    expect(parseUserLocation(undefined)).toBeNull();
  });
});
