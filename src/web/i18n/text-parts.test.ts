import { describe, expect, it } from 'vitest';
import { residencePages as finnish } from '../../shared/texts/residence-pages/fi';
import { createI18nInstance } from './i18n-instance';
import { languageFiles } from './language-files';
import { residenceSearch as swedish } from './resources/residence-search/sv';
import { addTextParts, loadTextParts } from './text-parts';

// Text parts (text-parts.ts): texts that only some pages show, loaded in the page's language and
// added to its texts instance under their usual keys.

describe('text parts', () => {
  it('are not in a language file; once loaded and added, their keys read in the page language', async () => {
    const texts = createI18nInstance('fi', languageFiles.fi);
    expect(texts.t('residencePages.factsHeading' as never)).toBe('residencePages.factsHeading');
    await loadTextParts('fi', ['residencePages']);
    addTextParts(texts, ['residencePages']);
    const [key, text] = Object.entries(finnish).find(([, value]) => typeof value === 'string') ?? [];
    expect(key).toBeDefined();
    expect(texts.t(`residencePages.${key}` as never)).toBe(text);
  });

  it('adds only what was asked for, and ignores names that are no part', async () => {
    const texts = createI18nInstance('sv', languageFiles.sv);
    await loadTextParts('sv', ['residenceSearch', 'noSuchPart']);
    addTextParts(texts, ['residenceSearch', 'noSuchPart']);
    expect(texts.t('residenceSearch.title')).toBe(swedish.title);
    expect(texts.t('projectPhaseNames.phase')).toBe('projectPhaseNames.phase');
    // The language file itself is untouched.
    expect(texts.t('header.login')).toBe('Logga in');
  });
});
