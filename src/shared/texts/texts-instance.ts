import type { Namespace, TFunction } from 'i18next';
import type { Locale } from '../sites/site-types';

// The portal's texts at run time (ADR 0012): nested text objects read with i18next's rules, in
// some 100 lines instead of i18next's 50 KB on every page. i18next remains the contract: its
// types type the keys (web/i18n/i18n-instance.ts), and web/i18n/texts-oracle.test.ts holds
// every text of every language and namespace to what i18next itself answers. What the
// portal's texts use:
// - keys with dots into the nested objects, in the namespace of `ns` (option, fixed by
//   getFixedT, or "ns:" before the key), default 'translation';
// - plurals: with a numeric `count`, `key_<plural category>` of Intl.PluralRules (key_zero
//   first for 0), else the key itself;
// - `{{name}}` (also `{{a.b}}`, `{{- name}}`) replaced by the value, unescaped; a value not
//   given leaves the placeholder, null or undefined leave nothing;
// - a key that is missing answers `defaultValue` when given, else the key.

/** The options of a t() call: the values to put in, `count`, `ns` and `defaultValue`. */
export type TextOptions = Record<string, unknown> & { ns?: string; count?: number; defaultValue?: string };

/** One language's texts, with namespaces that pages add as they need them. */
export interface TextsInstance {
  readonly language: Locale;
  readonly t: TFunction<'translation'>;
  getFixedT<N extends Namespace>(language: null, ns: N): TFunction<N>;
  hasResourceBundle(language: string, ns: string): boolean;
  /** Whether the key (with its `ns`, or "ns:key") has a text. */
  exists(key: string, options?: TextOptions): boolean;
  /** Adds (or, with `deep`, merges into) a namespace in the instance's language. */
  addResourceBundle(language: string, ns: string, texts: object, deep?: boolean, overwrite?: boolean): void;
}

type Translate = (key: string | readonly string[], options?: TextOptions) => string;

const DEFAULT_NS = 'translation';
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function valueAt(source: unknown, path: string): unknown {
  let value = source;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function interpolate(text: string, values: TextOptions | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const path = name.replace(/^-/, '').trim().split('.');
    let value: unknown = values;
    for (const part of path) {
      // A value not given at all leaves its placeholder; one given as null or undefined, nothing.
      if (value === null || typeof value !== 'object' || !(part in value)) return match;
      value = (value as Record<string, unknown>)[part];
    }
    return value === undefined || value === null ? '' : String(value);
  });
}

function merged(into: Record<string, unknown>, from: Record<string, unknown>, overwrite: boolean) {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (current && typeof current === 'object' && value && typeof value === 'object')
      merged(current as Record<string, unknown>, value as Record<string, unknown>, overwrite);
    else if (overwrite || current === undefined) into[key] = value;
  }
  return into;
}

class Texts implements TextsInstance {
  private readonly bundles = new Map<string, object>();
  private readonly plurals: Intl.PluralRules;
  readonly t: TFunction<'translation'>;

  constructor(
    readonly language: Locale,
    translation: object,
  ) {
    this.bundles.set(DEFAULT_NS, translation);
    this.plurals = new Intl.PluralRules(language);
    this.t = this.translate as unknown as TFunction<'translation'>;
  }

  private readonly translate: Translate = (key, options) => {
    const keys = typeof key === 'string' ? [key] : key;
    for (const candidate of keys) {
      const text = this.lookUp(candidate, options);
      if (text !== undefined) return interpolate(text, options);
    }
    const fallback = options?.defaultValue;
    return fallback !== undefined ? interpolate(fallback, options) : String(keys[keys.length - 1] ?? '');
  };

  private lookUp(key: string, options: TextOptions | undefined): string | undefined {
    let ns = options?.ns ?? DEFAULT_NS;
    let path = key;
    const colon = key.indexOf(':');
    if (colon > 0 && this.bundles.has(key.slice(0, colon))) {
      ns = key.slice(0, colon);
      path = key.slice(colon + 1);
    }
    const bundle = this.bundles.get(ns);
    const count = options?.count;
    const paths =
      typeof count === 'number'
        ? [...(count === 0 ? [`${path}_zero`] : []), `${path}_${this.plurals.select(count)}`, path]
        : [path];
    for (const candidate of paths) {
      const text = valueAt(bundle, candidate);
      if (typeof text === 'string') return text;
    }
    return undefined;
  }

  getFixedT<N extends Namespace>(_language: null, ns: N): TFunction<N> {
    const fixed: Translate = (key, options) => this.translate(key, { ns: ns as string, ...options });
    return fixed as unknown as TFunction<N>;
  }

  exists(key: string, options?: TextOptions): boolean {
    return this.lookUp(key, options) !== undefined;
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return language === this.language && this.bundles.has(ns);
  }

  addResourceBundle(language: string, ns: string, texts: object, deep = false, overwrite = false): void {
    if (language !== this.language) return;
    const current = (this.bundles.get(ns) ?? {}) as Record<string, unknown>;
    const added = texts as Record<string, unknown>;
    // As i18next: deep merges (keeping what is there unless `overwrite`), otherwise the new
    // texts' top-level keys replace the old.
    this.bundles.set(
      ns,
      deep ? merged(structuredClone(current), added, overwrite) : { ...current, ...added },
    );
  }
}

// A new instance per page load in the browser: no shared mutable global (CONVENTIONS, Rallly).
export function createTextsInstance(locale: Locale, translation: object): TextsInstance {
  return new Texts(locale, translation);
}

const readOnlyInstances = new WeakMap<object, TextsInstance>();

/**
 * One instance per set of texts for the life of the process, for code that only reads texts
 * (server-built view models): creating an instance per request cost a tenth of a page render.
 * Nothing may add resources to it.
 */
export function textsInstanceOf(locale: Locale, translation: object): TextsInstance {
  let instance = readOnlyInstances.get(translation);
  if (!instance) {
    instance = createTextsInstance(locale, translation);
    readOnlyInstances.set(translation, instance);
  }
  return instance;
}
