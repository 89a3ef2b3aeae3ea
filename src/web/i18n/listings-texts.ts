import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { listings as en } from './resources/listings/en';
import { listings as fi } from './resources/listings/fi';
import { listings as no } from './resources/listings/no';
import { listings as sv } from './resources/listings/sv';

// The texts of the premises, rental and succession pages, carried by their chunk alone
// (page-namespace.ts).

export type ListingsTexts = Translations<typeof sv>;
export const LISTINGS_TEXTS: Readonly<Record<Locale, ListingsTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('listings', LISTINGS_TEXTS);
export const useListingsTranslation = namespace.useTranslation;
