import { describe, expect, it } from 'vitest';
import { NBSP } from './numbers';
import { formatRooms, ROOMS_SUFFIX, SHORT_RANGE_DASH } from './rooms';

// '_' stands for U+00A0 in expectations.
const s = (text: string) => text.replaceAll('_', NBSP);

describe('ROOMS_SUFFIX', () => {
  it('matches platform §9', () => {
    expect(ROOMS_SUFFIX).toEqual({ sv: 'rok', en: 'rok', no: 'roms', fi: 'h+k' });
  });
});

describe('formatRooms', () => {
  it.each([
    ['sv', '3_rok'],
    ['en', '3_rok'],
    ['no', '3_roms'],
    ['fi', '3_h+k'],
  ] as const)('single count for %s', (locale, expected) => {
    expect(formatRooms(3, undefined, locale)).toBe(s(expected));
    expect(formatRooms(3, null, locale)).toBe(s(expected));
  });

  it.each([
    ['sv', '2–4_rok'],
    ['en', '2–4_rok'],
    ['no', '2–4_roms'],
    ['fi', '2–4_h+k'],
  ] as const)('range for %s', (locale, expected) => {
    expect(formatRooms(2, 4, locale)).toBe(s(expected));
  });

  it('uses an unspaced en dash', () => {
    expect(SHORT_RANGE_DASH).toBe('\u2013');
    expect(formatRooms(1, 5, 'sv')).toBe(`1\u20135${NBSP}rok`);
  });

  it('shows equal bounds once', () => {
    expect(formatRooms(3, 3, 'sv')).toBe(s('3_rok'));
    expect(formatRooms(4, 4, 'fi')).toBe(s('4_h+k'));
  });

  it('swaps reversed bounds', () => {
    expect(formatRooms(5, 1, 'no')).toBe(s('1–5_roms'));
  });

  it('shows half rooms with the locale decimal separator', () => {
    expect(formatRooms(2.5, undefined, 'sv')).toBe(s('2,5_rok'));
    expect(formatRooms(2.5, undefined, 'en')).toBe(s('2.5_rok'));
    expect(formatRooms(1.5, 3.5, 'fi')).toBe(s('1,5–3,5_h+k'));
  });

  it('handles zero', () => {
    expect(formatRooms(0, undefined, 'sv')).toBe(s('0_rok'));
  });
});
