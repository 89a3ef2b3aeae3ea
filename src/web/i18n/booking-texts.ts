import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { booking as en } from './resources/booking/en';
import { booking as fi } from './resources/booking/fi';
import { booking as no } from './resources/booking/no';
import { booking as sv } from './resources/booking/sv';

// The click-to-buy pages' texts, carried by the booking template's chunk only (page-namespace.ts).

export type BookingTexts = Translations<typeof sv>;
export const BOOKING_TEXTS: Readonly<Record<Locale, BookingTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('booking', BOOKING_TEXTS);
export const useBookingTranslation = namespace.useTranslation;
