// Room counts with the national suffix (platform §9: rok for sv and en, roms for no, h+k for fi).

import type { Locale } from '../sites/site-types';
import { formatNumber, NBSP } from './numbers';

/** Room-count suffix per UI language (platform §9); English follows the Swedish site. */
export const ROOMS_SUFFIX: Readonly<Record<Locale, string>> = {
  sv: 'rok',
  en: 'rok',
  no: 'roms',
  fi: 'h+k',
};

/** Short numeric ranges ("2–4") use an unspaced en dash. */
export const SHORT_RANGE_DASH = '\u2013';

// Half rooms exist ("2,5 rok"): one decimal at most, whole counts without a fraction.
const roomNumber = (n: number, locale: Locale) => formatNumber(n, { decimals: 1, trimZeros: true, locale });

/**
 * "3 rok", "2–4 rok", "3 roms", "3 h+k" (the space is U+00A0).
 * A missing or equal max shows one count; reversed bounds are swapped.
 */
export function formatRooms(min: number, max: number | null | undefined, locale: Locale): string {
  const suffix = ROOMS_SUFFIX[locale];
  if (max == null) return `${roomNumber(min, locale)}${NBSP}${suffix}`;
  const low = roomNumber(Math.min(min, max), locale);
  const high = roomNumber(Math.max(min, max), locale);
  const count = low === high ? low : `${low}${SHORT_RANGE_DASH}${high}`;
  return `${count}${NBSP}${suffix}`;
}
