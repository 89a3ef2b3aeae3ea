import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/sites/site-types';
import { FAULT_REPORT_TEXTS } from './use-text';

// The fault-report namespace is not part of the shared language files (i18n-resources.test.ts),
// so its own parity check lives here: every language has the Swedish keys, none empty, with
// the same placeholders.

function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    entries(child, prefix ? `${prefix}.${key}` : key),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('fault-report texts', () => {
  const source = new Map(entries(FAULT_REPORT_TEXTS.sv));

  it.each(LOCALES)('%s has exactly the Swedish keys, none empty, the same placeholders', (locale) => {
    const texts = new Map(entries(FAULT_REPORT_TEXTS[locale]));
    expect([...texts.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), `${locale}:${key}`).not.toBe('');
      expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(source.get(key) ?? ''));
    }
  });

  it('has the custom button keys the flows name', async () => {
    const { stepsFor, CASE_KINDS } = await import('./engine/wizard-flows');
    const keys = CASE_KINDS.flatMap((kind) => stepsFor(kind, { loggedIn: false }))
      .flatMap((step) => [step.customNextButtonText, step.customPreviousButtonText])
      .filter((key): key is string => Boolean(key))
      .map((key) => key.replace(/^faultReport\./, ''));
    for (const key of keys) expect(source.has(key), key).toBe(true);
    for (const kind of CASE_KINDS) {
      for (const step of stepsFor(kind, { loggedIn: false }))
        expect(source.has(`steps.${step.viewName}`)).toBe(true);
    }
  });
});
