import { timeZoneOfLocale } from '../../../shared/format/site-time-zone';
import type { BookingAgreement } from '../../../shared/signing/signing-contracts';
import type { Locale } from '../../../shared/sites/site-types';
import { useBookingSigningTranslation } from '../../i18n/booking-signing-texts';
import styles from './signing.module.css';

/** platform §9: "N kr" (sv, en), "kr N" (no), "N €" (fi), a space between thousands. */
export function formatAmount(minor: number, currency: BookingAgreement['currency']): string {
  const whole = Math.round(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  if (currency === 'EUR') return `${whole} €`;
  return currency === 'NOK' ? `kr ${whole}` : `${whole} kr`;
}

/** platform §9: yyyy-MM-dd in Sweden and English, dd.MM.yyyy in Norway and Finland, with the time. */
export function formatTimestamp(iso: string, locale: Locale): string {
  // The site's wall clock (issue 33 item 8), not the device's.
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZoneOfLocale(locale),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const [year, month, day] = [part('year'), part('month'), part('day')];
  const time = `${part('hour')}:${part('minute')}`;
  return locale === 'no' || locale === 'fi'
    ? `${day}.${month}.${year} ${time}`
    : `${year}-${month}-${day} ${time}`;
}

// What the agreement says, as the person signs it: home, price, fee, buyers, the hash the
// signature covers, and the PDF itself.
export function AgreementSummary({ agreement }: { agreement: BookingAgreement }) {
  const { t } = useBookingSigningTranslation();
  return (
    <>
      <dl className={styles.summary} data-agreement-summary="">
        <dt>{t('summary.home')}</dt>
        <dd>
          {agreement.objectNumber}, {agreement.stageName}
        </dd>
        <dt>{t('summary.price')}</dt>
        <dd>{formatAmount(agreement.price, agreement.currency)}</dd>
        <dt>{t('summary.fee')}</dt>
        <dd>{formatAmount(agreement.bookingFee, agreement.currency)}</dd>
        <dt>{t('summary.buyer')}</dt>
        <dd>{agreement.buyerName}</dd>
        {agreement.coBuyerName && (
          <>
            <dt>{t('summary.coBuyer')}</dt>
            <dd>{agreement.coBuyerName}</dd>
          </>
        )}
        <dt>{t('summary.hash')}</dt>
        <dd className={styles.hash}>{agreement.document.sha256}</dd>
      </dl>
      <p>
        <a className={styles.link} href={agreement.document.fileUrl} data-agreement-pdf="">
          {t('readPdf')}
        </a>
      </p>
    </>
  );
}
