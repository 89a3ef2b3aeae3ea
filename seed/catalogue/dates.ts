// Dates of the catalogue, all relative to a reference day.
//
// Rule: the reference day is the first day (UTC) of the month the seed runs in. Search
// compares move-in dates, VIP windows and showings with the real clock, so a world frozen at
// one fixed date would slowly go stale (no upcoming showings, every move-in in the past).
// Rounding to the month keeps a world reproducible: every seed within the same month builds
// exactly the same rows. Dates that must stay "upcoming" for the whole month are placed
// accordingly (showings repeat about weekly for ten weeks; future VIP windows open more
// than 31 days after the reference day; active ones span the whole month).

const DAY_MS = 86_400_000;

/** The first day of `now`'s month, midnight UTC. */
export function catalogueReferenceDate(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMonths(date: Date, months: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));
}

/** At a given UTC hour and minute of the same day. */
export function atTime(date: Date, hours: number, minutes = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hours, minutes));
}

/** 'YYYY-MM-DD', the form of a `date` column. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
