import type { Namespace, TFunction } from 'i18next';
import { useMemo } from 'react';
import type { Locale } from '../../shared/sites/site-types';
import type { TextsInstance } from '../../shared/texts/texts-instance';
import { useTranslation } from './use-translation';

// Texts that only a few pages show (my errands, the case handler's desk, the fault-report
// wizard's duplicate check) are i18next namespaces of their own, carried by those pages' chunks
// rather than by the language file every page loads (the page budget). A page adds its
// namespace to the i18n instance, synchronously, before the first text is read, on the server
// and in the browser alike, so the hydrated page reads what was rendered.

export interface PageNamespace<N extends Namespace & string> {
  readonly name: N;
  /** Adds the namespace in the instance's language (once per instance). */
  ensure(instance: TextsInstance): void;
  /** t() of the namespace: keys below it, e.g. t('heading'). */
  useTranslation(): { t: TFunction<N> };
}

export function pageNamespace<N extends Namespace & string, T extends object>(
  name: N,
  texts: Readonly<Record<Locale, T>>,
): PageNamespace<N> {
  const ensure = (instance: TextsInstance) => {
    const locale = (instance.language in texts ? instance.language : 'sv') as Locale;
    if (!instance.hasResourceBundle(instance.language, name))
      instance.addResourceBundle(instance.language, name, texts[locale]);
  };
  return {
    name,
    ensure,
    useTranslation() {
      const { i18n } = useTranslation();
      ensure(i18n);
      const t = useMemo(() => i18n.getFixedT(null, name), [i18n, name]);
      return { t: t as TFunction<N> };
    },
  };
}
