import { formatCurrency } from '../../../shared/format/currency';
import { timeZoneOfLocale } from '../../../shared/format/site-time-zone';
import type { MyPayment } from '../../../shared/my-pages/payments-contracts';
import type { Locale } from '../../../shared/sites/site-types';

// Pure display rules of the payments page (issue 15 item 5, flows §3.2): the status in words
// and what a payment is for.

export type StatusKey = MyPayment['status'] | 'paidWithCode';

/** The status text key: a VIP fee paid with a campaign code says so rather than "paid". */
export function statusKeyOf(payment: Pick<MyPayment, 'status' | 'payedWithCode'>): StatusKey {
  return payment.payedWithCode && payment.status === 'Paid' ? 'paidWithCode' : payment.status;
}

export type PurposeKey = 'vip' | 'bookingFee' | 'bookingFeeFor';

export function purposeKeyOf(payment: Pick<MyPayment, 'purpose' | 'homeName'>): PurposeKey {
  if (payment.purpose === 'vip') return 'vip';
  return payment.homeName ? 'bookingFeeFor' : 'bookingFee';
}

/** Whether a receipt exists: paid through a provider (not with a campaign code, not free). */
export function hasReceipt(payment: Pick<MyPayment, 'paidWith' | 'paidAt' | 'status'>): boolean {
  return (
    (payment.status === 'Paid' || payment.status === 'OverPaid') && !!payment.paidWith && !!payment.paidAt
  );
}

const MARKET = { SEK: 'SE', NOK: 'NO', EUR: 'FI' } as const;
const INTL_LOCALE = { sv: 'sv-SE', no: 'nb-NO', fi: 'fi-FI', en: 'en-GB' } as const;

/** "200 kr", "kr 200", "200 €": minor units in the currency's own layout. */
export function amountTextOf(minor: number, currency: MyPayment['currency'], locale: Locale): string {
  return formatCurrency(minor / 100, MARKET[currency], { decimals: minor % 100 === 0 ? 0 : 2, locale });
}

/** A moment as date and time in the page's language, in the site's time zone. */
export function dateTimeTextOf(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: timeZoneOfLocale(locale),
  }).format(new Date(iso));
}
