import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { premisesSearchContract } from '../../../shared/premises/premises-contracts';
import { PREMISES_ENDPOINTS } from '../../../shared/premises/premises-endpoints';
import type {
  PremisesSearchRequest,
  PremisesSearchResponse,
} from '../../../shared/premises/premises-schemas';
import { callEndpoint } from '../../ui/api/call-endpoint';

// POST residence/search/premises (flows §7.3): a new fetch on every filter change (§4.6); the
// server's first hits stand in for the default filters until the visitor changes one.

export function usePremisesSearch(
  request: PremisesSearchRequest,
  initial: PremisesSearchResponse | undefined,
) {
  return useQuery({
    queryKey: ['premises-search', request],
    queryFn: ({ signal }) =>
      callEndpoint<typeof premisesSearchContract>(PREMISES_ENDPOINTS.search, { body: request }, { signal }),
    initialData: initial,
    placeholderData: keepPreviousData,
  });
}
