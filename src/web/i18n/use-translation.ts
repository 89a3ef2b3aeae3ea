import type { TFunction } from 'i18next';
import type { TextsInstance } from '../../shared/texts/texts-instance';
import { useTextsInstance } from './texts-context';

// The app's texts hook. A page's language never changes while it lives (a language is a site;
// switching it loads the other site's page), and a server render reads one instance per
// language that nothing changes (entry-server.tsx). So every component gets the same fixed `t`
// of the instance, with nothing to subscribe to. That `t` also remembers the texts it found
// for a bare key (no values to put in), which most calls are.

interface Texts {
  t: TFunction<'translation'>;
  i18n: TextsInstance;
}

const fixedTexts = new WeakMap<TextsInstance, Texts>();

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
  const i18n = useTextsInstance();
  let texts = fixedTexts.get(i18n);
  if (!texts) {
    texts = { t: rememberingBareKeys(i18n.t), i18n };
    fixedTexts.set(i18n, texts);
  }
  return texts;
}
