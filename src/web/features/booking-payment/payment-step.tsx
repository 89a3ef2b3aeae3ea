import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ApiRequestError } from '../../../shared/api/api-request-error';
import { formatCurrency } from '../../../shared/format/currency';
import type { PaymentAttemptView } from '../../../shared/payments/payment-contracts';
import { useBookingPaymentTranslation } from '../../i18n/booking-payment-texts';
import { useMobileDevice } from '../../ui/mobile-device';
import { useSession } from '../../ui/session/session-context';
import styles from './booking-payment.module.css';
import { fetchBookingPayment, type PaymentMethod, paymentQueryKey, startPayment } from './payment-api';
import { PaymentMethodChoice } from './payment-method-choice';
import { type ModalPhase, PaymentModal } from './payment-modal';
import { paymentReturnOf, returnPathOf } from './payment-return';

// The click-to-buy payment step (flows §2.5, issue 14 item 6): the booking fee the server holds,
// paid with Swish, card (the card checkout and back) or bank (the bank's page and back). Coming
// back with the return parameters (cid, or poolingId / sid with a type) reopens the modal on that
// payment, which polls it to its outcome.

const MARKET = { SEK: 'SE', NOK: 'NO', EUR: 'FI' } as const;

export function amountTextOf(
  amountMinor: number,
  currency: 'SEK' | 'NOK' | 'EUR',
  locale?: 'sv' | 'no' | 'fi' | 'en',
) {
  return formatCurrency(amountMinor / 100, MARKET[currency], {
    decimals: amountMinor % 100 === 0 ? 0 : 2,
    locale,
  });
}

export function PaymentStep({ bookingId, onPaid }: { bookingId: string; onPaid: () => void }) {
  const { t } = useBookingPaymentTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [phase, setPhase] = useState<ModalPhase>({ kind: 'closed' });
  const mobile = useMobileDevice();
  /** PaymentNumbers already started: a new try needs a fresh one (the same one answers the old attempt). */
  const used = useRef(new Set<string>());

  const payment = useQuery({
    queryKey: paymentQueryKey(bookingId),
    queryFn: () => fetchBookingPayment(bookingId),
    retry: false,
    staleTime: 0,
    meta: { silent: true },
  });
  const summary = payment.data;
  const chosen = method ?? summary?.methods[0] ?? 'card';

  useEffect(() => {
    // Back from the card checkout, the bank or the Swish app: reopen the modal on that payment.
    const back = paymentReturnOf(window.location.search);
    if (!back) return;
    window.history.replaceState(
      window.history.state,
      '',
      returnPathOf(window.location.pathname, window.location.search),
    );
    setPhase({ kind: 'pending', method: back.method, paymentNumber: back.paymentNumber, browser: null });
  }, []);

  const start = async (startMethod: PaymentMethod, phoneNumber?: string) => {
    if (!summary || !user) return;
    setPhase({ kind: 'starting', method: startMethod });
    try {
      let paymentNumber = summary.paymentNumber;
      if (used.current.has(paymentNumber))
        paymentNumber = (await payment.refetch()).data?.paymentNumber ?? '';
      if (!paymentNumber || used.current.has(paymentNumber)) throw new Error('no fresh payment number');
      used.current.add(paymentNumber);
      const attempt = await startPayment({
        method: startMethod,
        objectId: summary.objectId,
        bookingId,
        userId: user.id,
        paymentNumber,
        returnPath: returnPathOf(window.location.pathname, window.location.search),
        phoneNumber,
      });
      if (attempt.state === 'pending' && attempt.browser?.kind === 'redirect') {
        window.location.assign(attempt.browser.url);
        return;
      }
      settle(attempt);
    } catch {
      setPhase({ kind: 'failed', method: startMethod, state: 'error', errorCode: null, startFailed: true });
    } finally {
      // A fresh PaymentNumber for the next try.
      void payment.refetch();
    }
  };

  const settle = useCallback(
    (attempt: PaymentAttemptView) => {
      if (attempt.state === 'pending')
        setPhase({
          kind: 'pending',
          method: attempt.method,
          paymentNumber: attempt.paymentNumber,
          browser: attempt.browser,
        });
      else if (attempt.state === 'paid') {
        setPhase({ kind: 'paid', method: attempt.method });
        void queryClient.invalidateQueries({ queryKey: paymentQueryKey(bookingId) });
      } else
        setPhase({
          kind: 'failed',
          method: attempt.method,
          state: attempt.state,
          errorCode: attempt.errorCode,
        });
    },
    [bookingId, queryClient],
  );

  const begin = (which: PaymentMethod) => {
    if (which === 'swish') setPhase({ kind: 'swish' });
    else void start(which);
  };

  const closeModal = () => {
    const wasPaid = phase.kind === 'paid';
    setPhase({ kind: 'closed' });
    if (wasPaid) onPaid();
  };

  if (payment.isPending) return <p role="status">{t('loading')}</p>;
  if (payment.isError || !summary) {
    const code = (payment.error as ApiRequestError | null)?.code;
    return (
      <section className={styles.step} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {t('heading')}
        </h2>
        <p role="alert" className={styles.alert}>
          {code === 'BOOKING_STEP_NOT_ALLOWED'
            ? t('signFirst')
            : code === 'BOOKING_EXPIRED'
              ? t('expired')
              : t('loadFailed')}
        </p>
        <div className={styles.nav}>
          <button type="button" className={styles.secondary} onClick={() => void payment.refetch()}>
            {t('retry')}
          </button>
        </div>
      </section>
    );
  }

  const amountText = amountTextOf(summary.amount, summary.currency);
  const paid = summary.status === 'Paid' || summary.status === 'OverPaid';

  return (
    <section className={styles.step} aria-labelledby={headingId} data-payment-step="">
      <h2 id={headingId} className={styles.heading}>
        {paid ? t('paidHeading') : t('heading')}
      </h2>
      <dl className={styles.amount}>
        <dt>{t('amountLabel')}</dt>
        <dd data-payment-amount={summary.amount}>{amountText}</dd>
      </dl>
      {paid ? (
        <>
          <p className={styles.success} role="status">
            {t('paidText', { amount: amountText })}
          </p>
          <div className={styles.nav}>
            <button type="button" className={styles.primary} onClick={onPaid}>
              {t('continue')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{t('intro')}</p>
          <PaymentMethodChoice
            legend={t('methodsLegend')}
            methods={summary.methods}
            chosen={chosen}
            onChoose={setMethod}
          />
          <div className={styles.nav}>
            <button type="button" className={styles.primary} onClick={() => begin(chosen)}>
              {t('pay', { amount: amountText })}
            </button>
          </div>
        </>
      )}
      <PaymentModal
        phase={phase}
        amountText={amountText}
        mobile={mobile}
        onStart={(which, phoneNumber) => void start(which, phoneNumber)}
        onSettled={settle}
        onRetry={begin}
        onClose={closeModal}
        onContinue={closeModal}
      />
    </section>
  );
}
