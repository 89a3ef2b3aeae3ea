import { getTimes } from 'suncalc';
import { describe, expect, it } from 'vitest';
import { DIRECTION } from '../residence/residence-enums';
import {
  directionAzimuth,
  directSunHours,
  facadeIrradiance,
  localInstant,
  sunPosition,
  zoneOffsetMinutes,
} from './sun-study';

// The sun study against published values: Stockholm (59.3293 N, 18.0686 E) at the June solstice
// reaches about 54° at solar noon (90 − 59.33 + 23.44), due south, at about 12:49 local summer time.

const STOCKHOLM = { lat: 59.3293, lng: 18.0686, zone: 'Europe/Stockholm' };

describe('sun study', () => {
  it('places the sun at Stockholm’s solstice noon: ≈ 53.9° high, due south', () => {
    const noon = getTimes(new Date('2024-06-20T12:00:00Z'), STOCKHOLM.lat, STOCKHOLM.lng).solarNoon;
    const sun = sunPosition(noon, STOCKHOLM.lat, STOCKHOLM.lng);
    expect(sun.altitude).toBeGreaterThan(53.4);
    expect(sun.altitude).toBeLessThan(54.4);
    expect(Math.abs(sun.azimuth - 180)).toBeLessThan(1);
    const local = new Intl.DateTimeFormat('sv-SE', { timeZone: STOCKHOLM.zone, timeStyle: 'short' }).format(
      noon,
    );
    expect(local).toMatch(/^12:(4|5)\d$/);
  });

  it('reads local times in the stage’s zone, summer and winter, and on the day the clock changes', () => {
    expect(localInstant('2024-06-20', 12 * 60, STOCKHOLM.zone).toISOString()).toBe(
      '2024-06-20T10:00:00.000Z',
    );
    expect(localInstant('2024-12-21', 12 * 60, STOCKHOLM.zone).toISOString()).toBe(
      '2024-12-21T11:00:00.000Z',
    );
    expect(localInstant('2024-03-31', 12 * 60, STOCKHOLM.zone).toISOString()).toBe(
      '2024-03-31T10:00:00.000Z',
    );
    expect(localInstant('2024-06-20', 12 * 60, 'Europe/Helsinki').toISOString()).toBe(
      '2024-06-20T09:00:00.000Z',
    );
    expect(zoneOffsetMinutes(new Date('2024-06-20T10:00:00Z'), STOCKHOLM.zone)).toBe(120);
  });

  it('is evening in the north-west: a south facade is lit at noon and in shade at 20:00 in June', () => {
    const south = directionAzimuth(DIRECTION.south);
    const noon = sunPosition(
      localInstant('2024-06-20', 13 * 60, STOCKHOLM.zone),
      STOCKHOLM.lat,
      STOCKHOLM.lng,
    );
    const evening = sunPosition(
      localInstant('2024-06-20', 20 * 60, STOCKHOLM.zone),
      STOCKHOLM.lat,
      STOCKHOLM.lng,
    );
    expect(facadeIrradiance(noon, south)).toBeGreaterThan(0.5);
    expect(evening.azimuth).toBeGreaterThan(280);
    expect(facadeIrradiance(evening, south)).toBe(0);
    expect(facadeIrradiance(evening, directionAzimuth(DIRECTION.west))).toBeGreaterThan(0);
  });

  it('gives a south facade more direct sun than a north one; in December the north one none', () => {
    const hours = (date: string, direction: number) =>
      directSunHours(date, STOCKHOLM.lat, STOCKHOLM.lng, STOCKHOLM.zone, directionAzimuth(direction));
    const juneSouth = hours('2024-06-20', DIRECTION.south);
    const juneNorth = hours('2024-06-20', DIRECTION.north);
    expect(juneSouth).toBeGreaterThanOrEqual(10);
    expect(juneSouth).toBeLessThanOrEqual(13);
    expect(juneNorth).toBeGreaterThan(2);
    expect(juneNorth).toBeLessThan(juneSouth);
    expect(hours('2024-06-20', DIRECTION.east)).toBeGreaterThan(6);
    expect(hours('2024-12-21', DIRECTION.north)).toBe(0);
    const decemberSouth = hours('2024-12-21', DIRECTION.south);
    expect(decemberSouth).toBeGreaterThan(3);
    expect(decemberSouth).toBeLessThan(7);
  });
});
