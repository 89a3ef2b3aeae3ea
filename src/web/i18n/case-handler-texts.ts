import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { caseHandler as en } from './resources/case-handler/en';
import { caseHandler as fi } from './resources/case-handler/fi';
import { caseHandler as no } from './resources/case-handler/no';
import { caseHandler as sv } from './resources/case-handler/sv';

// The case handler's desk, carried by its template's chunk (page-namespace.ts).

export type CaseHandlerTexts = Translations<typeof sv>;
export const CASE_HANDLER_TEXTS: Readonly<Record<Locale, CaseHandlerTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('caseHandler', CASE_HANDLER_TEXTS);
export const ensureCaseHandlerTexts = namespace.ensure;
export const useCaseHandlerTranslation = namespace.useTranslation;
