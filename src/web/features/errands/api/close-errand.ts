import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { closeCaseContract, customerCloseCaseContract } from '../../../../shared/cases/case-contracts';
import { CASE_ENDPOINTS } from '../../../../shared/cases/case-endpoints';
import type { ErrandDetail } from '../../../../shared/cases/case-schemas';
import { callEndpoint } from '../../../ui/api/call-endpoint';
import { errandQueryKey } from './errand';
import { type ErrandFamily, errandsScopeKey } from './errand-family';

// PATCH customer/case/{id}/close or /case_management/case/{id}/close with the site (flows
// §7.1, §4.4): the errand becomes "cancelled by customer", the Norwegian variant on Norway.

export function closeErrand(family: ErrandFamily, id: string, site: string): Promise<ErrandDetail> {
  const input = { params: { id }, body: { site } };
  return family === 'customer'
    ? callEndpoint<typeof customerCloseCaseContract>(CASE_ENDPOINTS.customerCloseCase, input)
    : callEndpoint<typeof closeCaseContract>(CASE_ENDPOINTS.closeCase, input);
}

export function useCloseErrand(family: ErrandFamily, errorMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, site }: { id: string; site: string }) => closeErrand(family, id, site),
    meta: { errorMessage },
    onSuccess: async (closed) => {
      queryClient.setQueryData(errandQueryKey(family, closed.id), closed);
      await queryClient.invalidateQueries({ queryKey: errandsScopeKey });
    },
  });
}
