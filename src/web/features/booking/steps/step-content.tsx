import type { BookingState } from '../../../../shared/booking/booking-contracts';
import type { BookingStep } from '../../../../shared/booking/booking-steps';
import { useBookingTranslation } from '../../../i18n/booking-texts';
import styles from '../booking.module.css';
import { completeBooking, moveToStep, useBookingAnswers } from '../booking-api';
import type { StepComponents } from '../step-types';
import { AccommodationStep } from './accommodation-step';
import { ChoicesStep } from './choices-step';
import { DocumentsStep } from './documents-step';
import { DoneStep } from './done-step';
import { FinancingStep } from './financing-step';
import { PersonalInfoStep } from './personal-info-step';
import { Summary } from './summary';

interface Props extends StepComponents {
  booking: BookingState;
  onNext: (state: BookingState) => void;
  onBack: () => Promise<void>;
  onRefresh: () => Promise<BookingState | undefined>;
  myPagesPath?: string;
}

/** The step a booking stands on; signing and payment are the other helpers' components. */
export function StepContent({
  booking,
  onNext,
  onBack,
  onRefresh,
  myPagesPath,
  SignStep,
  PaymentStep,
}: Props) {
  const { t } = useBookingTranslation();
  const answers = useBookingAnswers(booking.bookingId);
  const steps = booking.steps;
  const index = steps.indexOf(booking.step);
  const back = index > 1 && booking.status === 'held' ? () => void onBack() : undefined;
  /** After signing or payment: read the status the gate set, then go on. */
  const passGate = async () => {
    await onRefresh();
    const next = steps[index + 1];
    // `done` is reached by completing the booking, never by a step request.
    if (next === 'done') onNext(await completeBooking(booking.bookingId));
    else if (next) onNext(await moveToStep(booking.bookingId, next));
  };
  if (booking.step === 'done') return <DoneStep booking={booking} myPagesPath={myPagesPath} />;
  if (!answers.data) return <p role="status">{t('loading')}</p>;
  const common = { booking, answers: answers.data, onNext, onBack: back };
  switch (booking.step) {
    case 'personal-info':
      return <PersonalInfoStep {...common} />;
    case 'financing':
      return <FinancingStep {...common} />;
    case 'choices':
      return <ChoicesStep {...common} />;
    case 'accomodation':
      return <AccommodationStep {...common} />;
    case 'documents':
      return <DocumentsStep {...common} />;
    case 'sign':
      return (
        <>
          <Summary
            booking={booking}
            answers={answers.data}
            onEdit={
              booking.status === 'held'
                ? (step: BookingStep) => void moveToStep(booking.bookingId, step).then(onNext)
                : undefined
            }
          />
          <section className={styles.card}>
            <SignStep bookingId={booking.bookingId} onSigned={() => void passGate()} />
          </section>
        </>
      );
    case 'payment':
      return (
        <section className={styles.card}>
          <PaymentStep bookingId={booking.bookingId} onPaid={() => void passGate()} />
        </section>
      );
    default:
      return null;
  }
}
