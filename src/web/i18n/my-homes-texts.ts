import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { myHomes as en } from './resources/my-homes/en';
import { myHomes as fi } from './resources/my-homes/fi';
import { myHomes as no } from './resources/my-homes/no';
import { myHomes as sv } from './resources/my-homes/sv';

// The my-homes page's texts, carried by its chunk alone (page-namespace.ts).

export type MyHomesTexts = Translations<typeof sv>;
export const MY_HOMES_TEXTS: Readonly<Record<Locale, MyHomesTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('myHomes', MY_HOMES_TEXTS);
export const useMyHomesTranslation = namespace.useTranslation;
