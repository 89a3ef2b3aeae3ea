import { useQuery } from '@tanstack/react-query';
import type { overviewContract } from '../../../../shared/my-pages/my-pages-contracts';
import { MY_PAGES_ENDPOINTS } from '../../../../shared/my-pages/my-pages-endpoints';
import { callEndpoint } from '../../../ui/api/call-endpoint';

// GET /my_pages/overview (issue 15 item 2): the caller's to-dos, timeline, errands, showings
// and news on this site. The key names the login, so another login never reads this answer.
export function useOverviewQuery(userId: string | null) {
  return useQuery({
    queryKey: ['my-pages', 'overview', userId],
    queryFn: () => callEndpoint<typeof overviewContract>(MY_PAGES_ENDPOINTS.overview, {}),
    enabled: userId !== null,
  });
}
