import { jmuidCookie } from '../../../shared/consent/cookie-table';
import { readCookie } from '../../browser/cookies';
import { useVisitedTranslation } from '../../i18n/visited-texts';
import { useConsent } from '../../ui/consent/use-consent';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import { useLastVisited } from './visited-api';
import { VisitedStrip } from './visited-strip';

// The strip's own chunk (recently-viewed.tsx decides when it loads): the query and the texts.
// Nothing without the jmuid cookie, or once consent to statistics is withdrawn on the page.

export default function RecentlyViewedList() {
  const { t } = useVisitedTranslation();
  const { site } = useSite();
  const session = useSession();
  const consent = useConsent();
  const visitorId = consent.allows('statistics') ? readCookie(jmuidCookie.name) : null;
  const last = useLastVisited(visitorId, site.key, session.user?.id ?? null);
  const items = (visitorId && last.data?.items) || [];
  if (items.length === 0) return null;
  return (
    <VisitedStrip
      heading={t('recentlyViewed')}
      items={items.map((item) => ({ ...item, detail: t(`kind.${item.kind}`) }))}
    />
  );
}
