import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { explorer as en } from './resources/explorer/en';
import { explorer as fi } from './resources/explorer/fi';
import { explorer as no } from './resources/explorer/no';
import { explorer as sv } from './resources/explorer/sv';

// The residence explorer's texts, carried by its own lazily loaded chunk (page-namespace.ts).

export type ExplorerTexts = Translations<typeof sv>;
export const EXPLORER_TEXTS: Readonly<Record<Locale, ExplorerTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('explorer', EXPLORER_TEXTS);
export const ensureExplorerTexts = namespace.ensure;
export const useExplorerTranslation = namespace.useTranslation;
