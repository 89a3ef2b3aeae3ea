import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { myResidence as en } from './resources/my-residence/en';
import { myResidence as fi } from './resources/my-residence/fi';
import { myResidence as no } from './resources/my-residence/no';
import { myResidence as sv } from './resources/my-residence/sv';

// The texts of my residence and the timeline, carried by their chunk only (page-namespace.ts).

export type MyResidenceTexts = Translations<typeof sv>;
export const MY_RESIDENCE_TEXTS: Readonly<Record<Locale, MyResidenceTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('myResidence', MY_RESIDENCE_TEXTS);
export const useMyResidenceTranslation = namespace.useTranslation;
