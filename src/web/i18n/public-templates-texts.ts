import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { publicTemplates as en } from './resources/public-templates/en';
import { publicTemplates as fi } from './resources/public-templates/fi';
import { publicTemplates as no } from './resources/public-templates/no';
import { publicTemplates as sv } from './resources/public-templates/sv';

// Texts of the areas, purchase-notification and payment pages (issue 35 item 4), carried by
// their chunks only (page-namespace.ts).

export type PublicTemplatesTexts = Translations<typeof sv>;
export const PUBLIC_TEMPLATES_TEXTS: Readonly<Record<Locale, PublicTemplatesTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('publicTemplates', PUBLIC_TEMPLATES_TEXTS);
export const usePublicTemplatesTranslation = namespace.useTranslation;
