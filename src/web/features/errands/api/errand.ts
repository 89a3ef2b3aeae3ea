import { useQuery } from '@tanstack/react-query';
import type { caseContract, customerCaseContract } from '../../../../shared/cases/case-contracts';
import { CASE_ENDPOINTS } from '../../../../shared/cases/case-endpoints';
import type { ErrandDetail } from '../../../../shared/cases/case-schemas';
import { callEndpoint } from '../../../ui/api/call-endpoint';
import { type ErrandFamily, errandsScopeKey } from './errand-family';

// GET customer/case/{id} or /case_management/case/{id} (flows §7.1): one errand with its
// description, attachments (download paths of the same family) and status timeline.

export const errandQueryKey = (family: ErrandFamily, id: string) =>
  [...errandsScopeKey, 'one', family, id] as const;

export function fetchErrand(family: ErrandFamily, id: string): Promise<ErrandDetail> {
  const input = { params: { id } };
  return family === 'customer'
    ? callEndpoint<typeof customerCaseContract>(CASE_ENDPOINTS.customerCase, input)
    : callEndpoint<typeof caseContract>(CASE_ENDPOINTS.case, input);
}

export function useErrandQuery(family: ErrandFamily, id: string, enabled: boolean) {
  return useQuery({
    queryKey: errandQueryKey(family, id),
    queryFn: () => fetchErrand(family, id),
    enabled,
    meta: { silent: true },
  });
}
