import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { duplicates as en } from './resources/duplicates/en';
import { duplicates as fi } from './resources/duplicates/fi';
import { duplicates as no } from './resources/duplicates/no';
import { duplicates as sv } from './resources/duplicates/sv';

// The fault-report wizard's duplicate check, carried by the step's chunk (page-namespace.ts).

export type DuplicateTexts = Translations<typeof sv>;
export const DUPLICATE_TEXTS: Readonly<Record<Locale, DuplicateTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('duplicates', DUPLICATE_TEXTS);
export const ensureDuplicateTexts = namespace.ensure;
export const useDuplicatesTranslation = namespace.useTranslation;
