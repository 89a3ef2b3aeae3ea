import { useConsent } from '../../ui/consent/use-consent';
import { lazyPart } from '../../ui/lazy-part';
import { useSession } from '../../ui/session/session-context';

// "Senast visade" (issue 35 item 6, flows §7.3) on the start page, the search page and my pages.
// Personal, so never in the server's (shared, cached) HTML: after hydration, and only with
// statistics consent (the jmuid cookie's category, cookie-table.ts), the list's chunk loads and
// asks. It waits for the session, so a logged-in visitor asks once, as the user. Kept this small
// because it is in the template's first load.

const RecentlyViewedList = lazyPart(() => import('./recently-viewed-list').then((module) => module.default));

export function RecentlyViewed() {
  const consent = useConsent();
  const session = useSession();
  return <RecentlyViewedList needed={consent.allows('statistics') && session.status !== 'unknown'} />;
}
