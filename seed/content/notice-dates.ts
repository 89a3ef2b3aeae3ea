// The demo world's notices (the crisis banners) name a day a few days after the world is seeded,
// and end on that day: a notice about a past day is what issue 33 item 13 found on the start page.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first given weekday (0 Sunday … 6 Saturday) at least `minDays` after `from`, as YYYY-MM-DD. */
export function comingWeekday(weekday: number, from: Date, minDays = 2): string {
  const start = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()) + minDays * DAY_MS,
  );
  const ahead = (weekday - start.getUTCDay() + 7) % 7;
  return new Date(start.getTime() + ahead * DAY_MS).toISOString().slice(0, 10);
}

/** A local time of that day in a time zone (e.g. 12:00 in Europe/Stockholm) as an ISO instant. */
export function instantIn(timeZone: string, day: string, time: string): string {
  const guess = new Date(`${day}T${time}:00Z`);
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(guess)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? '');
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(guess.getTime() - minutes * 60 * 1000).toISOString();
}

/** "tisdag 1 december", "søndag 6. desember": the day as the site's language writes it. */
export function dayName(locale: 'sv-SE' | 'nb-NO' | 'fi-FI', day: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
