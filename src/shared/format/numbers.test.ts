import { describe, expect, it } from 'vitest';
import { decimalSeparator, formatNumber, NBSP, THOUSANDS_SEPARATOR } from './numbers';

// Write expectations with a visible placeholder; '_' stands for the U+00A0 group separator.
const s = (text: string) => text.replaceAll('_', NBSP);

describe('THOUSANDS_SEPARATOR', () => {
  it('is a no-break space U+00A0', () => {
    expect(THOUSANDS_SEPARATOR).toBe('\u00A0');
    expect(THOUSANDS_SEPARATOR.charCodeAt(0)).toBe(0xa0);
  });
});

describe('decimalSeparator', () => {
  it.each([
    ['sv', ','],
    ['no', ','],
    ['fi', ','],
    ['en', '.'],
  ] as const)('%s -> %s', (locale, sep) => {
    expect(decimalSeparator(locale)).toBe(sep);
  });
});

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1_000'],
    [1234, '1_234'],
    [74000, '74_000'],
    [999999, '999_999'],
    [1000000, '1_000_000'],
    [12500000, '12_500_000'],
    [-1, '-1'],
    [-1234, '-1_234'],
    [-12500000, '-12_500_000'],
    [Number.MAX_SAFE_INTEGER, '9_007_199_254_740_991'],
    [1e21, '1_000_000_000_000_000_000_000'],
  ])('groups integers: %s -> %s', (n, expected) => {
    expect(formatNumber(n)).toBe(s(expected));
  });

  it('never uses the narrow no-break space, a plain space or U+2212', () => {
    const out = formatNumber(-12500000.5, { decimals: 1 });
    expect(out).not.toMatch(/[\u202F \u2212]/);
    expect(out).toBe(s('-12_500_000,5'));
  });

  it.each([
    ['sv', '1_234,57'],
    ['no', '1_234,57'],
    ['fi', '1_234,57'],
    ['en', '1_234.57'],
  ] as const)('uses the %s decimal separator', (locale, expected) => {
    expect(formatNumber(1234.567, { decimals: 2, locale })).toBe(s(expected));
  });

  it.each([
    [2.5, 0, '3'],
    [-2.5, 0, '-3'],
    [0.4, 0, '0'],
    [1.005, 2, '1,01'],
    [1.0049, 2, '1,00'],
    [74.45, 1, '74,5'],
    [74.44, 1, '74,4'],
    [999.96, 1, '1_000,0'],
    [999999.5, 0, '1_000_000'],
    [0.1 + 0.2, 2, '0,30'],
  ])('rounds half away from zero: %s at %s decimals -> %s', (n, decimals, expected) => {
    expect(formatNumber(n, { decimals })).toBe(s(expected));
  });

  it('handles values printed in exponent form', () => {
    expect(formatNumber(1e-7, { decimals: 2 })).toBe('0,00');
    expect(formatNumber(0.000006, { decimals: 5, locale: 'en' })).toBe('0.00001');
    expect(formatNumber(1e20, { decimals: 2 })).toBe(s('100_000_000_000_000_000_000,00'));
    expect(formatNumber(1e25)).toBe(s('10_000_000_000_000_000_905_969_664'));
  });

  it('keeps fixed fraction digits by default', () => {
    expect(formatNumber(5, { decimals: 2 })).toBe('5,00');
    expect(formatNumber(5.1, { decimals: 2 })).toBe('5,10');
  });

  it('trims trailing zeros and a bare separator on request', () => {
    expect(formatNumber(5, { decimals: 2, trimZeros: true })).toBe('5');
    expect(formatNumber(5.1, { decimals: 2, trimZeros: true })).toBe('5,1');
    expect(formatNumber(5.123, { decimals: 2, trimZeros: true, locale: 'en' })).toBe('5.12');
  });

  it('drops the sign when a negative value rounds to zero', () => {
    expect(formatNumber(-0.4)).toBe('0');
    expect(formatNumber(-0.004, { decimals: 2 })).toBe('0,00');
    expect(formatNumber(-0)).toBe('0');
  });

  it('keeps small negative fractions that survive rounding', () => {
    expect(formatNumber(-0.5)).toBe('-1');
    expect(formatNumber(-0.05, { decimals: 1, locale: 'en' })).toBe('-0.1');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('rejects %s', (n) => {
    expect(() => formatNumber(n)).toThrow(RangeError);
  });

  it.each([-1, 1.5, 11])('rejects decimals=%s', (decimals) => {
    expect(() => formatNumber(1, { decimals })).toThrow(RangeError);
  });
});
