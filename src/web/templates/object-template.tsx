import type { ObjectPageViewModel } from '../../shared/residence/residence-page-view-models';
import { ResumeBooking } from '../features/booking/resume-booking';
import { BookShowing } from '../features/content-forms/book-showing';
import { ObjectPage } from '../features/residence-pages/object-page';
import { AppLink } from '../ui/app-link';
import type { TemplateProps } from './template-props';

export function ObjectTemplate({ payload, viewModel }: TemplateProps) {
  const home = viewModel as unknown as ObjectPageViewModel;
  // A home booked online carries its booking link (server: booking/book-home-decorator.ts).
  const booking = viewModel.booking as { url: string; label: string } | undefined;
  return (
    <ObjectPage
      home={home}
      breadcrumbs={payload.template.breadcrumbs}
      // The buyer who holds this home is offered to go on, not told that it is reserved.
      statusBanner={(banner) => <ResumeBooking objectId={home.id}>{banner}</ResumeBooking>}
      showingAction={
        <>
          {booking && (
            <AppLink href={booking.url} data-book-home="">
              {booking.label}
            </AppLink>
          )}
          <BookShowing name={home.stageName} pagePath={home.url} showings={home.showings} />
        </>
      }
    />
  );
}
