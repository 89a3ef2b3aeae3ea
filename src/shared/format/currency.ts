// Prices per market (platform §9: Sweden and English "N kr", Norway "kr N", Finland "N €").

import type { Country, Locale } from '../sites/site-types';
import { formatNumber, NBSP } from './numbers';

/** A country code or a UI language; both pick the market's currency layout. */
export type CurrencyMarket = Country | Locale;

interface CurrencyLayout {
  symbol: string;
  position: 'prefix' | 'suffix';
  /** Decimal separator to use when the caller passes a country, not a language. */
  numberLocale: Locale;
}

// The English site is the Swedish site's sub-site, so 'en' prices read "N kr" (platform §9).
const SWEDISH: CurrencyLayout = { symbol: 'kr', position: 'suffix', numberLocale: 'sv' };
const NORWEGIAN: CurrencyLayout = { symbol: 'kr', position: 'prefix', numberLocale: 'no' };
const FINNISH: CurrencyLayout = { symbol: '€', position: 'suffix', numberLocale: 'fi' };

const LAYOUTS: Record<CurrencyMarket, CurrencyLayout> = {
  SE: SWEDISH,
  sv: SWEDISH,
  en: { ...SWEDISH, numberLocale: 'en' },
  NO: NORWEGIAN,
  no: NORWEGIAN,
  FI: FINNISH,
  fi: FINNISH,
};

/**
 * The range dash for prices: an en dash with a no-break space before it and an ordinary
 * space after it. Price digits are themselves space-grouped, so an unspaced dash would
 * blur two numbers together; the line may break after the dash, never before it.
 */
export const PRICE_RANGE_SEPARATOR = `${NBSP}\u2013 `;

export interface FormatCurrencyOptions {
  /** Fraction digits; prices are whole units, so the default is 0. */
  decimals?: number;
  /** Override the decimal separator's language (e.g. country 'SE' shown on the 'en' site). */
  locale?: Locale;
}

function layoutOf(market: CurrencyMarket): CurrencyLayout {
  const layout = LAYOUTS[market];
  if (!layout) throw new RangeError(`Unknown currency market: ${String(market)}`);
  return layout;
}

function amountText(amount: number, layout: CurrencyLayout, options: FormatCurrencyOptions): string {
  return formatNumber(amount, {
    decimals: options.decimals ?? 0,
    locale: options.locale ?? layout.numberLocale,
  });
}

function withSymbol(text: string, layout: CurrencyLayout): string {
  // The symbol is joined with a no-break space so it never ends up alone on a line.
  return layout.position === 'prefix' ? `${layout.symbol}${NBSP}${text}` : `${text}${NBSP}${layout.symbol}`;
}

/**
 * "2 450 000 kr" (SE, sv, en), "kr 2 450 000" (NO, no), "245 000 €" (FI, fi).
 * A negative amount keeps the symbol where it is: "kr -500".
 */
export function formatCurrency(
  amount: number,
  market: CurrencyMarket,
  options: FormatCurrencyOptions = {},
): string {
  const layout = layoutOf(market);
  return withSymbol(amountText(amount, layout, options), layout);
}

/**
 * "2 000 000 – 3 500 000 kr", "kr 2 000 000 – 3 500 000", "200 000 – 350 000 €".
 * The symbol appears once. Equal bounds (after rounding) or a missing max show a single
 * price; bounds given in the wrong order are swapped.
 */
export function formatPriceRange(
  min: number,
  max: number | null | undefined,
  market: CurrencyMarket,
  options: FormatCurrencyOptions = {},
): string {
  const layout = layoutOf(market);
  if (max == null) return withSymbol(amountText(min, layout, options), layout);
  const low = amountText(Math.min(min, max), layout, options);
  const high = amountText(Math.max(min, max), layout, options);
  if (low === high) return withSymbol(low, layout);
  return withSymbol(`${low}${PRICE_RANGE_SEPARATOR}${high}`, layout);
}
