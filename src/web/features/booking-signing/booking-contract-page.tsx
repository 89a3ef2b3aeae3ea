import { useLocation } from 'react-router';
import { useBookingSigningTranslation } from '../../i18n/booking-signing-texts';
import { ApiRequestError } from '../../ui/api/call-endpoint';
import container from '../../ui/container.module.css';
import { useSite } from '../../ui/site-context';
import { useHydrated } from '../../ui/use-hydrated';
import { AgreementSummary, formatTimestamp } from './agreement-summary';
import { useBookingAgreement } from './api/signing-api';
import { SignStep } from './sign-step';
import { SignerList } from './signer-list';
import styles from './signing.module.css';

const METHOD_NAMES = { bankid: 'BankID', 'eident-no': 'e-ident (NO)', 'eident-fi': 'e-ident (FI)' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The booking contract page (template click-to-buy-contract: /boka/bokningsavtal/,
// /varaus/varaussopimus/) for ?bookingId=…: the signed agreement with who signed it, how and
// when, and its PDF; an agreement still to sign shows the sign step.
export function BookingContractPage() {
  const { t } = useBookingSigningTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  const raw = new URLSearchParams(location.search).get('bookingId') ?? '';
  const bookingId = UUID.test(raw) ? raw : null;
  const agreement = useBookingAgreement(bookingId ?? '', hydrated && bookingId !== null);
  const status = agreement.error instanceof ApiRequestError ? agreement.error.status : null;
  const data = agreement.data;
  const { locale } = useSite().site;

  return (
    <div className={`${container.container} ${styles.step}`} data-booking-contract="">
      <h1 className={styles.heading}>{t('contract.heading')}</h1>
      {!bookingId && <p role="alert">{t('contract.missing')}</p>}
      {bookingId && status === 401 && <p role="alert">{t('contract.loginFirst')}</p>}
      {bookingId && status === 404 && <p role="alert">{t('contract.missing')}</p>}
      {bookingId && agreement.isPending && status === null && hydrated && (
        <p role="status">{t('preparing')}</p>
      )}
      {bookingId && (data === null || data?.document.status === 'pending') && (
        <SignStep bookingId={bookingId} onSigned={() => void agreement.refetch()} />
      )}
      {data?.document.status === 'done' && (
        <section className={styles.step} aria-labelledby="signed-agreement" data-signed-agreement="">
          <h2 id="signed-agreement" className={styles.heading}>
            {t('contract.signedTitle')}
          </h2>
          <AgreementSummary agreement={data} />
          {data.signers.length > 1 && <SignerList signers={data.signers} />}
          <dl className={styles.summary}>
            <dt>{t('contract.signer')}</dt>
            <dd data-signer="">{data.document.signerName}</dd>
            <dt>{t('contract.method')}</dt>
            <dd>{data.document.signatureProvider ? METHOD_NAMES[data.document.signatureProvider] : ''}</dd>
            <dt>{t('contract.signedAt')}</dt>
            <dd>{data.document.signedAt ? formatTimestamp(data.document.signedAt, locale) : ''}</dd>
          </dl>
          <p>
            <a className={styles.link} href={data.document.fileUrl} data-signed-pdf="">
              {t('contract.download')}
            </a>
          </p>
        </section>
      )}
    </div>
  );
}
