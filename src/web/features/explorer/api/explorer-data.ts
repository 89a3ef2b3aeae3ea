import { useQuery } from '@tanstack/react-query';
import type { explorerDataContract } from '../../../../shared/explorer/explorer-contracts';
import { EXPLORER_ENDPOINTS } from '../../../../shared/explorer/explorer-endpoints';
import { EDIT_MODE_PARAM } from '../../../../shared/page/edit-mode-urls';
import { callEndpoint } from '../../../ui/api/call-endpoint';
import { useIsEditMode } from '../../../ui/edit-mode-context';

// GET /api/explorer/get/{stageId} (flows §7.3). A failure is silent (§7.4): no toast, and the
// explorer shows its no-views state as for a stage with nothing to show. A page in edit mode
// (an editor's) asks for the edit-mode answer, which the server gives an editor's login alone.

export const explorerDataQueryKey = (stageId: string, editMode = false) =>
  ['explorer', stageId, editMode ? 'edit-mode' : 'public'] as const;

export function useExplorerData(stageId: string) {
  const editMode = useIsEditMode();
  return useQuery({
    queryKey: explorerDataQueryKey(stageId, editMode),
    queryFn: ({ signal }) =>
      callEndpoint<typeof explorerDataContract>(
        EXPLORER_ENDPOINTS.explorerData,
        { params: { stageId }, query: editMode ? { [EDIT_MODE_PARAM]: '1' } : {} },
        { signal },
      ),
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });
}
