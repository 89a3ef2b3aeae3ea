import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { myPages as en } from './resources/my-pages/en';
import { myPages as fi } from './resources/my-pages/fi';
import { myPages as no } from './resources/my-pages/no';
import { myPages as sv } from './resources/my-pages/sv';

// The texts of my pages' overview, contacts, news and board page, carried by their chunk alone
// (page-namespace.ts).

export type MyPagesTexts = Translations<typeof sv>;
export const MY_PAGES_TEXTS: Readonly<Record<Locale, MyPagesTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('myPages', MY_PAGES_TEXTS);
export const useMyPagesTranslation = namespace.useTranslation;
