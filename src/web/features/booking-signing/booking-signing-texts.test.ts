import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/sites/site-types';
import { BOOKING_SIGNING_TEXTS, ensureBookingSigningTexts } from '../../i18n/booking-signing-texts';
import { createI18n } from '../../i18n/create-i18n';

// The 'bookingSigning' namespace lives beside the main language files (i18n-resources.test.ts checks
// those): the same keys in all four languages, none empty, the placeholders kept.

function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    entries(child, prefix ? `${prefix}.${key}` : key),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('booking signing texts', () => {
  const source = new Map(entries(BOOKING_SIGNING_TEXTS.sv));

  it.each(LOCALES)('%s has the Swedish keys, none empty, with the same placeholders', (locale) => {
    const texts = entries(BOOKING_SIGNING_TEXTS[locale]);
    expect(texts.map(([key]) => key).sort()).toEqual([...source.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), `${locale}:${key}`).not.toBe('');
      expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(source.get(key) ?? ''));
    }
  });

  it('joins a page’s i18n instance once, in its language', () => {
    const i18n = createI18n('no');
    ensureBookingSigningTexts(i18n);
    ensureBookingSigningTexts(i18n);
    const t = i18n.getFixedT(null, 'bookingSigning');
    expect(t('signedBy', { name: 'Ola', date: '01.02.2027' })).toBe('Signert av Ola 01.02.2027.');
  });
});
