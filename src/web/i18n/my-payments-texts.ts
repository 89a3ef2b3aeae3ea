import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { myPayments as en } from './resources/my-payments/en';
import { myPayments as fi } from './resources/my-payments/fi';
import { myPayments as no } from './resources/my-payments/no';
import { myPayments as sv } from './resources/my-payments/sv';

// The payments page's texts, carried by the my-payments chunk only (page-namespace.ts).

export type MyPaymentsTexts = Translations<typeof sv>;
export const MY_PAYMENTS_TEXTS: Readonly<Record<Locale, MyPaymentsTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('myPayments', MY_PAYMENTS_TEXTS);
export const useMyPaymentsTranslation = namespace.useTranslation;
