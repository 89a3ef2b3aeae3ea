import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { errands as en } from './resources/errands/en';
import { errands as fi } from './resources/errands/fi';
import { errands as no } from './resources/errands/no';
import { errands as sv } from './resources/errands/sv';

// The errand list's texts, carried by the my-pages and my-errands chunks (page-namespace.ts).

export type ErrandTexts = Translations<typeof sv>;
export const ERRAND_TEXTS: Readonly<Record<Locale, ErrandTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('errands', ERRAND_TEXTS);
export const ensureErrandTexts = namespace.ensure;
export const useErrandsTranslation = namespace.useTranslation;
