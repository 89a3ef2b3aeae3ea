import { z } from 'zod';
import {
  isValidFinnishNationalId,
  isValidNorwegianNationalId,
  isValidSwedishPersonalNumber,
} from '../account/national-ids';
import type { Country } from '../sites/site-types';

// Personal identity numbers as a person types them (platform §5 "Swedish personal id format",
// flows §5 "Swedish format; numeric only; numeric with hyphen"). Two error keys tell the person
// what is wrong: pnrFormat when the shape (or the date in it) is not a number's, pnrControl
// when the shape is right but the check digit does not match — a typo in one digit.

export type IdentityNumberIssue = 'pnrFormat' | 'pnrControl';

/**
 * The twelve digits YYYYMMDDNNNC of a Swedish personal number written YYYYMMDDNNNN,
 * YYYYMMDD-NNNN, YYMMDDNNNN or YYMMDD-NNNN ("+" for a person over 100), when its form and date
 * are right; the check digit is not read here.
 */
export function swedishPersonalNumberDigits(value: string, now = new Date()): string | undefined {
  const match = /^(\d{2})?(\d{6})([-+]?)(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const [, century, date = '', separator, tail = ''] = match;
  let full = `${century ?? ''}${date}${tail}`;
  if (!century) {
    const thisYear = now.getUTCFullYear();
    let start = Math.floor(thisYear / 100) * 100 + Number(date.slice(0, 2));
    if (start > thisYear) start -= 100;
    if (separator === '+') start -= 100;
    full = `${start}${date.slice(2)}${tail}`;
  }
  const month = Number(full.slice(4, 6));
  const day = Number(full.slice(6, 8));
  // Day + 60 is a co-ordination number, which is valid too.
  if (month < 1 || month > 12 || day < 1 || (day > 31 && (day < 61 || day > 91))) return undefined;
  return full;
}

const NORWEGIAN_FORMAT = /^\d{11}$/;
const FINNISH_FORMAT = /^\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]$/i;

/** What is wrong with a typed identity number of the country, or undefined when it is one. */
export function identityNumberIssue(country: Country, value: string): IdentityNumberIssue | undefined {
  const trimmed = value.trim();
  if (country === 'SE') {
    const digits = swedishPersonalNumberDigits(trimmed);
    if (!digits) return 'pnrFormat';
    return isValidSwedishPersonalNumber(digits) ? undefined : 'pnrControl';
  }
  if (country === 'NO') {
    if (!NORWEGIAN_FORMAT.test(trimmed)) return 'pnrFormat';
    return isValidNorwegianNationalId(trimmed) ? undefined : 'pnrControl';
  }
  if (!FINNISH_FORMAT.test(trimmed)) return 'pnrFormat';
  return isValidFinnishNationalId(trimmed) ? undefined : 'pnrControl';
}

/** The identity-number field of a form and its API: required, then pnrFormat or pnrControl. */
export const identityNumberRule = (country: Country) =>
  z
    .string({ message: 'required' })
    .trim()
    .min(1, 'required')
    .max(13, 'pnrFormat')
    .superRefine((value, context) => {
      const issue = identityNumberIssue(country, value);
      if (issue) context.addIssue({ code: 'custom', message: issue });
    });
