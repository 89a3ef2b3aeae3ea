// Living area in square metres (platform §9: "Area unit: m²").

import type { Locale } from '../sites/site-types';
import { formatNumber, NBSP } from './numbers';
import { SHORT_RANGE_DASH } from './rooms';

export const AREA_UNIT = 'm²';

export interface FormatAreaOptions {
  /** Maximum fraction digits; trailing zeros are dropped. Default 1 ("74,5 m²", "74 m²"). */
  decimals?: number;
}

function areaNumber(m2: number, locale: Locale, options: FormatAreaOptions): string {
  return formatNumber(m2, { decimals: options.decimals ?? 1, trimZeros: true, locale });
}

/** "74 m²", "74,5 m²" (sv, no, fi), "74.5 m²" (en), "1 250 m²"; the spaces are U+00A0. */
export function formatArea(m2: number, locale: Locale, options: FormatAreaOptions = {}): string {
  return `${areaNumber(m2, locale, options)}${NBSP}${AREA_UNIT}`;
}

/**
 * "54–120 m²", like room ranges. A missing or equal (after rounding) max shows one
 * area; reversed bounds are swapped.
 */
export function formatAreaRange(
  min: number,
  max: number | null | undefined,
  locale: Locale,
  options: FormatAreaOptions = {},
): string {
  if (max == null) return formatArea(min, locale, options);
  const low = areaNumber(Math.min(min, max), locale, options);
  const high = areaNumber(Math.max(min, max), locale, options);
  const value = low === high ? low : `${low}${SHORT_RANGE_DASH}${high}`;
  return `${value}${NBSP}${AREA_UNIT}`;
}
