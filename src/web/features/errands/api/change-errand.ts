import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequestError } from '../../../../shared/api/api-request-error';
import type { ContractResult } from '../../../../shared/api/contract';
import { endpointUrl } from '../../../../shared/api/endpoint';
import type { customerUpdateCaseContract } from '../../../../shared/cases/case-contracts';
import { CASE_ENDPOINTS } from '../../../../shared/cases/case-endpoints';
import type { ErrandDetail } from '../../../../shared/cases/case-schemas';
import { authFetch } from '../../../ui/session/browser-token';
import { errandQueryKey } from './errand';
import { type ErrandFamily, errandsScopeKey } from './errand-family';

// PATCH customer/case/{id} or /case_management/case/{id} (flows §7.1, §5): a multipart change of
// an open errand — the description (required) and files to add. callEndpoint speaks JSON only,
// so this one sends its FormData through authFetch itself.

export interface ErrandChange {
  id: string;
  description: string;
  files: readonly File[];
}

export async function changeErrand(family: ErrandFamily, change: ErrandChange): Promise<ErrandDetail> {
  const route = family === 'customer' ? CASE_ENDPOINTS.customerUpdateCase : CASE_ENDPOINTS.updateCase;
  const body = new FormData();
  // Fields before files: the server reads the fields as the stream arrives.
  body.append('description', change.description);
  for (const file of change.files) body.append('Files', file, file.name);
  let response: Response;
  try {
    response = await authFetch(endpointUrl(route, { id: change.id }), { method: 'PATCH', body });
  } catch {
    throw new ApiRequestError(0);
  }
  if (!response.ok) throw await apiRequestError(response);
  return (await response.json()) as ContractResult<typeof customerUpdateCaseContract>;
}

export function useChangeErrand(family: ErrandFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ErrandChange) => changeErrand(family, change),
    // The form says what went wrong, next to what was sent.
    meta: { silent: true },
    onSuccess: async (changed) => {
      queryClient.setQueryData(errandQueryKey(family, changed.id), changed);
      await queryClient.invalidateQueries({ queryKey: errandsScopeKey });
    },
  });
}
