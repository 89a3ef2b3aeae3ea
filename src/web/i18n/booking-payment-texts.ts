import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { bookingPayment as en } from './resources/booking-payment/en';
import { bookingPayment as fi } from './resources/booking-payment/fi';
import { bookingPayment as no } from './resources/booking-payment/no';
import { bookingPayment as sv } from './resources/booking-payment/sv';

// The click-to-buy payment step's texts, carried by the booking pages' chunk only (page-namespace.ts).

export type BookingPaymentTexts = Translations<typeof sv>;
export const BOOKING_PAYMENT_TEXTS: Readonly<Record<Locale, BookingPaymentTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('bookingPayment', BOOKING_PAYMENT_TEXTS);
export const ensureBookingPaymentTexts = namespace.ensure;
export const useBookingPaymentTranslation = namespace.useTranslation;
