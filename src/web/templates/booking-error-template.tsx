import { BookingError } from '../features/booking/booking-error';
import type { TemplateProps } from './template-props';

// The click-to-buy error page (flows §2.2 "buy residence … error"; issue 35 item 4), a chunk of
// its own: /boka/fel/, /boka/feil/, /varaus/virhe/, /en/book/error/, the kind in the hash.

export function BuyResidenceErrorTemplate({ viewModel }: TemplateProps) {
  return <BookingError heading={typeof viewModel.heading === 'string' ? viewModel.heading : undefined} />;
}
