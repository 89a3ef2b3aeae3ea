import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { BANKID_POLL_INTERVAL_MS } from '../../../shared/account/identity-constants';
import type { SignerRole, SigningResult } from '../../../shared/signing/signing-contracts';
import type { SigningProvider } from '../../../shared/signing/signing-endpoints';
import { useBookingSigningTranslation } from '../../i18n/booking-signing-texts';
import { ApiRequestError } from '../../ui/api/call-endpoint';
import { usePolledStatus } from '../../ui/api/use-polled-status';
import { useBackCloses } from '../../ui/history/use-back-closes';
import { Icon } from '../../ui/icon';
import { useMobileDevice } from '../../ui/mobile-device';
import modal from '../../ui/modal/modal.module.css';
import { QrCode } from '../../ui/qr-code';
import { useSite } from '../../ui/site-context';
import {
  bankIdSigningStatus,
  cancelBankIdSigning,
  finishBrokerSigning,
  rememberSigning,
  startSigning,
} from './api/signing-api';
import styles from './signing.module.css';
import { rememberBrokerReturn, type SigningReturn } from './signing-return';

type Phase =
  | { kind: 'starting' }
  | {
      kind: 'bankid';
      sessionId: string;
      qrData: string | null;
      autoStartUrl: string | null;
      hintCode: string;
    }
  | { kind: 'leaving' }
  | { kind: 'finishing' }
  /** `waiting`: this signature is in, the document waits for another signer's (the co-buyer's). */
  | { kind: 'complete'; waiting: boolean }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string };

interface Props {
  /** The booking a booking agreement belongs to (the sign cookie); null for my documents. */
  bookingId: string | null;
  documentId: string;
  provider: SigningProvider;
  /** Who signs: the buyer, or the co-buyer after them on the same device. */
  signer?: SignerRole;
  /** Where BankID's app and the broker send the person back. */
  returnUrl: string;
  /** Reopened by the return parameters (flows §2.2) instead of starting anew. */
  resume: SigningReturn | null;
  onClose: () => void;
  onSigned: () => void;
}

const HINTS = new Set(['outstandingTransaction', 'started', 'userSign']);

function outcomeOf(result: SigningResult): Phase {
  if (result.status === 'Complete')
    return { kind: 'complete', waiting: (result.remainingSigners?.length ?? 0) > 0 };
  if (result.status === 'Cancelled') return { kind: 'cancelled' };
  if (result.status === 'Error') return { kind: 'failed', reason: result.reason ?? 'FAILED' };
  return { kind: 'failed', reason: 'FAILED' };
}

function failureOf(error: unknown): Phase {
  const code = error instanceof ApiRequestError ? error.code : undefined;
  if (code === 'DOCUMENT_CHANGED' || code === 'BOOKING_EXPIRED' || code === 'ALREADY_IN_PROGRESS')
    return { kind: 'failed', reason: code };
  return { kind: 'failed', reason: 'general' };
}

/** The co-buyer signing as someone else hears it was the co-buyer's number that did not match. */
function failureText(reason: string, signer: SignerRole): string {
  return reason === 'WRONG_PERSON' && signer === 'co-buyer' ? 'WRONG_CO_BUYER' : reason;
}

