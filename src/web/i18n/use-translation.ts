import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, type UseTranslationResponse } from 'react-i18next';

// The app's texts hook, lighter than react-i18next's. A page's language never changes while it
// lives (a language is a site; switching it loads the other site's page), and a server render
// reads one i18n instance per language that nothing changes (entry-server.tsx). So no component
// needs what react-i18next's hook does for each of them: subscribing to language changes and
// copying the instance's properties into a wrapper (about a tenth of an uncached start page's
// render, and of the search page's 400 cards in a phone's browser; docs/performance.md). Every
// component gets the same fixed `t` of the instance; the strings are the same. That `t` also
// remembers the texts it found for a bare key (no values to put in), which most calls are:
// looking a key up through i18next's resolution was a tenth of the render again.

type Texts = UseTranslationResponse<'translation', undefined>;

const fixedTexts = new WeakMap<I18n, Texts>();

function fixedTextsOf(i18n: I18n): Texts {
  let texts = fixedTexts.get(i18n);
  if (!texts) {
    const t = rememberingBareKeys(i18n.getFixedT(null, 'translation'));
    texts = Object.assign([t, i18n, true], { t, i18n, ready: true }) as unknown as Texts;
    fixedTexts.set(i18n, texts);
  }
  return texts;
}

function rememberingBareKeys<T extends (...args: never[]) => unknown>(t: T): T {
  const found = new Map<string, unknown>();
  const translate = t as unknown as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return translate(...args);
    let text = found.get(key);
    if (text === undefined) {
      text = translate(key);
      // A missing key answers with itself; it is not kept, should its texts be added later.
      if (text !== key) found.set(key, text);
    }
    return text;
  }) as unknown as T;
}

/** The texts of the page's language: `const { t } = useTranslation()`. */
export function useTranslation(): Texts {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  if (!i18n) throw new Error('useTranslation: rendered outside an I18nextProvider');
  return fixedTextsOf(i18n);
}
