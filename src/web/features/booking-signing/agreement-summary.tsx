import { Fragment } from 'react';
import { formatDate } from '../../../shared/format/dates';
import { timeZoneOfLocale } from '../../../shared/format/site-time-zone';
import type { BookingAgreement } from '../../../shared/signing/signing-contracts';
import type { Locale } from '../../../shared/sites/site-types';
import { useBookingSigningTranslation } from '../../i18n/booking-signing-texts';
import { useSite } from '../../ui/site-context';
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

const MILESTONE_TEXT = {
  interior: 'summary.interior',
  inspection: 'summary.inspection',
  payment: 'summary.payment',
  'move-in': 'summary.moveIn',
} as const;

// What the agreement says, as the person signs it: home, price, the interior options chosen and
// the total with them, fee, the key dates in order (issue 33 item 5), buyers, the hash the
// signature covers, and the PDF itself.
export function AgreementSummary({ agreement }: { agreement: BookingAgreement }) {
  const { t } = useBookingSigningTranslation();
  const { locale } = useSite().site;
  const dated = agreement.milestones.filter(
    (entry): entry is typeof entry & { milestone: keyof typeof MILESTONE_TEXT } =>
      entry.milestone !== 'contract',
  );
  return (
    <>
      <dl className={styles.summary} data-agreement-summary="">
        <dt>{t('summary.home')}</dt>
        <dd>
          {agreement.objectNumber}, {agreement.stageName}
        </dd>
        <dt>{t('summary.price')}</dt>
        <dd>{formatAmount(agreement.price, agreement.currency)}</dd>
        {agreement.interiorOptions.length > 0 && (
          <>
            <dt>{t('summary.options')}</dt>
            <dd>
              <ul data-agreement-options="">
                {agreement.interiorOptions.map((option) => (
                  <li key={`${option.groupName} ${option.name}`}>
                    {option.groupName} – {option.name}: {formatAmount(option.price, agreement.currency)}
                  </li>
                ))}
              </ul>
            </dd>
            <dt>{t('summary.total')}</dt>
            <dd>{formatAmount(agreement.totalPrice, agreement.currency)}</dd>
          </>
        )}
        {/* A flow without a payment step charges no fee and shows none (issue 33 item 4). */}
        {agreement.bookingFee > 0 && (
          <>
            <dt>{t('summary.fee')}</dt>
            <dd>{formatAmount(agreement.bookingFee, agreement.currency)}</dd>
          </>
        )}
        {dated.map((entry) => (
          <Fragment key={entry.milestone}>
            <dt>{t(MILESTONE_TEXT[entry.milestone])}</dt>
            <dd data-agreement-date={entry.milestone}>
              {entry.date ? formatDate(entry.date, locale) : t('summary.notSet')}
            </dd>
          </Fragment>
        ))}
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
