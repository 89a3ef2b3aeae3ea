import { describe, expect, it } from 'vitest';
import { cookieConsent as en } from '../../i18n/resources/cookie-consent/en';
import { cookieConsent as fi } from '../../i18n/resources/cookie-consent/fi';
import { cookieConsent as no } from '../../i18n/resources/cookie-consent/no';
import { cookieConsent as sv } from '../../i18n/resources/cookie-consent/sv';
import { sentencesOf } from './intro-sentences';

describe('sentencesOf', () => {
  it('splits the modal intro of every language into its three sentences, losing no text', () => {
    for (const { intro } of [sv, no, fi, en]) {
      const sentences = sentencesOf(intro);
      expect(sentences).toHaveLength(3);
      expect(sentences.join(' ')).toBe(intro);
      for (const sentence of sentences) expect(sentence).toMatch(/^\p{Lu}.*\.$/u);
    }
  });

  it('keeps a text without a sentence break whole, and does not split after an abbreviation before a lower-case word', () => {
    expect(sentencesOf('Only one sentence here')).toEqual(['Only one sentence here']);
    expect(sentencesOf('Se t.ex. sidan. Nästa mening.')).toEqual(['Se t.ex. sidan.', 'Nästa mening.']);
  });
});
