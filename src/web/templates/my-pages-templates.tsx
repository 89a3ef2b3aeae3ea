import { ResumeBooking } from '../features/booking/resume-booking';
import { ContactsPage } from '../features/my-pages/contacts/contacts-page';
import { NewsPage } from '../features/my-pages/news/news-page';
import { OverviewPage } from '../features/my-pages/overview/overview-page';
import { RecentlyViewed } from '../features/visited/recently-viewed';
import { MyPagesMenu } from '../ui/my-pages-menu/my-pages-menu';
import type { TemplateProps } from './template-props';

// My pages' overview, contacts and news (issue 15 items 2, 7, 11): one chunk for all three, and
// each page requires login (the server sends visitors to the login route with a referrer).

const headingOf = (viewModel: Record<string, unknown>) =>
  typeof viewModel.heading === 'string' ? viewModel.heading : undefined;

/** The my-pages start; for a board member also the board-member page (flows §2.2, §6). */
export function MyPagesOverviewTemplate({ payload }: TemplateProps) {
  return (
    <>
      <MyPagesMenu editMode={payload.template.isEditMode} />
      <OverviewPage first={<ResumeBooking />} />
      <RecentlyViewed />
    </>
  );
}

export function MyContactsTemplate({ payload, viewModel }: TemplateProps) {
  return (
    <>
      <MyPagesMenu editMode={payload.template.isEditMode} />
      <ContactsPage heading={headingOf(viewModel)} />
    </>
  );
}

export function MyNewsTemplate({ payload, viewModel }: TemplateProps) {
  return (
    <>
      <MyPagesMenu editMode={payload.template.isEditMode} />
      <NewsPage heading={headingOf(viewModel)} />
    </>
  );
}