// The signing modal: BankID's animated QR code or its app on this device, polled every second
// (ui/api/use-polled-status.ts); e-ident leaves for the broker and comes back. A cancelled or
// failed signing says so and offers to try again. Radix keeps the focus inside and gives it back to the opening button.
export function SigningModal({
  bookingId,
  documentId,
  provider,
  signer = 'buyer',
  returnUrl,
  resume,
  onClose,
  onSigned,
}: Props) {
  const { t } = useBookingSigningTranslation();
  const { environment } = useSite();
  const [phase, setPhase] = useState<Phase>(() =>
    resume?.kind === 'bankid'
      ? { kind: 'bankid', sessionId: resume.sessionId, qrData: null, autoStartUrl: null, hintCode: 'started' }
      : resume
        ? { kind: 'finishing' }
        : { kind: 'starting' },
  );
  // On a phone the app on this device comes first (one cannot scan one's own screen); the QR
  // code is there for BankID on another device.
  const mobile = useMobileDevice();
  const [otherDevice, setOtherDevice] = useState(false);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const started = useRef(false);

  const start = useCallback(async () => {
    setPhase({ kind: 'starting' });
    try {
      const answer = await startSigning(provider, { documentId, returnUrl, environment, signer });
      const remember = () =>
        bookingId ? rememberSigning({ bookingId, documentId, provider, sessionId: answer.sessionId }) : null;
      if (provider === 'bank_id') {
        await remember();
        setPhase({
          kind: 'bankid',
          sessionId: answer.sessionId,
          qrData: answer.qrData ?? null,
          autoStartUrl: answer.autoStartUrl ?? null,
          hintCode: 'outstandingTransaction',
        });
        return;
      }
      if (!answer.authorizationUrl) throw new Error('no broker URL');
      await remember();
      rememberBrokerReturn(provider, returnUrl);
      setPhase({ kind: 'leaving' });
      window.location.assign(answer.authorizationUrl);
    } catch (error) {
      setPhase(failureOf(error));
    }
  }, [provider, documentId, returnUrl, environment, bookingId, signer]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening; a broker code is single-use
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!resume) void start();
    else if (resume.kind === 'broker')
      void finishBrokerSigning(resume.provider, {
        code: resume.code,
        error: resume.error,
        state: resume.state,
        environment,
      })
        .then((result) => setPhase(outcomeOf(result)))
        .catch((error) => setPhase(failureOf(error)));
  }, []);

  const sessionId = phase.kind === 'bankid' ? phase.sessionId : null;
  const latest = usePolledStatus<SigningResult>({
    key: sessionId ? ['bank_id', 'signing', sessionId] : null,
    fetchStatus: (signal) => bankIdSigningStatus(sessionId ?? '', signal),
    isPending: (result) => result.status === 'Pending',
    intervalMs: BANKID_POLL_INTERVAL_MS,
    initial: {
      status: 'Pending',
      hintCode: phase.kind === 'bankid' ? phase.hintCode : 'outstandingTransaction',
    },
    onFinal: (result) => setPhase(outcomeOf(result)),
    onError: (error) => setPhase(failureOf(error)),
  });
  const bankId =
    phase.kind === 'bankid'
      ? latest?.status === 'Pending'
        ? { ...phase, hintCode: latest.hintCode, qrData: latest.qrData ?? phase.qrData }
        : phase
      : null;

  const finished = phase.kind === 'complete' || phase.kind === 'cancelled' || phase.kind === 'failed';
  // In the commit that shows the outcome, so a key pressed right after lands on it.
  useLayoutEffect(() => {
    if (finished) outcomeRef.current?.focus();
  }, [finished]);

  const close = () => {
    if (sessionId) void cancelBankIdSigning(sessionId).catch(() => null);
    if (phase.kind === 'complete') onSigned();
    else onClose();
  };
  // flows §4.7: Back closes the modal as its close button does (mounted only while open).
  useBackCloses(true, close);

  const showQr = (!mobile || otherDevice) && Boolean(bankId?.qrData);
  const hint = bankId
    ? HINTS.has(bankId.hintCode)
      ? bankId.hintCode === 'outstandingTransaction' && showQr
        ? 'outstandingTransactionQr'
        : bankId.hintCode
      : 'unknown'
    : 'unknown';

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content className={`${modal.dialog} ${modal.narrow}`} data-signing-modal={phase.kind}>
          <div className={modal.header}>
            <Dialog.Title className={modal.title}>{t('modal.title')}</Dialog.Title>
            <Dialog.Close className={modal.close} aria-label={t('modal.close')}>
              <Icon name="close" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.visuallyHidden}>{t('intro')}</Dialog.Description>
          {phase.kind === 'starting' && (
            <p role="status" className={styles.status}>
              {t('modal.starting')}
            </p>
          )}
          {phase.kind === 'leaving' && (
            <p role="status" className={styles.status}>
              {t('modal.leaving')}
            </p>
          )}
          {phase.kind === 'finishing' && (
            <p role="status" className={styles.status}>
              {t('modal.finishing')}
            </p>
          )}
          {bankId && (
            <div className={styles.bankId} data-bankid-signing="">
              {showQr && bankId.qrData && (
                <div className={styles.qr}>
                  <QrCode data={bankId.qrData} label={t('modal.qrLabel')} className={styles.qrImage} />
                </div>
              )}
              {/* The one instruction: what to do now, as BankID's hint codes say it. */}
              <p className={styles.status} role="status" aria-live="polite" data-hint-code={bankId.hintCode}>
                {t(`modal.hints.${hint}` as 'modal.hints.unknown')}
              </p>
              {bankId.autoStartUrl && !showQr && (
                <a className={styles.primary} href={bankId.autoStartUrl} data-bankid-autostart="">
                  {t('modal.openApp')}
                </a>
              )}
              {mobile ? (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => setOtherDevice((value) => !value)}
                >
                  {otherDevice ? t('modal.sameDevice') : t('modal.otherDevice')}
                </button>
              ) : (
                bankId.autoStartUrl && (
                  // A computer with BankID installed opens it here instead of scanning.
                  <a className={styles.linkButton} href={bankId.autoStartUrl} data-bankid-autostart="">
                    {t('modal.openApp')}
                  </a>
                )
              )}
              <button type="button" className={styles.secondary} onClick={close}>
                {t('modal.cancel')}
              </button>
            </div>
          )}
          {finished && (
            <div className={styles.outcome}>
              <p
                ref={outcomeRef}
                tabIndex={-1}
                role={phase.kind === 'complete' ? 'status' : 'alert'}
                className={phase.kind === 'complete' ? styles.success : styles.alert}
                data-signing-outcome={phase.kind === 'failed' ? phase.reason : phase.kind}
              >
                {phase.kind === 'complete'
                  ? t(phase.waiting ? 'modal.partlySigned' : 'modal.complete')
                  : phase.kind === 'cancelled'
                    ? t('modal.cancelled')
                    : `${t('modal.failed')} ${t(`errors.${failureText(phase.reason, signer)}` as 'errors.general')}`}
              </p>
              {phase.kind === 'complete' ? (
                <button type="button" className={styles.primary} onClick={onSigned}>
                  {t('continue')}
                </button>
              ) : (
                <button type="button" className={styles.primary} onClick={() => void start()}>
                  {t('modal.tryAgain')}
                </button>
              )}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
