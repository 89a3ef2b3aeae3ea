import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { bookingResume as en } from './resources/booking-resume/en';
import { bookingResume as fi } from './resources/booking-resume/fi';
import { bookingResume as no } from './resources/booking-resume/no';
import { bookingResume as sv } from './resources/booking-resume/sv';

// "Continue your booking" texts, in the notice's own chunk: only a logged-in buyer with a booking
// under way loads them (page-namespace.ts).

export type BookingResumeTexts = Translations<typeof sv>;
export const BOOKING_RESUME_TEXTS: Readonly<Record<Locale, BookingResumeTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('bookingResume', BOOKING_RESUME_TEXTS);
export const useBookingResumeTranslation = namespace.useTranslation;
