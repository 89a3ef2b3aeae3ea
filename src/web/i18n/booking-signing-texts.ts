import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { bookingSigning as en } from './resources/booking-signing/en';
import { bookingSigning as fi } from './resources/booking-signing/fi';
import { bookingSigning as no } from './resources/booking-signing/no';
import { bookingSigning as sv } from './resources/booking-signing/sv';

// The sign step's, signing modal's and booking contract page's texts, carried by the booking
// pages' chunks only (page-namespace.ts).

export type BookingSigningTexts = Translations<typeof sv>;
export const BOOKING_SIGNING_TEXTS: Readonly<Record<Locale, BookingSigningTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('bookingSigning', BOOKING_SIGNING_TEXTS);
export const ensureBookingSigningTexts = namespace.ensure;
export const useBookingSigningTranslation = namespace.useTranslation;
