import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { formatDate } from '../../shared/format/dates';
import { linkFor } from '../../shared/sites/feature-availability';
import { OwnPaymentPanel, ReturnedPaymentModal } from '../features/booking-payment/own-payment-panel';
import {
  type PaymentReturn,
  paymentReturnOf,
  returnPathOf,
} from '../features/booking-payment/payment-return';
import styles from '../features/my-payments/my-payments.module.css';
import { amountTextOf, hasReceipt, purposeKeyOf, statusKeyOf } from '../features/my-payments/payment-display';
import { ReceiptSection } from '../features/my-payments/receipt-section';
import {
  fetchLinkedPayment,
  linkedPaymentId,
  paymentLinkQueryKey,
} from '../features/payment-link/payment-link-api';
import { useMyPaymentsTranslation } from '../i18n/my-payments-texts';
import { usePublicTemplatesTranslation } from '../i18n/public-templates-texts';
import { useSiteLocale } from '../i18n/use-site-locale';
import { ApiRequestError } from '../ui/api/call-endpoint';
import { AppLink } from '../ui/app-link';
import { Breadcrumbs } from '../ui/breadcrumbs';
import container from '../ui/container.module.css';
import { useSession } from '../ui/session/session-context';
import { useSite } from '../ui/site-context';
import type { TemplateProps } from './template-props';

// The payment page (template `payment`, flows §2.2; issue 35 item 4): where a payment link
// (?paymentId=) lands and where the card checkout, the bank or the Swish app send the payer
// back (cid, or poolingId with a type). The page is behind login; the server answers only the
// caller's own payment of this site (404 otherwise), and paying goes through the payments
// module's own checks. The payment modal and the receipt are my pages' payments' own.

export function PaymentTemplate({ payload, viewModel }: TemplateProps) {
  const heading = typeof viewModel.heading === 'string' ? viewModel.heading : '';
  const { t } = useMyPaymentsTranslation();
  const texts = usePublicTemplatesTranslation().t;
  const locale = useSiteLocale();
  const { site } = useSite();
  const { status } = useSession();
  const queryClient = useQueryClient();
  const paymentId = linkedPaymentId(payload.context.query);
  const [resume, setResume] = useState<PaymentReturn | null>(null);
  const [receipt, setReceipt] = useState(false);
  const payment = useQuery({
    queryKey: paymentLinkQueryKey(paymentId ?? ''),
    queryFn: () => fetchLinkedPayment(paymentId ?? ''),
    enabled: status === 'loggedIn' && paymentId !== null,
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 1,
  });
  useEffect(() => {
    const back = paymentReturnOf(window.location.search);
    if (!back) return;
    window.history.replaceState(
      window.history.state,
      '',
      returnPathOf(window.location.pathname, window.location.search),
    );
    setResume(back);
  }, []);
  const onPaid = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: paymentLinkQueryKey(paymentId ?? '') });
    setReceipt(true);
  }, [queryClient, paymentId]);

  const myPayments = linkFor(site.key, 'myPayments');
  const toMyPayments = myPayments && site.flags.vip && (
    <p>
      <AppLink href={myPayments}>{texts('payment.toMyPayments')}</AppLink>
    </p>
  );
  const data = payment.data;
  const purpose = data ? t(`purpose.${purposeKeyOf(data)}`, { home: data.homeName ?? '' }) : '';

  return (
    <div className={`${container.container} ${styles.page}`}>
      <Breadcrumbs items={payload.template.breadcrumbs} />
      <h1 className={styles.heading}>{heading}</h1>
      {resume && (
        <ReturnedPaymentModal
          attempt={resume}
          locale={locale}
          onPaid={onPaid}
          onClose={() => setResume(null)}
        />
      )}
      {paymentId === null ? (
        <>
          <p role="alert">{texts('payment.missing')}</p>
          {toMyPayments}
        </>
      ) : status !== 'loggedIn' || payment.isPending ? (
        <p role="status">{texts('payment.loading')}</p>
      ) : payment.isError ? (
        <div className={styles.section}>
          {payment.error instanceof ApiRequestError && payment.error.status === 404 ? (
            <>
              <p role="alert">{texts('payment.notFound')}</p>
              {toMyPayments}
            </>
          ) : (
            <>
              <p role="alert">{texts('payment.loadFailed')}</p>
              <button type="button" className={styles.secondary} onClick={() => void payment.refetch()}>
                {texts('payment.retry')}
              </button>
            </>
          )}
        </div>
      ) : (
        <section
          className={styles.card}
          aria-labelledby="payment-purpose"
          data-payment-id={payment.data.paymentId}
        >
          <h2 id="payment-purpose">{purpose}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('fields.amount')}</dt>
              <dd className={styles.amount}>
                {amountTextOf(payment.data.amount, payment.data.currency, locale)}
              </dd>
            </div>
            <div>
              <dt>{t('fields.status')}</dt>
              <dd>{t(`status.${statusKeyOf(payment.data)}`)}</dd>
            </div>
            {payment.data.dueDate && !payment.data.paidAt && (
              <div>
                <dt>{t('fields.dueDate')}</dt>
                <dd>{formatDate(payment.data.dueDate, locale)}</dd>
              </div>
            )}
          </dl>
          {payment.data.due ? (
            <OwnPaymentPanel
              payment={payment.data}
              legend={`${t('fields.method')}: ${purpose}`}
              locale={locale}
              onPaid={onPaid}
            />
          ) : hasReceipt(payment.data) ? (
            <>
              <p>{texts('payment.paid')}</p>
              {!receipt && (
                <button type="button" className={styles.secondary} onClick={() => setReceipt(true)}>
                  {texts('payment.showReceipt')}
                </button>
              )}
            </>
          ) : (
            <p>{texts('payment.notDue')}</p>
          )}
        </section>
      )}
      {receipt && data && hasReceipt(data) && (
        <ReceiptSection paymentId={data.paymentId} purpose={purpose} onClose={() => setReceipt(false)} />
      )}
    </div>
  );
}
