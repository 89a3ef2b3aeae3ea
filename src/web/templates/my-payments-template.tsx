import { useEffect, useState } from 'react';
import { OwnPaymentPanel, ReturnedPaymentModal } from '../features/booking-payment/own-payment-panel';
import {
  type PaymentReturn,
  paymentReturnOf,
  returnPathOf,
} from '../features/booking-payment/payment-return';
import { MyPaymentsPage } from '../features/my-payments/my-payments-page';
import { useSiteLocale } from '../i18n/use-site-locale';
import { MyPagesMenu } from '../ui/my-pages-menu/my-pages-menu';
import type { TemplateProps } from './template-props';

// My pages' payments (issue 15 item 5): the list (features/my-payments) with the booking flow's
// payment modal for each payment due (features/booking-payment). Coming back from the card
// checkout or the bank (cid, or poolingId with a type: flows §2.2) reopens the modal on it.
// The one template file of this part of my pages (templates cost bytes in every shell).

export function MyPaymentsTemplate({ viewModel }: TemplateProps) {
  const heading = typeof viewModel.heading === 'string' ? viewModel.heading : undefined;
  const locale = useSiteLocale();
  const [resume, setResume] = useState<PaymentReturn | null>(null);
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

  return (
    <>
      <MyPagesMenu />
      <MyPaymentsPage
        heading={heading}
        renderPay={(payment, hooks) => (
          <OwnPaymentPanel payment={payment} legend={hooks.legend} locale={locale} onPaid={hooks.onPaid} />
        )}
        renderReturn={(onPaid) =>
          resume && (
            <ReturnedPaymentModal
              attempt={resume}
              locale={locale}
              onPaid={onPaid}
              onClose={() => setResume(null)}
            />
          )
        }
      />
    </>
  );
}
