import { routeFor } from '../../shared/sites/routes';
import bookingStyles from '../features/booking/booking.module.css';
import { BookingComplete } from '../features/booking/booking-complete';
import { BookingFlow } from '../features/booking/booking-flow';
import { PaymentStep } from '../features/booking-payment/payment-step';
import { BookingContractPage } from '../features/booking-signing/booking-contract-page';
import { SignStep } from '../features/booking-signing/sign-step';
import { useBookingTranslation } from '../i18n/booking-texts';
import { AppLink } from '../ui/app-link';
import container from '../ui/container.module.css';
import { useSite } from '../ui/site-context';
import type { TemplateProps } from './template-props';

// The click-to-buy template 'buy-residence' (flows §2.2, §2.5; issue 14 item 4), one file and one
// registry key (each costs shell bytes): the steps (/boka/{step}/ on se and no, /varaus/{step}/ on
// fi, /en/book/…), and by the view model's kind the info page and the click-to-buy complete page. The sign and payment
// steps are the signing and payments features' components, handed to the flow from here.

function useBookingPaths() {
  const { site } = useSite();
  const basePath = routeFor(site.key, 'clickToBuy') ?? '/boka/';
  return {
    basePath,
    searchPath: routeFor(site.key, 'searchHomes'),
    myPagesPath: site.flags.login ? routeFor(site.key, 'myPages') : undefined,
    // The English sub-site has no login of its own: the Swedish login on the same host serves it.
    loginPath: site.flags.login ? undefined : routeFor('se', 'login'),
    bookingSite: ['se', 'en', 'no', 'fi'].includes(site.key),
  };
}

/** The steps, or (by the view model's kind) the info page or the complete page. */
export function BuyResidenceTemplate(props: TemplateProps) {
  if (props.viewModel.kind === 'info') return <BuyResidenceInfoTemplate {...props} />;
  if (props.viewModel.kind === 'complete') return <ClickToBuyCompleteTemplate {...props} />;
  return <BookingSteps />;
}

function BookingSteps() {
  const { bookingSite, ...paths } = useBookingPaths();
  if (!bookingSite) return null;
  return <BookingFlow {...paths} SignStep={SignStep} PaymentStep={PaymentStep} />;
}

function ClickToBuyCompleteTemplate(_: TemplateProps) {
  const paths = useBookingPaths();
  return <BookingComplete startPath={paths.basePath} myPagesPath={paths.myPagesPath} />;
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
