import type { LocalShowingTime } from '../residence/residence-page-view-models';
import type { Country, Locale } from '../sites/site-types';
import { formatDate } from './dates';
import { timeZoneOf } from './site-time-zone';

interface LocalTime {
  date: string;
  time: string;
}

// One formatter per country for the process: building an Intl.DateTimeFormat costs far more
// than using one, and the start page formats every stage's showings on each render.
const formatters = new Map<Country, Intl.DateTimeFormat>();
function formatterOf(country: Country): Intl.DateTimeFormat {
  let formatter = formatters.get(country);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZoneOf(country),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(country, formatter);
  }
  return formatter;
}

/** A UTC instant as the date and hh:mm where the home is, the same on server and browser. */
export function localTime(iso: string, country: Country): LocalTime {
  const parts = formatterOf(country).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}.${part('minute')}`,
  };
}

/** A showing's day and hours where the home is (on the server: Intl's time-zone data). */
export function localShowingTime(startsAt: string, endsAt: string, country: Country): LocalShowingTime {
  const start = localTime(startsAt, country);
  return { date: start.date, start: start.time, end: localTime(endsAt, country).time };
}

/** The words of a showing whose local day and hours the server worked out: no Intl needed. */
export function formatShowingTime(local: LocalShowingTime, locale: Locale) {
  return { date: formatDate(local.date, locale), start: local.start, end: local.end };
}

export function showingTimes(startsAt: string, endsAt: string, country: Country, locale: Locale) {
  return formatShowingTime(localShowingTime(startsAt, endsAt, country), locale);
}

export function dateOnly(iso: string, country: Country, locale: Locale): string {
  return formatDate(localTime(iso, country).date, locale);
}
