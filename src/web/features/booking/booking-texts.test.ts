import { describe, expect, it } from 'vitest';
import { BOOKING_STEPS } from '../../../shared/booking/booking-steps';
import { LOCALES } from '../../../shared/sites/site-types';
import { BOOKING_TEXTS } from '../../i18n/booking-texts';
import { PROBLEM_KINDS, problemOfHash } from './booking-problem';

// The booking namespace's parity (it is not in the shared language files), and the error kinds
// of platform §8 read from a hash prefix.

function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    entries(child, prefix ? `${prefix}.${key}` : key),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('booking texts', () => {
  const source = new Map(entries(BOOKING_TEXTS.sv));

  it.each(LOCALES)('%s has exactly the Swedish keys, none empty, the same placeholders', (locale) => {
    const texts = new Map(entries(BOOKING_TEXTS[locale]));
    expect([...texts.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), `${locale}:${key}`).not.toBe('');
      expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(source.get(key) ?? ''));
    }
  });

  it('names every step and every error kind', () => {
    for (const step of BOOKING_STEPS) expect(source.get(`steps.${step}`), step).toBeTruthy();
    for (const kind of PROBLEM_KINDS) expect(source.get(`problems.kinds.${kind}`), kind).toBeTruthy();
  });
});

describe('error kinds from the hash (platform §8)', () => {
  it('reads a known kind by its prefix and falls to purchase for any other', () => {
    expect(problemOfHash('')).toBeUndefined();
    expect(problemOfHash('#')).toBeUndefined();
    expect(problemOfHash('#cancel')).toBe('cancel');
    expect(problemOfHash('#timeout-3f2a')).toBe('timeout');
    expect(problemOfHash('#purchaseobjecterror_1')).toBe('purchaseobjecterror');
    expect(problemOfHash('#USERSSNNOMATCH')).toBe('userssnnomatch');
    expect(problemOfHash('#nonsense')).toBe('purchase');
    for (const kind of PROBLEM_KINDS) expect(problemOfHash(`#${kind}`)).toBe(kind);
  });
});
