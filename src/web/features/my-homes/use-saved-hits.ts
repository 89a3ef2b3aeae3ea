import { useQuery } from '@tanstack/react-query';
import type { ResidenceRelation } from '../../../shared/account/account-schemas';
import { endpointRoute } from '../../../shared/api/endpoint';
import { MAX_LIMITS } from '../../../shared/residence/search-constants';
import type { objectsByIdsContract, stagesByIdsContract } from '../../../shared/residence/search-contracts';
import type { ResidenceHit } from '../../../shared/residence/search-schemas';
import { callEndpoint } from '../../ui/api/call-endpoint';
import { idsToRead } from './saved-homes';

// The cards of a user's saved homes: at most two catalogue reads (stages, homes) by id for all
// favourites, interests and purchases together, whatever their status (search/by_ids).

// The routes of SEARCH_ENDPOINTS, written here so that module stays in the search page's chunk
// (page budget); callEndpoint checks each against its contract's method and path.
const E = {
  stagesByIds: endpointRoute('POST', '/api/residence/search/by_ids/stage'),
  objectsByIds: endpointRoute('POST', '/api/residence/search/by_ids/object'),
};

async function readHits(siteId: string, stages: string[], objects: string[]) {
  const read = async (kind: 'stage' | 'object', ids: string[]): Promise<ResidenceHit[]> => {
    if (ids.length === 0) return [];
    const body = { siteId, ids: ids.slice(0, MAX_LIMITS.ids) };
    const answer =
      kind === 'stage'
        ? await callEndpoint<typeof stagesByIdsContract>(E.stagesByIds, { body })
        : await callEndpoint<typeof objectsByIdsContract>(E.objectsByIds, { body });
    return answer.hits;
  };
  const [stageHits, objectHits] = await Promise.all([read('stage', stages), read('object', objects)]);
  return new Map([...stageHits, ...objectHits].map((hit) => [hit.id, hit]));
}

export function useSavedHits(siteId: string, relations: readonly ResidenceRelation[], enabled: boolean) {
  const { stages, objects } = idsToRead(relations);
  return useQuery({
    queryKey: ['my-homes', siteId, stages, objects],
    queryFn: () => readHits(siteId, stages, objects),
    enabled,
    // Removing keeps the cards already read while the next key loads.
    placeholderData: (previous) => previous,
  });
}
