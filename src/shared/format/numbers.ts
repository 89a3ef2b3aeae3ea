// Locale-independent number formatting (platform §9: "Thousands separator: a space").
//
// Why not Intl.NumberFormat: its output is not stable between runtimes. Depending on the
// ICU version, sv/no/fi group with U+00A0 or the narrow U+202F, and negatives use the
// minus sign U+2212. The server (Node) and the browser (Chromium) must render
// byte-identical strings or React hydration fails, so the rules are spelled out here.

import type { Locale } from '../sites/site-types';

/**
 * The space used between digit groups and between a number and its unit.
 * A no-break space (U+00A0) everywhere, so "12 500 000 kr" never wraps inside the number
 * and every runtime produces the same bytes (platform §9 only says "a space").
 */
export const NBSP = '\u00A0';
export const THOUSANDS_SEPARATOR = NBSP;

/** ASCII hyphen-minus for negatives; Intl's U+2212 would differ between runtimes. */
export const MINUS_SIGN = '-';

/**
 * Decimal separator per UI language. The spec names none: sv, no and fi use a comma
 * (the national convention); en uses a point, as English readers expect.
 */
export function decimalSeparator(locale: Locale): ',' | '.' {
  return locale === 'en' ? '.' : ',';
}

export interface FormatNumberOptions {
  /** Digits after the separator, 0 to 10. Default 0. */
  decimals?: number;
  /** UI language; only picks the decimal separator. Default 'sv'. */
  locale?: Locale;
  /** Drop trailing fraction zeros ("74,50" -> "74,5", "74,0" -> "74"). Default false. */
  trimZeros?: boolean;
}

/**
 * Round half away from zero at `decimals` places. Shifting through the exponent in the
 * string form avoids binary surprises such as 1.005 * 100 = 100.49999999999999.
 */
function roundAbs(abs: number, decimals: number): number {
  // Doubles from 2^52 up are integers already; decimals 0 needs no string shift.
  if (decimals === 0 || abs >= 2 ** 52) return Math.round(abs);
  const digits = String(abs);
  // Tiny values print in exponent form ("1e-7"); half-way precision does not matter there.
  if (digits.includes('e')) return Math.round(abs * 10 ** decimals) / 10 ** decimals;
  const shifted = String(Math.round(Number(`${digits}e${decimals}`)));
  // The shift outgrew double precision: there is no fraction left to round.
  if (shifted.includes('e')) return abs;
  return Number(`${shifted}e-${decimals}`);
}

/** Plain digit string of a non-negative finite number, never in exponent notation. */
function toPlainFixed(abs: number, decimals: number): string {
  // toFixed switches to exponent notation at 1e21; BigInt covers such integers exactly.
  if (abs >= 1e21) {
    const int = BigInt(Math.round(abs)).toString();
    return decimals > 0 ? `${int}.${'0'.repeat(decimals)}` : int;
  }
  return abs.toFixed(decimals);
}

function groupThousands(intDigits: string): string {
  // Grouping starts at four digits ("1 234"), matching how prices are printed.
  return intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
}

/**
 * Format a number with space-grouped thousands (U+00A0) and the locale's decimal
 * separator: formatNumber(12500000) -> "12 500 000", formatNumber(-1234.5, { decimals: 1 })
 * -> "-1 234,5". Rounds half away from zero; a value that rounds to zero has no sign.
 * Throws RangeError for NaN, ±Infinity or an invalid `decimals`.
 */
export function formatNumber(n: number, options: FormatNumberOptions = {}): string {
  const { decimals = 0, locale = 'sv', trimZeros = false } = options;
  if (!Number.isFinite(n)) throw new RangeError(`formatNumber: not a finite number: ${n}`);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) {
    throw new RangeError(`formatNumber: decimals must be an integer 0..10, got ${decimals}`);
  }

  const rounded = roundAbs(Math.abs(n), decimals);
  const [intPart, rawFraction = ''] = toPlainFixed(rounded, decimals).split('.');
  const fraction = trimZeros ? rawFraction.replace(/0+$/, '') : rawFraction;
  const negative = n < 0 && rounded !== 0;

  const sign = negative ? MINUS_SIGN : '';
  const tail = fraction ? `${decimalSeparator(locale)}${fraction}` : '';
  return `${sign}${groupThousands(intPart)}${tail}`;
}
