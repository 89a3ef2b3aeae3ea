import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RESULT_SIZES } from '../../../../shared/residence/search-constants';
import { postSearch } from './search-client';

// POST residence/search/tags (platform §7): suggestions of the tag autocomplete, 20 at most.

export function useTagSuggestions(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: ['residence-search', 'tags', trimmed],
    queryFn: ({ signal }) =>
      postSearch('tags', { text: trimmed, limit: RESULT_SIZES.tagSuggestions }, { signal }),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
