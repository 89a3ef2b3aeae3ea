import { linkFor } from '../../../shared/sites/feature-availability';
import { withQuery } from '../../../shared/sites/routes';
import type { Locale } from '../../../shared/sites/site-types';
import type { PageDecorator } from '../content/page-resolvers';
import { isBookable } from './booking-repository';

// A home that can be booked online gets "Book the home" on its page (issue 14 item 4): the
// object page's view model carries the link and its label, so the page needs no booking code.
// The page caches drop the page when the home's status changes (a hold reserves it), so a
// booked home loses the button at once.

const LABEL: Readonly<Record<Locale, string>> = {
  sv: 'Boka bostaden',
  no: 'Bestill boligen',
  fi: 'Varaa asunto',
  en: 'Book the home',
};

export const bookHomeDecorator: PageDecorator = async ({ db, siteContext, page }) => {
  if (page.template !== 'object') return page;
  const id = page.viewModel.id;
  const base = linkFor(siteContext.site.key, 'clickToBuy');
  if (typeof id !== 'string' || !base || !/^[0-9a-f-]{36}$/i.test(id)) return page;
  if (!(await isBookable(db, id, new Date()))) return page;
  return {
    ...page,
    viewModel: {
      ...page.viewModel,
      booking: { url: withQuery(base, { objectId: id }), label: LABEL[siteContext.site.locale] },
    },
  };
};
