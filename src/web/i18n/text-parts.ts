import type { Locale } from '../../shared/sites/site-types';
import type { residencePages } from '../../shared/texts/residence-pages/sv';
import type { TextsInstance } from '../../shared/texts/texts-instance';
import type { Translations } from '../../shared/texts/translations';
import type { projectPhaseNames } from './resources/project-phase-names/sv';
import type { residenceSearch } from './resources/residence-search/sv';

// Texts of the default namespace that only some pages show (the residence pages', the residence
// search's, the simple project phase's names), kept out of the language file every page loads (the page budget, issue 31). A
// template names the parts it needs (templates/template-sources.ts); the page's payload carries
// the names, and the part is loaded in the page's language only (the server preloads it) and
// merged into the texts instance before the page renders, so the keys read as before
// ('residencePages.…'). The server renders with the same parts, so both sides show the same.

export interface TextPartTexts {
  residencePages: Translations<typeof residencePages>;
  residenceSearch: Translations<typeof residenceSearch>;
  projectPhaseNames: Translations<typeof projectPhaseNames>;
}
export type TextPart = keyof TextPartTexts;

type Loader = () => Promise<object>;

// One import per part and language, so each is a chunk of its own.
const LOADERS: Readonly<Record<TextPart, Readonly<Record<Locale, Loader>>>> = {
  residencePages: {
    sv: () => import('../../shared/texts/residence-pages/sv').then((module) => module.residencePages),
    no: () => import('../../shared/texts/residence-pages/no').then((module) => module.residencePages),
    fi: () => import('../../shared/texts/residence-pages/fi').then((module) => module.residencePages),
    en: () => import('../../shared/texts/residence-pages/en').then((module) => module.residencePages),
  },
  residenceSearch: {
    sv: () => import('./resources/residence-search/sv').then((module) => module.residenceSearch),
    no: () => import('./resources/residence-search/no').then((module) => module.residenceSearch),
    fi: () => import('./resources/residence-search/fi').then((module) => module.residenceSearch),
    en: () => import('./resources/residence-search/en').then((module) => module.residenceSearch),
  },
  projectPhaseNames: {
    sv: () => import('./resources/project-phase-names/sv').then((module) => module.projectPhaseNames),
    no: () => import('./resources/project-phase-names/no').then((module) => module.projectPhaseNames),
    fi: () => import('./resources/project-phase-names/fi').then((module) => module.projectPhaseNames),
    en: () => import('./resources/project-phase-names/en').then((module) => module.projectPhaseNames),
  },
};

/** The source file of a part in a language, as the build's manifest names it (for preloading). */
export function textPartModulePath(part: TextPart, locale: Locale): string {
  if (part === 'residencePages') return `src/shared/texts/residence-pages/${locale}.ts`;
  return `src/web/i18n/resources/${part === 'residenceSearch' ? 'residence-search' : 'project-phase-names'}/${locale}.ts`;
}

export const isTextPart = (name: string): name is TextPart => Object.hasOwn(LOADERS, name);

const loaded = new Map<string, object>();

/** Loads the parts (once each) in one language; names that are no part are left alone. */
export async function loadTextParts(locale: Locale, parts: readonly string[] = []): Promise<void> {
  await Promise.all(
    parts.filter(isTextPart).map(async (part) => {
      const key = `${locale}:${part}`;
      if (!loaded.has(key)) loaded.set(key, await LOADERS[part][locale]());
    }),
  );
}

const added = new WeakMap<TextsInstance, Set<TextPart>>();

/** Adds loaded parts to a texts instance of their language (synchronously: during a render). */
export function addTextParts(texts: TextsInstance, parts: readonly string[] = []): void {
  const has = added.get(texts) ?? new Set<TextPart>();
  for (const part of parts.filter(isTextPart)) {
    const partTexts = loaded.get(`${texts.language}:${part}`);
    if (!partTexts || has.has(part)) continue;
    // A top-level key of its own: added beside the language file's, nothing merged or copied.
    texts.addResourceBundle(texts.language, 'translation', { [part]: partTexts });
    has.add(part);
    added.set(texts, has);
  }
}
