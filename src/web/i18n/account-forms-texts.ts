import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { accountForms as en } from './resources/account-forms/en';
import { accountForms as fi } from './resources/account-forms/fi';
import { accountForms as no } from './resources/account-forms/no';
import { accountForms as sv } from './resources/account-forms/sv';

// The login panel's and the account forms' texts (login, BankID, e-ident, outcomes, register,
// forgot and set password), carried by the login modal's and account pages' chunks rather than
// every page's language file (page-namespace.ts). The header, session and field-error texts stay
// in the language file: every page shows them.

export type AccountFormsTexts = Translations<typeof sv>;
export const ACCOUNT_FORMS_TEXTS: Readonly<Record<Locale, AccountFormsTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('accountForms', ACCOUNT_FORMS_TEXTS);
export const ensureAccountFormsTexts = namespace.ensure;
export const useAccountFormsTranslation = namespace.useTranslation;
