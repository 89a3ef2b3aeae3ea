import bookingStyles from '../features/booking/booking.module.css';
import { BookingFlow } from '../features/booking/booking-flow';
import { useBookingPaths } from '../features/booking/booking-paths';
import { PaymentStep } from '../features/booking-payment/payment-step';
import { BookingContractPage } from '../features/booking-signing/booking-contract-page';
import { SignStep } from '../features/booking-signing/sign-step';
import { useBookingTranslation } from '../i18n/booking-texts';
import { AppLink } from '../ui/app-link';
import container from '../ui/container.module.css';
import type { TemplateProps } from './template-props';

// The click-to-buy template 'buy-residence' (flows §2.2, §2.5; issue 14 item 4), one file and one
// registry key (each costs shell bytes): the steps (/boka/{step}/ on se and no, /varaus/{step}/ on
// fi, /en/book/…; the done step is the click-to-buy complete page), and by the view model's kind
// the info page. The sign and payment steps are the signing and payments features' components,
// handed to the flow from here. The success and error pages have templates of their own
// (booking-success-template.tsx, booking-error-template.tsx).

/** The steps, or (by the view model's kind) the info page. */
export function BuyResidenceTemplate(props: TemplateProps) {
  if (props.viewModel.kind === 'info') return <BuyResidenceInfoTemplate {...props} />;
  return <BookingSteps />;
}

function BookingSteps() {
  const { bookingSite, basePath, searchPath, myPagesPath, loginPath, errorPath } = useBookingPaths();
  if (!bookingSite) return null;
  return (
    <BookingFlow
      basePath={basePath}
      searchPath={searchPath}
      myPagesPath={myPagesPath}
      loginPath={loginPath}
      errorPath={errorPath}
      SignStep={SignStep}
      PaymentStep={PaymentStep}
    />
  );
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function BuyResidenceInfoTemplate({ payload, viewModel }: TemplateProps) {
  const { t } = useBookingTranslation();
  const paths = useBookingPaths();
  const paragraphs = Array.isArray(viewModel.paragraphs)
    ? viewModel.paragraphs.filter((p): p is string => typeof p === 'string')
    : [];
  return (
    <div className={container.container}>
      <article className={bookingStyles.infoArticle}>
        <h1>{text(viewModel.heading) || payload.seo.title}</h1>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {paths.bookingSite && <AppLink href={paths.basePath}>{t('info.back')}</AppLink>}
      </article>
    </div>
  );
}

/** The booking agreement page (/boka/bokningsavtal/, template click-to-buy-contract): the signed agreement. */
export function ClickToBuyContractTemplate() {
  return <BookingContractPage />;
}
