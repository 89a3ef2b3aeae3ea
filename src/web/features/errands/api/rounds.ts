import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { roundContract, roundsContract } from '../../../../shared/cases/case-contracts';
import { CASE_ENDPOINTS } from '../../../../shared/cases/case-endpoints';
import type { roundDetailSchema, roundSchema } from '../../../../shared/cases/case-schemas';
import { callEndpoint } from '../../../ui/api/call-endpoint';
import { errandsScopeKey } from './errand-family';

// GET /case_management/rounds and /case_management/rounds/{id} (flows §7.1): a board's
// inspection rounds with at least one control point, and one round with its points and files.

export type Round = z.infer<typeof roundSchema>;
export type RoundDetail = z.infer<typeof roundDetailSchema>;

export function useRoundsQuery(enabled: boolean) {
  return useQuery({
    queryKey: [...errandsScopeKey, 'rounds'],
    queryFn: () => callEndpoint<typeof roundsContract>(CASE_ENDPOINTS.rounds, {}),
    enabled,
    // flows §7.4: a failed round fetch reads as no rounds.
    meta: { silent: true },
  });
}

export function useRoundQuery(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...errandsScopeKey, 'round', id],
    queryFn: () => callEndpoint<typeof roundContract>(CASE_ENDPOINTS.round, { params: { id } }),
    enabled,
    meta: { silent: true },
  });
}
