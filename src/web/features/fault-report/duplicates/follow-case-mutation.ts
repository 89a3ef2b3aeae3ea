import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { followCaseContract, SimilarCase } from '../../../../shared/cases/similar-cases-contracts';
import { SIMILAR_CASE_ENDPOINTS } from '../../../../shared/cases/similar-cases-endpoints';
import { callEndpoint } from '../../../ui/api/call-endpoint';

// POST /case_management/case/:id/follow: follow an open case instead of reporting it again;
// the similar-cases lists are read again so they say "you follow this errand".

export function followCase(id: string): Promise<SimilarCase> {
  return callEndpoint<typeof followCaseContract>(SIMILAR_CASE_ENDPOINTS.followCase, { params: { id } });
}

export function useFollowCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followCase,
    // The step shows the failure beside the button it belongs to.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['cases', 'similar'] }),
  });
}
