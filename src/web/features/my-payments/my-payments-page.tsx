import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { formatDate } from '../../../shared/format/dates';
import type { MyPayment } from '../../../shared/my-pages/payments-contracts';
import { useMyPaymentsTranslation } from '../../i18n/my-payments-texts';
import { useSiteLocale } from '../../i18n/use-site-locale';
import container from '../../ui/container.module.css';
import { useSession } from '../../ui/session/session-context';
import styles from './my-payments.module.css';
import { fetchMyPayments, myPaymentsQueryKey } from './my-payments-api';
import { amountTextOf, dateTimeTextOf, hasReceipt, purposeKeyOf, statusKeyOf } from './payment-display';
import { ReceiptSection } from './receipt-section';

// Payments under my pages (template 'my-payments', issue 15 item 5; flows §3.2): what is due
// first, each with its Pay button (the payment modal, composed in by the template), then the
// history. After paying, the receipt opens above the lists, ready to print.

export interface PayHooks {
  /** The method choice's accessible name (what is paid). */
  legend: string;
  /** After the payer closes the modal on a paid payment: the list is read again, the receipt opens. */
  onPaid: (paymentId: string) => void;
}

interface Props {
  heading?: string;
  renderPay: (payment: MyPayment, hooks: PayHooks) => ReactNode;
  /** The modal of a payer coming back from the card checkout, the bank or the Swish app, if any. */
  renderReturn?: (onPaid: (paymentId: string) => void) => ReactNode;
}

export function MyPaymentsPage({ heading, renderPay, renderReturn }: Props) {
  const { t } = useMyPaymentsTranslation();
  const locale = useSiteLocale();
  const { status, user, requestLogin } = useSession();
  const queryClient = useQueryClient();
  const [receiptFor, setReceiptFor] = useState<string | null>(null);
  const list = useQuery({
    queryKey: myPaymentsQueryKey,
    queryFn: fetchMyPayments,
    enabled: status === 'loggedIn',
    staleTime: 0,
  });
  const onPaid = useCallback(
    (paymentId: string) => {
      void queryClient.invalidateQueries({ queryKey: myPaymentsQueryKey });
      setReceiptFor(paymentId);
    },
    [queryClient],
  );

  const title = <h1 className={styles.heading}>{heading ?? t('heading')}</h1>;
  if (status !== 'loggedIn' || !user) {
    return (
      <div className={`${container.container} ${styles.page}`}>
        {title}
        {status === 'unknown' ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <>
            <p>{t('loginFirst')}</p>
            <button type="button" className={styles.primary} onClick={() => requestLogin('private')}>
              {t('login')}
            </button>
          </>
        )}
      </div>
    );
  }

  const payments = list.data?.payments ?? [];
  const due = payments.filter((payment) => payment.due);
  const history = payments.filter((payment) => !payment.due);
  const purposeOf = (payment: MyPayment) =>
    t(`purpose.${purposeKeyOf(payment)}`, { home: payment.homeName ?? '' });
  const receiptPayment = payments.find((payment) => payment.paymentId === receiptFor);

  return (
    <div className={`${container.container} ${styles.page}`}>
      {title}
      {renderReturn?.(onPaid)}
      {receiptFor && (
        <ReceiptSection
          paymentId={receiptFor}
          purpose={receiptPayment ? purposeOf(receiptPayment) : ''}
          onClose={() => setReceiptFor(null)}
        />
      )}
      {list.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : list.isError ? (
        <div className={styles.section}>
          <p role="alert">{t('loadFailed')}</p>
          <button type="button" className={styles.secondary} onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <>
          <section className={styles.section} aria-labelledby="my-payments-due">
            <h2 id="my-payments-due">{t('dueHeading')}</h2>
            {due.length === 0 ? (
              <p>{t('noneDue')}</p>
            ) : (
              <ul className={styles.list}>
                {due.map((payment) => (
                  <li key={payment.paymentId} className={styles.card} data-payment-id={payment.paymentId}>
                    <h3>{purposeOf(payment)}</h3>
                    <dl className={styles.facts}>
                      <div>
                        <dt>{t('fields.amount')}</dt>
                        <dd className={styles.amount}>
                          {amountTextOf(payment.amount, payment.currency, locale)}
                        </dd>
                      </div>
                      <div>
                        <dt>{t('fields.status')}</dt>
                        <dd>{t(`status.${statusKeyOf(payment)}`)}</dd>
                      </div>
                      {payment.dueDate && (
                        <div>
                          <dt>{t('fields.dueDate')}</dt>
                          <dd>{formatDate(payment.dueDate, locale)}</dd>
                        </div>
                      )}
                    </dl>
                    {renderPay(payment, {
                      legend: `${t('fields.method')}: ${purposeOf(payment)}`,
                      onPaid,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.section} aria-labelledby="my-payments-history">
            <h2 id="my-payments-history">{t('historyHeading')}</h2>
            {history.length === 0 ? (
              <p>{t('noHistory')}</p>
            ) : (
              <ul className={styles.list}>
                {history.map((payment) => (
                  <li key={payment.paymentId} className={styles.card} data-payment-id={payment.paymentId}>
                    <h3>{purposeOf(payment)}</h3>
                    <dl className={styles.facts}>
                      <div>
                        <dt>{t('fields.amount')}</dt>
                        <dd>{amountTextOf(payment.amount, payment.currency, locale)}</dd>
                      </div>
                      <div>
                        <dt>{t('fields.status')}</dt>
                        <dd>{t(`status.${statusKeyOf(payment)}`)}</dd>
                      </div>
                      {payment.paidAt && (
                        <div>
                          <dt>{t('fields.paidAt')}</dt>
                          <dd>{dateTimeTextOf(payment.paidAt, locale)}</dd>
                        </div>
                      )}
                      {payment.paidWith && (
                        <div>
                          <dt>{t('fields.method')}</dt>
                          <dd>{t(`methods.${payment.paidWith}`)}</dd>
                        </div>
                      )}
                      {!payment.paidAt && payment.dueDate && (
                        <div>
                          <dt>{t('fields.dueDate')}</dt>
                          <dd>{formatDate(payment.dueDate, locale)}</dd>
                        </div>
                      )}
                    </dl>
                    {payment.status === 'OverPaid' && <p>{t('overPaidHint')}</p>}
                    {hasReceipt(payment) && (
                      <button
                        type="button"
                        className={styles.secondary}
                        aria-label={`${t('showReceipt')}: ${purposeOf(payment)}`}
                        onClick={() => setReceiptFor(payment.paymentId)}
                      >
                        {t('showReceipt')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
