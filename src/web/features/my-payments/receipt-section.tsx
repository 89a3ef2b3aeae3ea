import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMyPaymentsTranslation } from '../../i18n/my-payments-texts';
import { useSiteLocale } from '../../i18n/use-site-locale';
import styles from './my-payments.module.css';
import { fetchReceipt, receiptQueryKey } from './my-payments-api';
import { amountTextOf, dateTimeTextOf } from './payment-display';

// The receipt of a paid payment (issue 15 item 5): amount, method, time and the provider's
// reference, printable (only the receipt prints). Its heading takes focus when it opens.

interface Props {
  paymentId: string;
  purpose: string;
  onClose: () => void;
}

export function ReceiptSection({ paymentId, purpose, onClose }: Props) {
  const { t } = useMyPaymentsTranslation();
  const locale = useSiteLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const receipt = useQuery({
    queryKey: receiptQueryKey(paymentId),
    queryFn: () => fetchReceipt(paymentId),
    staleTime: 60_000,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: paymentId is the trigger: focus moves to each receipt opened
  useEffect(() => {
    headingRef.current?.focus();
  }, [paymentId]);

  const data = receipt.data;
  return (
    <section
      className={`${styles.section} ${styles.receipt}`}
      aria-labelledby="my-payments-receipt"
      data-receipt=""
    >
      <h2 id="my-payments-receipt" ref={headingRef} tabIndex={-1}>
        {t('receipt.heading')}
      </h2>
      {receipt.isPending ? (
        <p role="status">{t('receipt.loading')}</p>
      ) : !data ? (
        <p role="alert">{t('receipt.failed')}</p>
      ) : (
        <dl className={styles.facts}>
          {purpose && (
            <div>
              <dt>{t('receipt.purpose')}</dt>
              <dd>{purpose}</dd>
            </div>
          )}
          <div>
            <dt>{t('receipt.amount')}</dt>
            <dd className={styles.amount}>{amountTextOf(data.amount, data.currency, locale)}</dd>
          </div>
          <div>
            <dt>{t('receipt.method')}</dt>
            <dd>{t(`methods.${data.method}`)}</dd>
          </div>
          <div>
            <dt>{t('receipt.time')}</dt>
            <dd>
              <time dateTime={data.paidAt}>{dateTimeTextOf(data.paidAt, locale)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('receipt.reference')}</dt>
            <dd className={styles.reference}>{data.reference}</dd>
          </div>
        </dl>
      )}
      <div className={`${styles.actions} ${styles.noPrint}`}>
        {data && (
          <button type="button" className={styles.primary} onClick={() => window.print()}>
            {t('receipt.print')}
          </button>
        )}
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('receipt.close')}
        </button>
      </div>
    </section>
  );
}
