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

export function useSimilarCases(buildingId: string, problemArea: number, enabled = true) {
  return useQuery({
    queryKey: similarCasesQueryKey(buildingId, problemArea),
    queryFn: () => fetchSimilarCases(buildingId, problemArea),
    enabled,
    // The step says so itself and lets the user go on: a toast would only repeat it.
    meta: { silent: true },
  });
}

/**
 * Where a duplicate check applies: a fault in a whole building (a public area, or the building
 * a board found), once a problem is chosen; the chosen detail counts under its area.
 */
export function duplicateTargetOf(
  formData: { fullBuilding?: boolean; selectedApartmentId?: string },
  problemCode: string | undefined,
  otherAddress: string,
): { buildingId: string; problemArea: number } | undefined {
  const buildingId = formData.selectedApartmentId;
  const problemArea = Number(problemCode);
  if (!formData.fullBuilding || !buildingId || buildingId === otherAddress) return undefined;
  if (!Number.isInteger(problemArea) || problemArea <= 0) return undefined;
  return { buildingId, problemArea };
}
