import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { savedSearches as en } from './resources/saved-searches/en';
import { savedSearches as fi } from './resources/saved-searches/fi';
import { savedSearches as no } from './resources/saved-searches/no';
import { savedSearches as sv } from './resources/saved-searches/sv';

// The saved-searches page's and save dialog's texts, carried by their chunks alone (page-namespace.ts).

export type SavedSearchesTexts = Translations<typeof sv>;
export const SAVED_SEARCHES_TEXTS: Readonly<Record<Locale, SavedSearchesTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('savedSearches', SAVED_SEARCHES_TEXTS);
export const useSavedSearchesTranslation = namespace.useTranslation;
