import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { myDocuments as en } from './resources/my-documents/en';
import { myDocuments as fi } from './resources/my-documents/fi';
import { myDocuments as no } from './resources/my-documents/no';
import { myDocuments as sv } from './resources/my-documents/sv';

// The my-documents pages' texts, carried by their chunk alone (page-namespace.ts).

export type MyDocumentsTexts = Translations<typeof sv>;
export const MY_DOCUMENTS_TEXTS: Readonly<Record<Locale, MyDocumentsTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('myDocuments', MY_DOCUMENTS_TEXTS);
export const useMyDocumentsTranslation = namespace.useTranslation;
