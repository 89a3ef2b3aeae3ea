import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  accountContract,
  articlesContract,
  assetsContract,
  caseFaqContract,
  customerAgreementsContract,
  generalRoomsContract,
  problemAreasContract,
  roomsContract,
  searchBuildingContract,
  searchObjectContract,
} from '../../../../shared/cases/case-contracts';
import { CASE_ENDPOINTS as E } from '../../../../shared/cases/case-endpoints';
import type {
  agreementSchema,
  apartmentHitSchema,
  articleSchema,
  assetSchema,
  buildingHitSchema,
  faqItemSchema,
  problemAreaSchema,
  roomSchema,
} from '../../../../shared/cases/case-schemas';
import { callEndpoint } from '../../../ui/api/call-endpoint';

// The wizard's look-ups (flows §7.1, §7.4): one query each, keyed under ['fault-report'] so a
// new login or a reset can drop them together.

export type Agreement = z.infer<typeof agreementSchema>;
export type ApartmentHit = z.infer<typeof apartmentHitSchema>;
export type BuildingHit = z.infer<typeof buildingHitSchema>;
export type ProblemArea = z.infer<typeof problemAreaSchema>;
export type ProblemAreaDetail = ProblemArea['details'][number];
export type Room = z.infer<typeof roomSchema>;
export type Asset = z.infer<typeof assetSchema>;
export type Article = z.infer<typeof articleSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;

const KEY = 'fault-report';
const STALE = 60_000;

/** flows §7.4: 204 (none) and any failure both mean "enter the address by hand". */
export function useAgreements(enabled = true) {
  return useQuery({
    queryKey: [KEY, 'agreements'],
    queryFn: async (): Promise<Agreement[]> => {
      try {
        const rows = await callEndpoint<typeof customerAgreementsContract>(E.customerAgreements, {});
        return rows ?? [];
      } catch {
        return [];
      }
    },
    enabled,
    staleTime: STALE,
    meta: { silent: true },
  });
}

export const problemAreasQuery = (scope: 'public' | 'apartment' | undefined) => ({
  queryKey: [KEY, 'problem-areas', scope ?? 'all'],
  queryFn: () => callEndpoint<typeof problemAreasContract>(E.problemAreas, { query: scope ? { scope } : {} }),
  staleTime: STALE,
});

export function useProblemAreas(scope: 'public' | 'apartment' | undefined) {
  return useQuery(problemAreasQuery(scope));
}

export type RoomPlace = { kind: 'place'; id: string } | { kind: 'general' };

/** The rooms a case can be filed against: a home's or a building's, or the general ones. */
export const roomsQuery = (place: RoomPlace) => ({
  queryKey: [KEY, 'rooms', place.kind === 'place' ? place.id : 'general'],
  queryFn: (): Promise<Room[]> =>
    place.kind === 'general'
      ? callEndpoint<typeof generalRoomsContract>(E.generalRooms, {})
      : callEndpoint<typeof roomsContract>(E.rooms, { params: { id: place.id } }),
  staleTime: STALE,
});

export function useAssets(problemArea: number | undefined) {
  return useQuery({
    queryKey: [KEY, 'assets', problemArea ?? 0],
    queryFn: () =>
      callEndpoint<typeof assetsContract>(E.assets, { params: { problemArea: problemArea ?? 0 } }),
    enabled: problemArea !== undefined,
    staleTime: STALE,
  });
}

export function useArticles(assetIds: readonly string[]) {
  return useQuery({
    queryKey: [KEY, 'articles', ...assetIds],
    queryFn: () => callEndpoint<typeof articlesContract>(E.articles, { body: { ids: [...assetIds] } }),
    enabled: assetIds.length > 0,
    staleTime: STALE,
  });
}

export function useFaq(faqIds: readonly string[]) {
  return useQuery({
    queryKey: [KEY, 'faq', ...faqIds],
    queryFn: () => callEndpoint<typeof caseFaqContract>(E.caseFaq, { body: { faqIds: [...faqIds] } }),
    enabled: faqIds.length > 0,
    staleTime: STALE,
  });
}

/** flows §7.1: the managed board's search of its buildings or homes. */
export function useBoardSearch(kind: 'building' | 'object', text: string, site: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: [KEY, 'search', kind, site, trimmed],
    queryFn: ({ signal }): Promise<Array<BuildingHit | ApartmentHit>> =>
      kind === 'building'
        ? callEndpoint<typeof searchBuildingContract>(
            E.searchBuilding,
            { body: { text: trimmed, site } },
            { signal },
          )
        : callEndpoint<typeof searchObjectContract>(
            E.searchObject,
            { body: { text: trimmed, site } },
            { signal },
          ),
    staleTime: STALE,
  });
}

export function useAssociationAccount(enabled: boolean) {
  return useQuery({
    queryKey: [KEY, 'association'],
    queryFn: () => callEndpoint<typeof accountContract>(E.account, {}),
    enabled,
    staleTime: STALE,
  });
}
