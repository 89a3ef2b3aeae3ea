import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { residenceContract, residencesContract } from '../../../shared/my-pages/residence-contracts';
import { MY_RESIDENCE_ENDPOINTS as E } from '../../../shared/my-pages/residence-endpoints';
import type {
  InteriorState,
  MyTimeline,
  saveInteriorContract,
  timelineContract,
} from '../../../shared/my-pages/timeline-contracts';
import { callEndpoint } from '../../ui/api/call-endpoint';

// The calls of my residence and the timeline (issue 15 items 3, 9). Saving choices writes the
// answer into the timeline's cache, so the running total shown is the server's.

export function useResidences(enabled: boolean) {
  return useQuery({
    queryKey: ['my-residence', 'list'],
    queryFn: () => callEndpoint<typeof residencesContract>(E.residences, {}),
    enabled,
  });
}

/** The booking the page shows: ?booking= when it is one of the caller's, else the newest. */
export function useBookingId(enabled: boolean, wanted: string | null) {
  const list = useResidences(enabled);
  const residences = list.data?.residences ?? [];
  const chosen = residences.find((entry) => entry.bookingId === wanted) ?? residences[0];
  return { list, bookingId: chosen?.bookingId };
}

export function useResidence(bookingId: string | undefined) {
  return useQuery({
    queryKey: ['my-residence', 'home', bookingId],
    queryFn: () =>
      callEndpoint<typeof residenceContract>(E.residence, { params: { bookingId: bookingId as string } }),
    enabled: bookingId !== undefined,
  });
}

export function useTimeline(bookingId: string | undefined) {
  return useQuery({
    queryKey: ['my-residence', 'timeline', bookingId],
    queryFn: () =>
      callEndpoint<typeof timelineContract>(E.timeline, { params: { bookingId: bookingId as string } }),
    enabled: bookingId !== undefined,
  });
}

export function useSaveInterior(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choices: Record<string, string>) =>
      callEndpoint<typeof saveInteriorContract>(E.saveInterior, { params: { bookingId }, body: { choices } }),
    onSuccess: (interior: InteriorState) => {
      client.setQueryData<MyTimeline>(['my-residence', 'timeline', bookingId], (old) =>
        old ? { ...old, interior, payment: { ...old.payment, interiorTotal: interior.total } } : old,
      );
      void client.invalidateQueries({ queryKey: ['my-residence'] });
    },
  });
}
