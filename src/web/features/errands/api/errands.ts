import { useQuery } from '@tanstack/react-query';
import type { casesContract, customerCasesContract } from '../../../../shared/cases/case-contracts';
import { CASE_ENDPOINTS } from '../../../../shared/cases/case-endpoints';
import type { Errand } from '../../../../shared/cases/case-schemas';
import { callEndpoint } from '../../../ui/api/call-endpoint';
import { type ErrandFamily, errandsScopeKey } from './errand-family';

// GET customer/get_cases (a resident's own) or GET /case_management/cases (a board login's
// association's), flows §7.1.

export const errandsQueryKey = (family: ErrandFamily) => [...errandsScopeKey, 'list', family] as const;

export function fetchErrands(family: ErrandFamily): Promise<Errand[]> {
  return family === 'customer'
    ? callEndpoint<typeof customerCasesContract>(CASE_ENDPOINTS.customerCases, {})
    : callEndpoint<typeof casesContract>(CASE_ENDPOINTS.cases, {});
}

export function useErrandsQuery(family: ErrandFamily, enabled: boolean) {
  return useQuery({
    queryKey: errandsQueryKey(family),
    queryFn: () => fetchErrands(family),
    enabled,
    // flows §8: the list shows its own 'Error fetching' state with a retry, not a toast.
    meta: { silent: true },
  });
}
