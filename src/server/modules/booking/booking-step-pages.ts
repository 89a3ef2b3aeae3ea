import { BOOKING_STEPS } from '../../../shared/booking/booking-steps';
import { routeFor } from '../../../shared/sites/routes';
import { pageContentFromRow } from '../content/page-payload-builder';
import type { PageResolver } from '../content/page-resolvers';
import { findPublishedPage } from '../content/pages-repository';

// flows §2.5: each step is a URL of its own under the site's booking page (/boka/personal-info/,
// /varaus/financing/ …). They are the booking page itself (same page id, so moving between steps
// keeps the page), with the step named in the view model; the flow shows the server's step.
export const bookingStepPageResolver: PageResolver = async ({ db, siteContext, path }) => {
  const base = routeFor(siteContext.site.key, 'clickToBuy');
  if (!base || !path.startsWith(base)) return null;
  const step = path.slice(base.length).replace(/\/$/, '');
  if (!(BOOKING_STEPS as readonly string[]).includes(step)) return null;
  const row = await findPublishedPage(db, siteContext.site.key, base);
  if (row?.template !== 'buy-residence') return null;
  const page = pageContentFromRow(row);
  return { ...page, viewModel: { ...page.viewModel, step } };
};
