import { useBookingTranslation } from '../../i18n/booking-texts';

// Placeholder of the payments helper's PaymentStep (booking.md): it pays the booking fee and
// calls onPaid once the booking's status is `paid`. Replaced by the payments branch.
export function PaymentStep({ bookingId }: { bookingId: string; onPaid: () => void }) {
  const { t } = useBookingTranslation();
  return (
    <div data-placeholder="payment-step" data-booking-id={bookingId}>
      <h2>{t('steps.payment')}</h2>
    </div>
  );
}
