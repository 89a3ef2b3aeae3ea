import { useCallback, useState } from 'react';
import type { PaymentAttemptView } from '../../../shared/payments/payment-contracts';
import { useBookingPaymentTranslation } from '../../i18n/booking-payment-texts';
import { useMobileDevice } from '../../ui/mobile-device';
import styles from './booking-payment.module.css';
import { type PaymentMethod, startOwnPayment } from './payment-api';
import { PaymentMethodChoice } from './payment-method-choice';
import { type ModalPhase, PaymentModal } from './payment-modal';
import { type PaymentReturn, returnPathOf } from './payment-return';
import { amountTextOf } from './payment-step';

// Paying any payment of one's own by its id (my pages' VIP and booking fees, issue 15 item 5):
// the methods it takes, the Pay button and the same modal as the booking's payment step. Each
// start has a fresh PaymentNumber. The card checkout, the bank and the Swish app send the payer
// back to this page: ReturnedPaymentModal reopens the modal on that attempt, whichever payment it is.

export interface OwnPayment {
  paymentId: string;
  amount: number;
  currency: 'SEK' | 'NOK' | 'EUR';
  methods: PaymentMethod[];
}

interface Props {
  payment: OwnPayment;
  /** The accessible name of the method choice (what is paid). */
  legend: string;
  locale?: 'sv' | 'no' | 'fi' | 'en';
  /** The modal was closed after the payment went through. */
  onPaid: (paymentId: string) => void;
}

export function OwnPaymentPanel({ payment, legend, locale, onPaid }: Props) {
  const { t } = useBookingPaymentTranslation();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [phase, setPhase] = useState<ModalPhase>({ kind: 'closed' });
  const mobile = useMobileDevice();
  const chosen = method ?? payment.methods[0] ?? 'card';
  const amountText = amountTextOf(payment.amount, payment.currency, locale);

  const settle = useCallback((attempt: PaymentAttemptView) => setPhase(phaseOf(attempt)), []);

  const start = async (startMethod: PaymentMethod, phoneNumber?: string) => {
    setPhase({ kind: 'starting', method: startMethod });
    try {
      const attempt = await startOwnPayment(payment.paymentId, {
        method: startMethod,
        paymentNumber: crypto.randomUUID(),
        returnPath: returnPathOf(window.location.pathname, window.location.search),
        ...(phoneNumber ? { phoneNumber } : {}),
      });
      if (attempt.state === 'pending' && attempt.browser?.kind === 'redirect') {
        window.location.assign(attempt.browser.url);
        return;
      }
      settle(attempt);
    } catch {
      setPhase({ kind: 'failed', method: startMethod, state: 'error', errorCode: null, startFailed: true });
    }
  };

  const begin = (which: PaymentMethod) => {
    if (which === 'swish') setPhase({ kind: 'swish' });
    else void start(which);
  };

  const close = () => {
    const wasPaid = phase.kind === 'paid';
    setPhase({ kind: 'closed' });
    if (wasPaid) onPaid(payment.paymentId);
  };

  return (
    <div className={styles.step} data-own-payment={payment.paymentId}>
      {payment.methods.length > 1 && (
        <PaymentMethodChoice legend={legend} methods={payment.methods} chosen={chosen} onChoose={setMethod} />
      )}
      <div className={styles.nav}>
        <button type="button" className={styles.primary} onClick={() => begin(chosen)}>
          {t('pay', { amount: amountText })}
        </button>
      </div>
      <PaymentModal
        phase={phase}
        amountText={amountText}
        mobile={mobile}
        onStart={(which, phoneNumber) => void start(which, phoneNumber)}
        onSettled={settle}
        onRetry={begin}
        onClose={close}
        onContinue={close}
      />
    </div>
  );
}

function phaseOf(attempt: PaymentAttemptView): ModalPhase {
  if (attempt.state === 'pending')
    return {
      kind: 'pending',
      method: attempt.method,
      paymentNumber: attempt.paymentNumber,
      browser: attempt.browser,
    };
  if (attempt.state === 'paid') return { kind: 'paid', method: attempt.method };
  return { kind: 'failed', method: attempt.method, state: attempt.state, errorCode: attempt.errorCode };
}

/**
 * The modal on an attempt the payer comes back to (flows §2.2 return parameters), polled to its
 * outcome; the amount is the attempt's own. Another try starts from the payment's Pay button.
 */
export function ReturnedPaymentModal({
  attempt,
  locale,
  onPaid,
  onClose,
}: {
  attempt: PaymentReturn;
  locale?: 'sv' | 'no' | 'fi' | 'en';
  onPaid: (paymentId: string) => void;
  onClose: () => void;
}) {
  const [phase, setPhase] = useState<ModalPhase>({
    kind: 'pending',
    method: attempt.method,
    paymentNumber: attempt.paymentNumber,
    browser: null,
  });
  const [settled, setSettled] = useState<PaymentAttemptView | null>(null);
  const settle = useCallback((view: PaymentAttemptView) => {
    setSettled(view);
    setPhase(phaseOf(view));
  }, []);
  const close = () => {
    setPhase({ kind: 'closed' });
    if (phase.kind === 'paid' && settled) onPaid(settled.paymentId);
    onClose();
  };
  return (
    <PaymentModal
      phase={phase}
      amountText={settled ? amountTextOf(settled.amount, settled.currency, locale) : ''}
      mobile={false}
      onStart={() => undefined}
      onSettled={settle}
      onRetry={close}
      onClose={close}
      onContinue={close}
    />
  );
}
