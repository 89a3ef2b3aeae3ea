import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { SearchTag } from '../../../../shared/residence/search-schemas';
import { postSearch } from './search-client';

// POST residence/search/tags/url (platform §7): the tags of the URL's tag path and `q`.
// Tags the page already knows (from the server's view model or a picked suggestion) are
// not asked for again. Urls that match no tag are left out of the filter.

export function useResolvedTags(urls: readonly string[], initial: readonly SearchTag[]) {
  const [known, setKnown] = useState(() => new Map(initial.map((tag) => [tag.url, tag])));
  const missing = useMemo(() => urls.filter((url) => !known.has(url)), [urls, known]);
  const query = useQuery({
    queryKey: ['residence-search', 'tags-by-url', missing],
    queryFn: ({ signal }) => postSearch('tagsByUrl', { urls: missing }, { signal }),
    enabled: missing.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const fetched = useMemo(() => {
    const data = query.data;
    const list = Array.isArray(data) ? data : (data?.hits ?? []);
    return new Map(list.map((tag) => [tag.url, tag]));
  }, [query.data]);
  const tags = useMemo(
    () =>
      urls
        .map((url) => known.get(url) ?? fetched.get(url))
        .filter((tag): tag is SearchTag => tag !== undefined),
    [urls, known, fetched],
  );
  const remember = useCallback((tag: SearchTag) => {
    setKnown((current) => (current.has(tag.url) ? current : new Map(current).set(tag.url, tag)));
  }, []);
  const ready = missing.length === 0 || query.isSuccess || query.isError;
  return { tags, ready, remember };
}
