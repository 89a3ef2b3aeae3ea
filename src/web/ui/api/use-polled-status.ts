import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useStableCallback } from '../use-stable-callback';

// The one polling loop of the browser (issue 31): a session's status (BankID login, BankID
// signing, the e-ident code exchange) is asked again and again while it is pending, through
// TanStack Query's refetchInterval, and handed on once it is final. The query's timers restart
// on every answer, so the next call comes one interval after the last answer, never two at once.

export interface PolledStatus<Result> {
  /** What is polled (a session id and its flow); null while there is nothing to poll. */
  key: QueryKey | null;
  /** One status call; the signal aborts it when the component goes away. */
  fetchStatus: (signal: AbortSignal) => Promise<Result>;
  /** Whether an answer says "ask again" (Pending); any other answer is the final outcome. */
  isPending: (result: Result) => boolean;
  /** How long after the start and after each answer the next call comes. */
  intervalMs: number;
  /** The pending state known before the first call (the start's answer): it waits one interval. */
  initial: Result;
}

export const polledStatusScope = ['polled-status'] as const;

/** The query of a polled status; exported for its tests, which run it without React. */
export function polledStatusOptions<Result>({
  key,
  fetchStatus,
  isPending,
  intervalMs,
  initial,
}: PolledStatus<Result>) {
  return queryOptions<Result>({
    queryKey: [...polledStatusScope, ...(key ?? [])],
    queryFn: ({ signal }) => fetchStatus(signal),
    enabled: key !== null,
    initialData: initial,
    // Never refetched for staleness, focus or reconnect: a status call may be single-use (the
    // e-ident code), and a final outcome is final. Only the interval asks again.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchInterval: (query) =>
      query.state.status !== 'error' && query.state.data !== undefined && isPending(query.state.data)
        ? intervalMs
        : false,
    // The phone's BankID app is often in front of this tab: keep asking while it is hidden.
    refetchIntervalInBackground: true,
    // A failed call is an outcome the caller shows (onError), not a toast, and not tried again.
    retry: false,
    meta: { silent: true },
    // Unobserved (unmounted, or the next session), the session's answers are of no use.
    gcTime: 0,
  });
}

/**
 * Polls a status while it is pending; calls onFinal once with the first answer that is not,
 * or onError once when a call fails (polling stops either way). Unmounting stops the polling
 * and aborts a call in flight. Returns the latest answer (the QR payload and hint of a pending
 * BankID order).
 */
export function usePolledStatus<Result>(
  options: PolledStatus<Result> & {
    onFinal: (result: Result) => void;
    onError?: (error: unknown) => void;
  },
): Result | undefined {
  const query = useQuery(polledStatusOptions(options));
  const onFinal = useStableCallback(options.onFinal);
  const onError = useStableCallback((error: unknown) => options.onError?.(error));
  const active = options.key !== null;
  const final = active && query.data !== undefined && !options.isPending(query.data) ? query.data : undefined;
  const failure = active && query.isError ? query.error : null;
  // Each outcome once, though a render may see it again.
  const handed = useRef<unknown>(undefined);
  useEffect(() => {
    const outcome = failure ?? final;
    if (outcome === undefined || outcome === handed.current) return;
    handed.current = outcome;
    if (failure) onError(failure);
    else onFinal(outcome as Result);
  }, [final, failure, onFinal, onError]);
  return active ? query.data : undefined;
}
