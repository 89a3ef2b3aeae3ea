import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { accountPages as en } from './resources/account-pages/en';
import { accountPages as fi } from './resources/account-pages/fi';
import { accountPages as no } from './resources/account-pages/no';
import { accountPages as sv } from './resources/account-pages/sv';

// Texts of the account pages only logged-in people see, carried by the account template's
// chunk rather than every page's language file (page-namespace.ts).

export type AccountPagesTexts = Translations<typeof sv>;
export const ACCOUNT_PAGES_TEXTS: Readonly<Record<Locale, AccountPagesTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('accountPages', ACCOUNT_PAGES_TEXTS);
export const ensureAccountPagesTexts = namespace.ensure;
export const useAccountPagesTranslation = namespace.useTranslation;
