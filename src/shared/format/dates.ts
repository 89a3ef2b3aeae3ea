// Dates and the move-in label (platform §9 "Date formats", platform §4 "Date display").
//
// Everything works on calendar dates (year, month, day), never on the runtime's time zone,
// so the server and the browser print the same text whatever zone each runs in:
// - 'YYYY-MM-DD' strings (and ISO date-times) keep the calendar date written in them;
//   no time-zone shift is applied.
// - Date objects are read with their UTC parts. The platform's markets are UTC+1..+3, so a
//   Date created for local midnight may read as the previous day: pass the API's date
//   string where one exists.

import type { Locale } from '../sites/site-types';

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  /** 1 to 31. */
  day: number;
}

export type DateInput = Date | string;

// Leading calendar date of an ISO 8601 string; any time and offset after it are ignored.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The calendar date of a Date (UTC parts) or an ISO string (the date as written), or
 * null when the input is not a valid date ('2025-02-30', 'soon', an invalid Date).
 */
export function toCalendarDate(input: DateInput): CalendarDate | null {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return null;
    return { year: input.getUTCFullYear(), month: input.getUTCMonth() + 1, day: input.getUTCDate() };
  }
  const match = ISO_DATE.exec(input.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function requireCalendarDate(input: DateInput): CalendarDate {
  const date = toCalendarDate(input);
  if (!date) throw new RangeError(`Not a valid date: ${String(input)}`);
  return date;
}

/** Negative when a is earlier than b, 0 on the same day, positive when later. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Platform §9: Swedish and English yyyy-MM-dd ("2025-03-07"); Norway and Finland
 * dd.MM.yyyy ("07.03.2025"). Throws RangeError for an invalid date.
 */
export function formatDate(input: DateInput, locale: Locale): string {
  const { year, month, day } = requireCalendarDate(input);
  const yyyy = pad(year, 4);
  const mm = pad(month, 2);
  const dd = pad(day, 2);
  return locale === 'no' || locale === 'fi' ? `${dd}.${mm}.${yyyy}` : `${yyyy}-${mm}-${dd}`;
}

// ---------------------------------------------------------------------------------------
// Move-in date (platform §4 "Date display")

/** What the move-in label says, before any wording is chosen. */
export type MoveInDisplay = { kind: 'now' } | MoveInMonth;

export interface MoveInMonth {
  kind: 'month';
  /** 1 to 12. */
  month: number;
  year: number;
  /** The date is not determined yet (platform §4). */
  preliminary: boolean;
}

export interface MoveInOptions {
  /** True when the date is confirmed; a future unconfirmed date reads "preliminary". */
  determined: boolean;
  /**
   * Today. Required so the function stays pure: render on the server and hydrate in the
   * browser with the same value, or the two may disagree around midnight.
   */
  now: DateInput;
}

/**
 * Platform §4: a past or current date reads as move-in ready ("now"); a future date shows
 * month and year, marked preliminary when not determined. "Current" means the same
 * calendar day: a later day in the current month still shows the month.
 */
export function resolveMoveIn(date: DateInput, options: MoveInOptions): MoveInDisplay {
  const moveIn = requireCalendarDate(date);
  const today = requireCalendarDate(options.now);
  if (compareCalendarDates(moveIn, today) <= 0) return { kind: 'now' };
  return { kind: 'month', month: moveIn.month, year: moveIn.year, preliminary: !options.determined };
}

/** Twelve month names, January first. */
export type MonthNames = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

export interface MoveInTexts {
  /** Shown for a past or current date. */
  now: string;
  /** Put before the month of an unconfirmed future date. */
  preliminary: string;
  /** January first; written as they appear mid-sentence in each language. */
  months: MonthNames;
}

/**
 * Built-in wording. Month names are lower case in sv, no and fi, as those languages write
 * them; only the preliminary word at the start of the label is capitalised.
 */
export const MOVE_IN_TEXTS: Readonly<Record<Locale, MoveInTexts>> = {
  sv: {
    now: 'Inflyttningsklar',
    preliminary: 'Preliminärt',
    months: [
      'januari',
      'februari',
      'mars',
      'april',
      'maj',
      'juni',
      'juli',
      'augusti',
      'september',
      'oktober',
      'november',
      'december',
    ],
  },
  no: {
    now: 'Innflytningsklar',
    preliminary: 'Foreløpig',
    months: [
      'januar',
      'februar',
      'mars',
      'april',
      'mai',
      'juni',
      'juli',
      'august',
      'september',
      'oktober',
      'november',
      'desember',
    ],
  },
  fi: {
    now: 'Muuttovalmis',
    preliminary: 'Alustavasti',
    months: [
      'tammikuu',
      'helmikuu',
      'maaliskuu',
      'huhtikuu',
      'toukokuu',
      'kesäkuu',
      'heinäkuu',
      'elokuu',
      'syyskuu',
      'lokakuu',
      'marraskuu',
      'joulukuu',
    ],
  },
  en: {
    now: 'Move-in ready',
    preliminary: 'Preliminary',
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
};

/**
 * Words for a resolved move-in: "Inflyttningsklar", "mars 2026", "Preliminärt mars 2026".
 * `texts` overrides the built-in wording, e.g. with strings from the translation files.
 */
export function formatMoveInDisplay(
  display: MoveInDisplay,
  locale: Locale,
  texts: Partial<MoveInTexts> = {},
): string {
  const words = { ...MOVE_IN_TEXTS[locale], ...texts };
  if (display.kind === 'now') return words.now;
  const monthYear = `${words.months[display.month - 1]} ${display.year}`;
  return display.preliminary ? `${words.preliminary} ${monthYear}` : monthYear;
}

/** resolveMoveIn followed by formatMoveInDisplay. */
export function formatMoveIn(
  date: DateInput,
  options: MoveInOptions,
  locale: Locale,
  texts?: Partial<MoveInTexts>,
): string {
  return formatMoveInDisplay(resolveMoveIn(date, options), locale, texts);
}
