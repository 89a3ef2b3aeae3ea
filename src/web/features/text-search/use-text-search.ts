import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routeFor } from '../../../shared/sites/routes';
import { postTextSearch } from '../../../shared/text-search/text-search-client';
import { TEXT_SEARCH_MIN_LENGTH, TEXT_SEARCH_SIZES } from '../../../shared/text-search/text-search-constants';
import { skipOfPage, type TextSearchUrlState } from '../../../shared/text-search/text-search-url';
import { useSite } from '../../ui/site-context';

// The results of the full search page: 25 a page (platform §7). The corporate search asks
// only for documents under the site's about-us section.

export function useTextSearch(state: TextSearchUrlState, corporate: boolean) {
  const { site } = useSite();
  const text = state.text.trim();
  const pathPrefix = corporate ? routeFor(site.key, 'aboutUs') : undefined;
  return useQuery({
    queryKey: ['textsearch', site.key, pathPrefix ?? '', text, state.category, state.sort, state.page],
    queryFn: ({ signal }) =>
      postTextSearch(
        {
          text,
          siteId: site.siteId,
          sortType: state.sort,
          categories: [state.category],
          skip: skipOfPage(state.page),
          take: TEXT_SEARCH_SIZES.page,
          attributesToCrop: ['summary', 'body'],
          ...(pathPrefix ? { pathPrefix } : {}),
        },
        signal,
      ),
    enabled: text.length >= TEXT_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
