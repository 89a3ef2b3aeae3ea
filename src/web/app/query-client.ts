import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../shared/api/api-request-error';
import type { ToastStore } from '../ui/toast/toast-store';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Its failure has a reaction of its own (the session check's 401, the quick search's flag): no toast. */
      silent?: boolean;
    };
    mutationMeta: {
      /** Translated, put before the error's message in the failure toast (platform §8). */
      errorMessage?: string;
      silent?: boolean;
    };
  }
}

/** What the query client needs to tell people about failures: the toasts and two texts. */
export interface FailureReporting {
  toasts: Pick<ToastStore, 'show'>;
  /** Translated: the server could not be reached. */
  networkError: () => string;
  /** Translated: a failure that brought no message for people. */
  unknownError: () => string;
}

/**
 * The text a person gets for a failure: the API's message when the answer had the error
 * shape, a generic one when the server could not be reached or said nothing usable.
 */
export function failureMessage(error: unknown, reporting: Omit<FailureReporting, 'toasts'>): string {
  if (error instanceof ApiRequestError) {
    if (error.apiMessage) return error.apiMessage;
    return error.status === 0 ? reporting.networkError() : reporting.unknownError();
  }
  // fetch rejects with a TypeError when there is no answer at all.
  if (error instanceof TypeError) return reporting.networkError();
  return reporting.unknownError();
}

// flows §7.3: one retry, no refetch on window focus, stale after 30 s. platform §8: a query
// failure shows a toast with the error's message; a mutation failure the message the mutation
// configured, followed by the error's. Without reporting (the server render) nothing is shown.
export function createQueryClient(reporting?: FailureReporting): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!reporting || query.meta?.silent) return;
        reporting.toasts.show('error', failureMessage(error, reporting));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!reporting || mutation.meta?.silent) return;
        const prefix = mutation.meta?.errorMessage;
        const message = failureMessage(error, reporting);
        reporting.toasts.show('error', prefix ? `${prefix} ${message}` : message);
      },
    }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}
