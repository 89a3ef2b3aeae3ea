import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../shared/sites/site-types';
import { createTextsInstance, type TextOptions } from '../../shared/texts/texts-instance';
import { resources } from './create-i18n';

// ADR 0012: the portal reads its texts with its own small reader, and i18next is its oracle.
// Every text of every language, of the main file and of each page namespace, must read the
// same through both: bare, with its values, and with the counts that pick each plural form.

const namespaceFiles = import.meta.glob<Record<string, object>>('./resources/*/*.ts', {
  eager: true,
});

interface TextSet {
  name: string;
  locale: Locale;
  texts: object;
}

function textSets(): TextSet[] {
  const sets: TextSet[] = LOCALES.map((locale) => ({
    name: 'translation',
    locale,
    texts: resources[locale],
  }));
  for (const [file, exports] of Object.entries(namespaceFiles)) {
    const match = /resources\/([^/]+)\/(sv|no|fi|en)\.ts$/.exec(file);
    const texts = Object.values(exports).find((value) => value && typeof value === 'object');
    if (match?.[1] && match[2] && texts) sets.push({ name: match[1], locale: match[2] as Locale, texts });
  }
  return sets;
}

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

function oracle(locale: Locale, texts: object) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: texts } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return (key: string, options?: TextOptions) =>
    (instance.t as unknown as (key: string, options?: TextOptions) => string)(key, options);
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 21, 1.5];

const SETS = textSets();

describe('texts read as i18next reads them', () => {
  it('covers the main texts and every page namespace in four languages', () => {
    expect(SETS.filter((set) => set.name === 'translation')).toHaveLength(4);
    expect(new Set(SETS.map((set) => set.name)).size).toBeGreaterThan(20);
  });

  it.each(SETS.map((set) => [`${set.name} (${set.locale})`, set] as const))('%s', (_label, set) => {
    const ours = createTextsInstance(set.locale, set.texts);
    const theirs = oracle(set.locale, set.texts);
    const ourT = ours.t as unknown as (key: string, options?: TextOptions) => string;
    const mismatches: string[] = [];
    for (const [path, text] of leaves(set.texts)) {
      const values = Object.fromEntries(
        [...text.matchAll(/\{\{-?\s*([\w.]+)\s*\}\}/g)].map((match) => [match[1] as string, `‹${match[1]}›`]),
      );
      const base = path.replace(PLURAL_SUFFIX, '');
      const calls: [string, TextOptions | undefined][] = [
        [path, undefined],
        [path, values],
        [base, values],
        ...COUNTS.map((count): [string, TextOptions] => [base, { ...values, count }]),
      ];
      for (const [key, options] of calls) {
        const expected = theirs(key, options);
        const actual = ourT(key, options);
        if (actual !== expected)
          mismatches.push(`${key} ${JSON.stringify(options)}: ${actual} ≠ ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('the edges the portal relies on', () => {
  const texts = { a: { b: 'Hej {{name}}', n_one: '{{count}} sak', n_other: '{{count}} saker' } };

  it('answers a missing key with itself, or with its default value', () => {
    const t = createTextsInstance('sv', texts).t as unknown as (key: string, options?: TextOptions) => string;
    expect(t('a.missing')).toBe('a.missing');
    expect(t('a.missing', { defaultValue: 'Standard {{x}}', x: 1 })).toBe('Standard 1');
    expect(t('a.b')).toBe('Hej {{name}}');
    expect(t('a.b', { name: null })).toBe('Hej ');
    expect(t('a.n', { count: 1 })).toBe('1 sak');
    expect(t('a.n', { count: 7 })).toBe('7 saker');
  });

  it('reads an added namespace by option, by prefix and through getFixedT', () => {
    const instance = createTextsInstance('fi', texts);
    expect(instance.hasResourceBundle('fi', 'extra')).toBe(false);
    instance.addResourceBundle('fi', 'extra', { title: 'Otsikko {{n}}' });
    expect(instance.hasResourceBundle('fi', 'extra')).toBe(true);
    const t = instance.t as unknown as (key: string, options?: TextOptions) => string;
    expect(t('title', { ns: 'extra', n: 2 })).toBe('Otsikko 2');
    expect(t('extra:title', { n: 3 })).toBe('Otsikko 3');
    expect(instance.exists('extra:title')).toBe(true);
    expect(instance.exists('extra:nothing')).toBe(false);
    const fixed = instance.getFixedT(null, 'extra' as 'translation') as unknown as (
      key: string,
      options?: TextOptions,
    ) => string;
    expect(fixed('title', { n: 4 })).toBe('Otsikko 4');
  });

  it('merges a deep bundle into the texts, keeping or overwriting as asked', () => {
    const instance = createTextsInstance('sv', { a: { b: 'B', c: 'C' } });
    instance.addResourceBundle('sv', 'translation', { a: { c: 'ny', d: 'D' } }, true, false);
    const t = instance.t as unknown as (key: string) => string;
    expect([t('a.b'), t('a.c'), t('a.d')]).toEqual(['B', 'C', 'D']);
    instance.addResourceBundle('sv', 'translation', { a: { c: 'ny' } }, true, true);
    expect(t('a.c')).toBe('ny');
  });
});
