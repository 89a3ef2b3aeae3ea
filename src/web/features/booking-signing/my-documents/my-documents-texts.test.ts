import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../shared/sites/site-types';
import { MY_DOCUMENTS_TEXTS } from '../../../i18n/my-documents-texts';

// The 'myDocuments' namespace: the same keys in all four languages, none empty, placeholders kept.

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('my documents texts', () => {
  const source = new Map(Object.entries(MY_DOCUMENTS_TEXTS.sv));

  it.each(LOCALES)('%s has the Swedish keys, none empty, with the same placeholders', (locale) => {
    const texts = Object.entries(MY_DOCUMENTS_TEXTS[locale]);
    expect(texts.map(([key]) => key).sort()).toEqual([...source.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), `${locale}:${key}`).not.toBe('');
      expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(source.get(key) ?? ''));
    }
  });
});
