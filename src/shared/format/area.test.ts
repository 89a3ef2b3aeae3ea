import { describe, expect, it } from 'vitest';
import { AREA_UNIT, formatArea, formatAreaRange } from './area';
import { NBSP } from './numbers';

// '_' stands for U+00A0 in expectations.
const s = (text: string) => text.replaceAll('_', NBSP);

describe('formatArea', () => {
  it('uses the m² unit with a superscript two', () => {
    expect(AREA_UNIT).toBe('m\u00B2');
  });

  it.each([
    ['sv', '74,5_m²'],
    ['no', '74,5_m²'],
    ['fi', '74,5_m²'],
    ['en', '74.5_m²'],
  ] as const)('decimal area for %s', (locale, expected) => {
    expect(formatArea(74.5, locale)).toBe(s(expected));
  });

  it.each(['sv', 'no', 'fi', 'en'] as const)('whole area for %s has no fraction', (locale) => {
    expect(formatArea(74, locale)).toBe(s('74_m²'));
    expect(formatArea(74.0, locale)).toBe(s('74_m²'));
  });

  it.each([
    [0, '0_m²'],
    [1250, '1_250_m²'],
    [74.44, '74,4_m²'],
    [74.45, '74,5_m²'],
    [74.96, '75_m²'],
    [-3.2, '-3,2_m²'],
  ])('%s -> %s', (m2, expected) => {
    expect(formatArea(m2, 'sv')).toBe(s(expected));
  });

  it('honours a decimals option', () => {
    expect(formatArea(74.456, 'sv', { decimals: 2 })).toBe(s('74,46_m²'));
    expect(formatArea(74.456, 'sv', { decimals: 0 })).toBe(s('74_m²'));
  });
});

describe('formatAreaRange', () => {
  it.each([
    ['sv', '54–120,5_m²'],
    ['no', '54–120,5_m²'],
    ['fi', '54–120,5_m²'],
    ['en', '54–120.5_m²'],
  ] as const)('range for %s', (locale, expected) => {
    expect(formatAreaRange(54, 120.5, locale)).toBe(s(expected));
  });

  it('shows equal bounds once, also after rounding', () => {
    expect(formatAreaRange(74, 74, 'sv')).toBe(s('74_m²'));
    expect(formatAreaRange(74.01, 73.99, 'sv')).toBe(s('74_m²'));
  });

  it('shows one area when max is missing', () => {
    expect(formatAreaRange(60, null, 'fi')).toBe(s('60_m²'));
    expect(formatAreaRange(60, undefined, 'no')).toBe(s('60_m²'));
  });

  it('swaps reversed bounds and handles zero', () => {
    expect(formatAreaRange(300, 0, 'sv')).toBe(s('0–300_m²'));
  });
});
