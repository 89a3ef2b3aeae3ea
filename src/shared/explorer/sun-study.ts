import { getPosition } from 'suncalc';
import { DIRECTION } from '../residence/residence-enums';

// The explorer's sun study (issue 16 item 3): the sun's real position (suncalc: apparent
// altitude, azimuth clockwise from north, in degrees) where the stage stands, at a local date
// and time of day, and how much direct sun a facade facing one direction gets over that day.

export interface SunPosition {
  /** Degrees above the horizon (refraction included). */
  altitude: number;
  /** Degrees clockwise from north. */
  azimuth: number;
}

/** The compass bearing (degrees from north) a direction code faces. */
export function directionAzimuth(direction: number): number {
  const codes = Object.values(DIRECTION) as number[];
  return codes.includes(direction) ? (direction - 1) * 45 : 180;
}

/** Offset of a time zone from UTC at an instant, in minutes (Stockholm summer: 120). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a local wall-clock time (yyyy-MM-dd, minutes after midnight) in a zone. */
export function localInstant(date: string, minutes: number, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const naive = Date.UTC(year, month - 1, day, 0, minutes);
  // Two passes settle the offset on the days the clock changes.
  let offset = zoneOffsetMinutes(new Date(naive), timeZone);
  offset = zoneOffsetMinutes(new Date(naive - offset * 60_000), timeZone);
  return new Date(naive - offset * 60_000);
}

export function sunPosition(instant: Date, lat: number, lng: number): SunPosition {
  const { altitude, azimuth } = getPosition(instant, lat, lng);
  return { altitude, azimuth: ((azimuth % 360) + 360) % 360 };
}

/** The sun's bearing relative to a facade's normal, in −180…180 (0: straight in front). */
export function relativeBearing(sunAzimuth: number, facadeAzimuth: number): number {
  return ((((sunAzimuth - facadeAzimuth + 180) % 360) + 360) % 360) - 180;
}

/**
 * How strongly the sun shines on a facade: the cosine of its angle of incidence, 0 when the sun
 * is down or behind the facade.
 */
export function facadeIrradiance(sun: SunPosition, facadeAzimuth: number): number {
  if (sun.altitude <= 0) return 0;
  const bearing = relativeBearing(sun.azimuth, facadeAzimuth);
  if (Math.abs(bearing) >= 90) return 0;
  const rad = Math.PI / 180;
  return Math.cos(sun.altitude * rad) * Math.cos(bearing * rad);
}

/** The sun counts as direct on a window when it is this high (lower, the neighbours shade it). */
export const DIRECT_SUN_MIN_ALTITUDE = 3;
const STEP_MINUTES = 10;

/**
 * Hours of direct sun on a facade facing `facadeAzimuth` over a local day: the sun above
 * DIRECT_SUN_MIN_ALTITUDE and in front of the facade, sampled every ten minutes.
 */
export function directSunHours(
  date: string,
  lat: number,
  lng: number,
  timeZone: string,
  facadeAzimuth: number,
) {
  const start = localInstant(date, 0, timeZone).getTime();
  const end = localInstant(date, 24 * 60, timeZone).getTime();
  let minutes = 0;
  for (let t = start + (STEP_MINUTES / 2) * 60_000; t < end; t += STEP_MINUTES * 60_000) {
    const sun = sunPosition(new Date(t), lat, lng);
    if (sun.altitude >= DIRECT_SUN_MIN_ALTITUDE && Math.abs(relativeBearing(sun.azimuth, facadeAzimuth)) < 90)
      minutes += STEP_MINUTES;
  }
  return Math.round((minutes / 60) * 2) / 2;
}
