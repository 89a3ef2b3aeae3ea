import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { postTextSearch } from '../../../shared/text-search/text-search-client';
import {
  type InitialTextSearch,
  textSearchPageRequest,
} from '../../../shared/text-search/text-search-page-request';
import type { TextSearchUrlState } from '../../../shared/text-search/text-search-url';
import { useSite } from '../../ui/site-context';

// The results of the full search page: 25 a page (platform §7). The server renders the first
// answer for the URL it was asked for (`initial`); every other page, filter or text is fetched.

export function useTextSearch(state: TextSearchUrlState, corporate: boolean, initial?: InitialTextSearch) {
  const { site } = useSite();
  const request = textSearchPageRequest(state, site, corporate);
  const requestKey = JSON.stringify(request ?? null);
  const fromServer = initial && JSON.stringify(initial.request) === requestKey ? initial.response : undefined;
  return useQuery({
    queryKey: ['textsearch', site.key, requestKey],
    queryFn: ({ signal }) => {
      if (!request) throw new Error('The text is too short to search');
      return postTextSearch(request, signal);
    },
    enabled: request !== undefined,
    initialData: fromServer,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
