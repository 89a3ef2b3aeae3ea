import type { BookingAgreement } from '../../../shared/signing/signing-contracts';
import { useBookingSigningTranslation } from '../../i18n/booking-signing-texts';
import { useSite } from '../../ui/site-context';
import { formatTimestamp } from './agreement-summary';
import styles from './signing.module.css';

// Who signs the agreement and who has (issue 35 item 10): the buyer and the co-buyer each sign
// with their own e-ID, and the booking is signed when both have.
export function SignerList({ signers }: { signers: BookingAgreement['signers'] }) {
  const { t } = useBookingSigningTranslation();
  const { locale } = useSite().site;
  return (
    <section aria-labelledby="signers-heading" data-signers="">
      <h3 id="signers-heading" className={styles.subheading}>
        {t('signers.heading')}
      </h3>
      <ul className={styles.signers}>
        {signers.map((signer) => (
          <li
            key={signer.role}
            data-signer-role={signer.role}
            data-signer-signed={signer.signedAt ? 'yes' : 'no'}
          >
            <span>
              {t(`signers.${signer.role}`)}: {signer.name}
            </span>{' '}
            <span className={signer.signedAt ? styles.signedMark : styles.waitingMark}>
              {signer.signedAt
                ? t('signers.signed', { date: formatTimestamp(signer.signedAt, locale) })
                : t('signers.waiting')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
