import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import type { PaymentAttemptView, PaymentBrowserAction } from '../../../shared/payments/payment-contracts';
import { useBookingPaymentTranslation } from '../../i18n/booking-payment-texts';
import { useBackCloses } from '../../ui/history/use-back-closes';
import { Icon } from '../../ui/icon';
import modal from '../../ui/modal/modal.module.css';
import { QrCode } from '../../ui/qr-code';
import styles from './booking-payment.module.css';
import { fetchPaymentStatus, type PaymentMethod } from './payment-api';
import { type FailedState, outcomeKey } from './payment-outcome';
import { SwishForm } from './swish-form';

// The payment modal: Swish's choice, the wait while the payer approves (the status polled every
// two seconds), and the outcome — paid, or why not with another try. Focus moves to each new
// state's message, so a screen reader and a keyboard user follow without hunting for it.

export type ModalPhase =
  | { kind: 'closed' }
  | { kind: 'swish' }
  | { kind: 'starting'; method: PaymentMethod }
  | { kind: 'pending'; method: PaymentMethod; paymentNumber: string; browser: PaymentBrowserAction | null }
  | {
      kind: 'failed';
      method: PaymentMethod;
      state: FailedState;
      errorCode: string | null;
      startFailed?: boolean;
    }
  | { kind: 'paid'; method: PaymentMethod };

export const STATUS_POLL_MS = 2_000;

interface Props {
  phase: ModalPhase;
  amountText: string;
  mobile: boolean;
  onStart: (method: PaymentMethod, phoneNumber?: string) => void;
  onSettled: (attempt: PaymentAttemptView) => void;
  onRetry: (method: PaymentMethod) => void;
  onClose: () => void;
  onContinue: () => void;
}

export function PaymentModal({
  phase,
  amountText,
  mobile,
  onStart,
  onSettled,
  onRetry,
  onClose,
  onContinue,
}: Props) {
  const { t } = useBookingPaymentTranslation();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const open = phase.kind !== 'closed';
  const method: PaymentMethod = phase.kind === 'closed' || phase.kind === 'swish' ? 'swish' : phase.method;
  const pendingNumber = phase.kind === 'pending' ? phase.paymentNumber : null;
  // flows §4.7: Back closes the modal as its close button does.
  useBackCloses(open, () => (phase.kind === 'paid' ? onContinue() : onClose()));

  const status = useQuery({
    queryKey: ['payment-status', pendingNumber],
    queryFn: () => fetchPaymentStatus(pendingNumber ?? ''),
    enabled: pendingNumber !== null,
    refetchInterval: STATUS_POLL_MS,
    retry: 1,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
  const settled = status.data && status.data.state !== 'pending' ? status.data : null;
  useEffect(() => {
    if (settled && pendingNumber === settled.paymentNumber) onSettled(settled);
  }, [settled, pendingNumber, onSettled]);

  // Each new state's message takes focus (after the dialog has placed its own).
  const stateKey = phase.kind;
  // biome-ignore lint/correctness/useExhaustiveDependencies: stateKey is the trigger: focus moves on each new state
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => statusRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [open, stateKey]);

  const message = (text: ReactNode, tone: 'status' | 'alert' | 'success' = 'status') => (
    <p
      ref={statusRef}
      tabIndex={-1}
      className={`${styles.status} ${tone === 'alert' ? styles.alert : tone === 'success' ? styles.success : ''}`}
      role={tone === 'alert' ? 'alert' : 'status'}
      data-payment-state={phase.kind}
    >
      {text}
    </p>
  );

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content
          className={`${modal.dialog} ${modal.narrow}`}
          aria-describedby={undefined}
          data-modal="booking-payment"
          onOpenAutoFocus={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <div className={modal.header}>
            <Dialog.Title className={modal.title}>
              {t('modalTitle', { method: t(`methodsInSentence.${method}`) })}
            </Dialog.Title>
            <button type="button" className={modal.close} aria-label={t('close')} onClick={onClose}>
              <Icon name="close" size={20} />
            </button>
          </div>
          <div className={styles.modalBody}>
            {phase.kind === 'swish' && (
              <>
                {message(t('pay', { amount: amountText }))}
                <SwishForm
                  mobile={mobile}
                  busy={false}
                  onPhone={(phoneNumber) => onStart('swish', phoneNumber)}
                  onThisDevice={() => onStart('swish')}
                />
              </>
            )}
            {phase.kind === 'starting' && message(phase.method === 'swish' ? t('waiting') : t('redirecting'))}
            {phase.kind === 'pending' && (
              <>
                {message(
                  phase.browser?.kind === 'swish-phone'
                    ? t('waitingPhone')
                    : phase.browser?.kind === 'swish-app'
                      ? t('waitingApp')
                      : t('waiting'),
                )}
                {phase.browser?.kind === 'swish-app' && (
                  <>
                    {!mobile && (
                      <>
                        <p>{t('qrHint')}</p>
                        <QrCode
                          data={`D${phase.browser.token}`}
                          level="M"
                          label={t('qrLabel')}
                          className={styles.qr}
                        />
                      </>
                    )}
                    <a className={styles.primary} href={phase.browser.appUrl}>
                      {t('thisDevice')}
                    </a>
                  </>
                )}
                <div className={styles.nav}>
                  <button type="button" className={styles.secondary} onClick={onClose}>
                    {t('chooseOther')}
                  </button>
                </div>
              </>
            )}
            {phase.kind === 'failed' && (
              <>
                {message(
                  phase.startFailed ? t('startFailed') : t(outcomeKey(phase.state, phase.errorCode)),
                  'alert',
                )}
                <div className={styles.nav}>
                  <button type="button" className={styles.primary} onClick={() => onRetry(phase.method)}>
                    {t('tryAgain')}
                  </button>
                  <button type="button" className={styles.secondary} onClick={onClose}>
                    {t('chooseOther')}
                  </button>
                </div>
              </>
            )}
            {phase.kind === 'paid' && (
              <>
                {message(t('paidText', { amount: amountText }), 'success')}
                <div className={styles.nav}>
                  <button type="button" className={styles.primary} onClick={onContinue}>
                    {t('continue')}
                  </button>
                </div>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
