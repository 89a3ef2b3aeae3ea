import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/sites/site-types';
import { createI18n, resources } from './create-i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('i18n resources', () => {
  const source = keysOf(resources.sv).sort();

  it.each(LOCALES)('%s has exactly the keys of the Swedish source, none empty', (locale) => {
    const keys = keysOf(resources[locale]).sort();
    expect(keys).toEqual(source);
    for (const key of keys) {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[locale]);
      expect(String(value).trim(), `${locale}:${key}`).not.toBe('');
    }
  });

  it.each(LOCALES)('%s keeps every interpolation placeholder of the source', (locale) => {
    for (const key of source) {
      const read = (tree: unknown) =>
        String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree));
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(read(resources[locale])), `${locale}:${key}`).toEqual(
        placeholders(read(resources.sv)),
      );
    }
  });

  it('translates with plurals and interpolation per language', () => {
    expect(createI18n('sv').t('header.notificationsCount', { count: 1 })).toBe('1 ny notis');
    expect(createI18n('en').t('header.notificationsCount', { count: 3 })).toBe('3 new notifications');
    expect(createI18n('fi').t('footer.organisationNumber', { number: '1234567-8' })).toBe(
      'Y-tunnus 1234567-8',
    );
    expect(createI18n('no').t('header.login')).toBe('Logg inn');
  });
});
