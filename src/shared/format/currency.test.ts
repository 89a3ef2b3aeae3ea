import { describe, expect, it } from 'vitest';
import { formatCurrency, formatPriceRange, PRICE_RANGE_SEPARATOR } from './currency';
import { NBSP } from './numbers';

// '_' stands for U+00A0 and '~' for the range separator in expectations.
const s = (text: string) => text.replaceAll('~', PRICE_RANGE_SEPARATOR).replaceAll('_', NBSP);

describe('formatCurrency', () => {
  it.each([
    ['SE', '12_500_000_kr'],
    ['sv', '12_500_000_kr'],
    ['en', '12_500_000_kr'],
    ['NO', 'kr_12_500_000'],
    ['no', 'kr_12_500_000'],
    ['FI', '12_500_000_€'],
    ['fi', '12_500_000_€'],
  ] as const)('%s -> %s', (market, expected) => {
    expect(formatCurrency(12500000, market)).toBe(s(expected));
  });

  it.each([
    ['SE', '0_kr'],
    ['NO', 'kr_0'],
    ['FI', '0_€'],
  ] as const)('formats zero for %s', (market, expected) => {
    expect(formatCurrency(0, market)).toBe(s(expected));
  });

  it.each([
    ['SE', '-1_500_kr'],
    ['NO', 'kr_-1_500'],
    ['FI', '-1_500_€'],
  ] as const)('formats negatives for %s', (market, expected) => {
    expect(formatCurrency(-1500, market)).toBe(s(expected));
  });

  it('rounds to whole units by default', () => {
    expect(formatCurrency(2450000.6, 'SE')).toBe(s('2_450_001_kr'));
    expect(formatCurrency(999.5, 'FI')).toBe(s('1_000_€'));
  });

  it('shows decimals with the market or requested separator', () => {
    expect(formatCurrency(1234.5, 'FI', { decimals: 2 })).toBe(s('1_234,50_€'));
    expect(formatCurrency(1234.5, 'NO', { decimals: 2 })).toBe(s('kr_1_234,50'));
    expect(formatCurrency(1234.5, 'en', { decimals: 2 })).toBe(s('1_234.50_kr'));
    expect(formatCurrency(1234.5, 'SE', { decimals: 2, locale: 'en' })).toBe(s('1_234.50_kr'));
  });

  it('rejects an unknown market', () => {
    expect(() => formatCurrency(1, 'DK' as never)).toThrow(RangeError);
  });
});

describe('formatPriceRange', () => {
  it('uses an en dash with a no-break space before it', () => {
    expect(PRICE_RANGE_SEPARATOR).toBe('\u00A0\u2013 ');
  });

  it.each([
    ['SE', '2_000_000~3_500_000_kr'],
    ['sv', '2_000_000~3_500_000_kr'],
    ['en', '2_000_000~3_500_000_kr'],
    ['NO', 'kr_2_000_000~3_500_000'],
    ['no', 'kr_2_000_000~3_500_000'],
    ['FI', '2_000_000~3_500_000_€'],
    ['fi', '2_000_000~3_500_000_€'],
  ] as const)('%s -> %s', (market, expected) => {
    expect(formatPriceRange(2000000, 3500000, market)).toBe(s(expected));
  });

  it.each([
    ['SE', '12_500_000_kr'],
    ['NO', 'kr_12_500_000'],
    ['FI', '12_500_000_€'],
  ] as const)('shows equal bounds once for %s', (market, expected) => {
    expect(formatPriceRange(12500000, 12500000, market)).toBe(s(expected));
  });

  it('treats bounds that round to the same text as equal', () => {
    expect(formatPriceRange(1000000.2, 999999.9, 'SE')).toBe(s('1_000_000_kr'));
  });

  it('shows a single price when max is missing', () => {
    expect(formatPriceRange(1500000, null, 'SE')).toBe(s('1_500_000_kr'));
    expect(formatPriceRange(1500000, undefined, 'NO')).toBe(s('kr_1_500_000'));
  });

  it('swaps reversed bounds', () => {
    expect(formatPriceRange(3000000, 2000000, 'SE')).toBe(s('2_000_000~3_000_000_kr'));
  });

  it('handles zero and negative bounds', () => {
    expect(formatPriceRange(0, 10000000, 'SE')).toBe(s('0~10_000_000_kr'));
    expect(formatPriceRange(-500, 500, 'FI')).toBe(s('-500~500_€'));
  });

  it('passes decimals through', () => {
    expect(formatPriceRange(1.5, 2.25, 'en', { decimals: 2 })).toBe(s('1.50~2.25_kr'));
  });
});
