import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { saveSearch as en } from './resources/save-search/en';
import { saveSearch as fi } from './resources/save-search/fi';
import { saveSearch as no } from './resources/save-search/no';
import { saveSearch as sv } from './resources/save-search/sv';

// The search page's save dialog texts, in the dialog's chunk alone (page-namespace.ts): it shares
// no module with the saved-searches page, so no chunk is split off that page's template.

export type SaveSearchTexts = Translations<typeof sv>;
export const SAVE_SEARCH_TEXTS: Readonly<Record<Locale, SaveSearchTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('saveSearch', SAVE_SEARCH_TEXTS);
export const useSaveSearchTranslation = namespace.useTranslation;
