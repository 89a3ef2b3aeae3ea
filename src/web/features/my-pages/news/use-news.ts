import { useQuery } from '@tanstack/react-query';
import type { newsContract } from '../../../../shared/my-pages/my-pages-contracts';
import { MY_PAGES_ENDPOINTS } from '../../../../shared/my-pages/my-pages-endpoints';
import { callEndpoint } from '../../../ui/api/call-endpoint';

// GET /my_pages/news (issue 15 item 11): the site's news, newest first.
export function useNewsQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['my-pages', 'news'],
    queryFn: () => callEndpoint<typeof newsContract>(MY_PAGES_ENDPOINTS.news, {}),
    enabled,
  });
}
