import { useRef, useState } from 'react';
import type { BookingState } from '../../../../shared/booking/booking-contracts';
import { formatArea } from '../../../../shared/format/area';
import { useBookingTranslation } from '../../../i18n/booking-texts';
import { ApiRequestError } from '../../../ui/api/call-endpoint';
import { useSite } from '../../../ui/site-context';
import styles from '../booking.module.css';
import { moveToStep, rememberBooking, startBooking, useObjectInformation } from '../booking-api';
import { useMoney } from '../use-money';

/** The home, its fee, hold and terms, and the button that books (holds) it: step start-booking. */
export function StartStep({
  objectId,
  onStarted,
}: {
  objectId: string;
  /** The booking held and moved to its first answer step. */
  onStarted: (state: BookingState) => Promise<void>;
}) {
  const { t } = useBookingTranslation();
  const money = useMoney();
  const { site } = useSite();
  const information = useObjectInformation(objectId);
  // One key per attempt: a double click or a retry answers the same booking.
  const key = useRef(`b-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const home = information.data;
  if (information.isPending) return <p role="status">{t('loading')}</p>;
  if (!home) return <p className={styles.alert}>{t('start.unavailable')}</p>;

  const book = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const started = await startBooking(home.objectId, key.current);
      await rememberBooking(home.objectId);
      // Moved before the flow learns of the booking: a status it read before the move would
      // otherwise arrive after it and put the buyer back on the first step.
      await onStarted(await moveToStep(started.bookingId, 'personal-info'));
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.code : undefined;
      setProblem(code === 'ALREADY_BOOKING_IN_STAGE' ? t('start.alreadyInStage') : t('start.unavailable'));
      setBusy(false);
    }
  };

  return (
    <>
      <h1 className={styles.heading}>{t('heading')}</h1>
      <p className={styles.lead}>{t('start.intro')}</p>
      <section className={styles.card} aria-labelledby="booking-home">
        <h2 id="booking-home">
          {home.stageName} · {home.objectNumber}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('start.price')}</dt>
          <dd>{home.price === null ? '–' : money(home.price * 100)}</dd>
          <dt>{t('start.monthlyFee')}</dt>
          <dd>{money(home.monthlyFee * 100)}</dd>
          <dt>{t('start.rooms')}</dt>
          <dd>{home.rooms}</dd>
          <dt>{t('start.area')}</dt>
          <dd>{formatArea(home.livingArea, site.locale)}</dd>
          {/* Only a fee the flow charges (flow A has no payment step: shared chargesBookingFee). */}
          {home.bookingFee > 0 && (
            <>
              <dt>{t('start.fee')}</dt>
              <dd>{money(home.bookingFee)}</dd>
            </>
          )}
          <dt>{t('start.hold')}</dt>
          <dd>{t('start.minutes', { count: home.holdMinutes })}</dd>
        </dl>
        <h3>{t('start.terms')}</h3>
        <p className={styles.terms}>{home.contractTerms}</p>
        {problem && (
          <p className={styles.alert} role="alert">
            {problem}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            disabled={busy || !home.bookable}
            onClick={() => void book()}
          >
            {busy ? t('saving') : t('start.book')}
          </button>
        </div>
        {!home.bookable && !problem && <p role="status">{t('start.unavailable')}</p>}
      </section>
    </>
  );
}
