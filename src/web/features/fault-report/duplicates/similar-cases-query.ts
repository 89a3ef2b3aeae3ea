import { useQuery } from '@tanstack/react-query';
import type { SimilarCase, similarCasesContract } from '../../../../shared/cases/similar-cases-contracts';
import { SIMILAR_CASE_ENDPOINTS } from '../../../../shared/cases/similar-cases-endpoints';
import { callEndpoint } from '../../../ui/api/call-endpoint';

// GET /case_management/similar_cases (issue 13 item 8): the open cases of the last 30 days on
// the building for the problem area. The wizard may call the hook itself to decide whether
// to show the duplicates step at all.

export const similarCasesQueryKey = (buildingId: string, problemArea: number) =>
  ['cases', 'similar', buildingId, problemArea] as const;

export function fetchSimilarCases(buildingId: string, problemArea: number): Promise<SimilarCase[]> {
  return callEndpoint<typeof similarCasesContract>(SIMILAR_CASE_ENDPOINTS.similarCases, {
    query: { buildingId, problemArea },
  });
}

export function useSimilarCases(buildingId: string, problemArea: number) {
  return useQuery({
    queryKey: similarCasesQueryKey(buildingId, problemArea),
    queryFn: () => fetchSimilarCases(buildingId, problemArea),
    // The step says so itself and lets the user go on: a toast would only repeat it.
    meta: { silent: true },
  });
}
