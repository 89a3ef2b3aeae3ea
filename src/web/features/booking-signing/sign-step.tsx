import { useBookingTranslation } from '../../i18n/booking-texts';

// Placeholder of the signing helper's SignStep (booking.md): it signs the booking agreement and
// calls onSigned once the booking's status is `signed`. Replaced by the signing branch.
export function SignStep({ bookingId }: { bookingId: string; onSigned: () => void }) {
  const { t } = useBookingTranslation();
  return (
    <div data-placeholder="sign-step" data-booking-id={bookingId}>
      <h2>{t('steps.sign')}</h2>
    </div>
  );
}
