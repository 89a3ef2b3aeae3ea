import { BookingSuccess } from '../features/booking/booking-complete';
import type { TemplateProps } from './template-props';

// The click-to-buy success page (flows §2.2 "buy residence … success"; issue 35 item 4), a chunk
// of its own: /boka/klart/, /boka/fullfort/, /varaus/valmis/, /en/book/complete/.

export function BuyResidenceSuccessTemplate({ viewModel }: TemplateProps) {
  return <BookingSuccess heading={typeof viewModel.heading === 'string' ? viewModel.heading : undefined} />;
}
