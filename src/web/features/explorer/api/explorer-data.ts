import { useQuery } from '@tanstack/react-query';
import type { explorerDataContract } from '../../../../shared/explorer/explorer-contracts';
import { EXPLORER_ENDPOINTS } from '../../../../shared/explorer/explorer-endpoints';
import { callEndpoint } from '../../../ui/api/call-endpoint';

// GET /api/explorer/get/{stageId} (flows §7.3). A failure is silent (§7.4): no toast, and the
// explorer shows its no-views state as for a stage with nothing to show.

export const explorerDataQueryKey = (stageId: string) => ['explorer', stageId] as const;

export function useExplorerData(stageId: string) {
  return useQuery({
    queryKey: explorerDataQueryKey(stageId),
    queryFn: ({ signal }) =>
      callEndpoint<typeof explorerDataContract>(
        EXPLORER_ENDPOINTS.explorerData,
        { params: { stageId } },
        { signal },
      ),
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });
}
