import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBookingSigningTranslation } from '../../i18n/booking-signing-texts';
import { ApiRequestError } from '../../ui/api/call-endpoint';
import { AgreementSummary } from './agreement-summary';
import { agreementQueryKey, prepareAgreement, useBookingAgreement } from './api/signing-api';
import { SignerList } from './signer-list';
import styles from './signing.module.css';
import { SigningModal } from './signing-modal';
import { readSigningReturn, returnPathOf, type SigningReturn } from './signing-return';

// The booking's sign step (issue 14 item 5): what is signed — the agreement's summary and its
// PDF — then the signing modal. The return parameters (transaction_id, sid) reopen the modal.
export function SignStep({ bookingId, onSigned }: { bookingId: string; onSigned: () => void }) {
  const { t } = useBookingSigningTranslation();
  const queryClient = useQueryClient();
  const [documentId, setDocumentId] = useState<string | null>(null);
  const [prepareError, setPrepareError] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [resume, setResume] = useState<SigningReturn | null>(null);
  const [returnUrl, setReturnUrl] = useState('');
  const agreement = useBookingAgreement(bookingId, documentId !== null);
  const startButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let current = true;
    setReturnUrl(returnPathOf(window.location.pathname, window.location.search));
    const back = readSigningReturn(window.location.search);
    if (back) {
      setResume(back);
      setModalOpen(true);
      // The parameters are used once: a reload must not post a broker code again.
      window.history.replaceState(
        window.history.state,
        '',
        returnPathOf(window.location.pathname, window.location.search),
      );
    }
    prepareAgreement(bookingId)
      .then((id) => {
        if (!current) return;
        setDocumentId(id);
        // A page may have read the agreement before it was drawn up (null): read it again.
        void queryClient.invalidateQueries({ queryKey: agreementQueryKey(bookingId) });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const code = error instanceof ApiRequestError ? error.code : undefined;
        setPrepareError(code === 'DOCUMENT_CHANGED' || code === 'BOOKING_EXPIRED' ? code : 'general');
      });
    return () => {
      current = false;
    };
  }, [bookingId, queryClient]);

  const data = agreement.data;
  const signed = data?.document.status === 'done';
  const provider = data?.provider ?? 'bank_id';
  // Each signer in turn on this device: the buyer first, then the co-buyer (issue 35 item 10).
  const nextSigner = signed ? undefined : data?.signers.find((signer) => signer.signedAt === null);
  const coBuyerTurn = nextSigner?.role === 'co-buyer' ? nextSigner : undefined;
  const refresh = useMemo(
    () => () => queryClient.invalidateQueries({ queryKey: agreementQueryKey(bookingId) }),
    [queryClient, bookingId],
  );

  return (
    <section className={styles.step} aria-labelledby="sign-step-heading" data-sign-step="">
      <h2 id="sign-step-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {prepareError && (
        <p role="alert" className={styles.alert} data-signing-error={prepareError}>
          {t(`errors.${prepareError}` as 'errors.general')}
        </p>
      )}
      {!prepareError && !data && <p role="status">{t('preparing')}</p>}
      {data && (
        <>
          {!signed && !coBuyerTurn && <p>{t('intro')}</p>}
          <AgreementSummary agreement={data} />
          {data.signers.length > 1 && <SignerList signers={data.signers} />}
          {signed ? (
            <>
              <p role="status" className={styles.success} data-signed="">
                {t('signed')}
              </p>
              <div className={styles.actions}>
                <button type="button" className={styles.primary} onClick={onSigned}>
                  {t('continue')}
                </button>
              </div>
            </>
          ) : (
            <>
              {coBuyerTurn && (
                <div className={styles.success} data-co-buyer-turn="">
                  <p className={styles.subheading}>{t('coBuyerTurn', { name: coBuyerTurn.name })}</p>
                  <p className={styles.status}>{t('coBuyerTurnHelp', { name: coBuyerTurn.name })}</p>
                </div>
              )}
              <div className={styles.actions}>
                <button
                  ref={startButton}
                  type="button"
                  className={styles.primary}
                  onClick={() => {
                    setResume(null);
                    setModalOpen(true);
                  }}
                  data-start-signing={provider}
                  data-signing-as={nextSigner?.role ?? 'buyer'}
                >
                  {coBuyerTurn
                    ? `${t('coBuyerSign')}: ${t(`signWith.${provider}`)}`
                    : t(`signWith.${provider}`)}
                </button>
              </div>
            </>
          )}
        </>
      )}
      {modalOpen && documentId && (
        <SigningModal
          bookingId={bookingId}
          documentId={documentId}
          provider={resume?.kind === 'broker' ? resume.provider : provider}
          signer={nextSigner?.role ?? 'buyer'}
          returnUrl={returnUrl}
          resume={resume}
          onClose={() => {
            setModalOpen(false);
            setResume(null);
            void refresh();
            // The modal is gone: the focus goes back to where the person opened it.
            window.requestAnimationFrame(() => startButton.current?.focus());
          }}
          onSigned={() => {
            setModalOpen(false);
            setResume(null);
            // The booking goes on only when every signer has signed; until then the step stays,
            // now asking for the co-buyer's signature.
            void agreement.refetch().then(({ data: fresh }) => {
              if (fresh?.document.status === 'done') onSigned();
              else window.requestAnimationFrame(() => startButton.current?.focus());
            });
          }}
        />
      )}
    </section>
  );
}
