import type { ComponentType } from 'react';
import type { BookingState } from '../../../shared/booking/booking-contracts';

/** What every answer step gets: its booking, how to go on, and how to go back. */
export interface StepProps {
  booking: BookingState;
  onNext: (state: BookingState) => void;
  onBack?: () => void;
}

/** The sign and payment steps, written by the signing and payments features (booking.md). */
export interface StepComponents {
  SignStep: ComponentType<{ bookingId: string; onSigned: () => void }>;
  PaymentStep: ComponentType<{ bookingId: string; onPaid: () => void }>;
}
