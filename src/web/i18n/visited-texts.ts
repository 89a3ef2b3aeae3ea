import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { visited as en } from './resources/visited/en';
import { visited as fi } from './resources/visited/fi';
import { visited as no } from './resources/visited/no';
import { visited as sv } from './resources/visited/sv';

// "Recently viewed" and "most visited" texts, in the strips' own chunk: a page loads them only
// when it has a strip to show (page-namespace.ts).

export type VisitedTexts = Translations<typeof sv>;
export const VISITED_TEXTS: Readonly<Record<Locale, VisitedTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('visited', VISITED_TEXTS);
export const useVisitedTranslation = namespace.useTranslation;
