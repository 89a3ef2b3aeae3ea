import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/sites/site-types';
import { createI18n } from '../../i18n/create-i18n';
import { EXPLORER_TEXTS, ensureExplorerTexts } from '../../i18n/explorer-texts';

// The 'explorer' namespace lives beside the main language files: the same keys in all four
// languages, none empty, the placeholders kept.

function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    entries(child, prefix ? `${prefix}.${key}` : key),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('explorer texts', () => {
  const source = new Map(entries(EXPLORER_TEXTS.sv));

  it.each(LOCALES)('%s has the Swedish keys, none empty, with the same placeholders', (locale) => {
    const texts = entries(EXPLORER_TEXTS[locale]);
    expect(texts.map(([key]) => key).sort()).toEqual([...source.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), `${locale}:${key}`).not.toBe('');
      expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(source.get(key) ?? ''));
    }
  });

  it('joins a page’s i18n instance once, in its language', () => {
    const i18n = createI18n('fi');
    ensureExplorerTexts(i18n);
    ensureExplorerTexts(i18n);
    const t = i18n.getFixedT(null, 'explorer');
    expect(t('heading')).toBe('Tutustu taloon');
    expect(t('filters.changed', { count: 2 })).toBe('2 suodatinta valittu');
  });
});
