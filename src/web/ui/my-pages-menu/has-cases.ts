import { useQuery } from '@tanstack/react-query';
import type { hasCasesContract } from '../../../shared/cases/case-contracts';
import { CASE_ENDPOINTS } from '../../../shared/cases/case-endpoints';
import { callEndpoint } from '../api/call-endpoint';

// GET has_cases (flows §7.1): whether the user has errands, for the my-pages menu. A failure
// reads as false and shows nothing (flows §7.4: several read calls swallow errors).
export function useHasCasesQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['errands', 'has-cases'],
    queryFn: () => callEndpoint<typeof hasCasesContract>(CASE_ENDPOINTS.hasCases, {}),
    enabled,
    meta: { silent: true },
  });
}
