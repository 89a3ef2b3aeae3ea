import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../shared/api/api-request-error';
import { createQueryClient, type FailureReporting } from './query-client';

function setUp(): { client: QueryClient; shown: Array<[string, string]> } {
  const shown: Array<[string, string]> = [];
  const reporting: FailureReporting = {
    toasts: { show: (kind, text) => shown.push([kind, text]) },
    networkError: () => 'Vi når inte servern just nu.',
    unknownError: () => 'Något gick fel.',
  };
  return { client: createQueryClient(reporting), shown };
}

const fail = (error: unknown) => () => Promise.reject(error);
let queries = 0;

async function failQuery(client: QueryClient, error: unknown, meta?: { silent?: boolean }) {
  await client
    .fetchQuery({ queryKey: ['query', queries++], queryFn: fail(error), retry: false, meta })
    .catch(() => {});
}

async function failMutation(client: QueryClient, error: unknown, meta?: { errorMessage?: string }) {
  await new MutationObserver(client, { mutationFn: fail(error), meta }).mutate().catch(() => {});
}

describe('query client', () => {
  it("keeps the spec's defaults: one retry, no refetch on focus, stale after 30 s (flows §7.3)", () => {
    expect(createQueryClient().getDefaultOptions().queries).toMatchObject({
      retry: 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    });
  });

  it("shows a failed query's API message as an error toast", async () => {
    const { client, shown } = setUp();
    await failQuery(client, new ApiRequestError(503, 'SERVICE_UNAVAILABLE', 'Söktjänsten svarar inte.'));
    expect(shown).toEqual([['error', 'Söktjänsten svarar inte.']]);
  });

  it('says the server could not be reached when there was no answer, and something went wrong otherwise', async () => {
    const { client, shown } = setUp();
    await failQuery(client, new TypeError('Failed to fetch'));
    await failQuery(client, new ApiRequestError(0));
    await failQuery(client, new ApiRequestError(502));
    await failQuery(client, new Error('user 500'));
    expect(shown).toEqual([
      ['error', 'Vi når inte servern just nu.'],
      ['error', 'Vi når inte servern just nu.'],
      ['error', 'Något gick fel.'],
      ['error', 'Något gick fel.'],
    ]);
  });

  it('shows nothing for a query that handles its failure itself (meta.silent)', async () => {
    const { client, shown } = setUp();
    await failQuery(client, new ApiRequestError(401, 'UNAUTHORIZED', 'Not logged in'), { silent: true });
    expect(shown).toEqual([]);
  });

  it('toasts once per failed query, after its retry', async () => {
    const { client, shown } = setUp();
    const queryFn = vi.fn(fail(new ApiRequestError(503, 'SERVICE_UNAVAILABLE', 'Down')));
    await client.fetchQuery({ queryKey: ['retried'], queryFn, retry: 1, retryDelay: 0 }).catch(() => {});
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(shown).toEqual([['error', 'Down']]);
  });

  it("puts a failed mutation's configured message before the error's message", async () => {
    const { client, shown } = setUp();
    await failMutation(
      client,
      new ApiRequestError(409, 'VALIDATION_FAILED', 'E-postadressen används redan.'),
      {
        errorMessage: 'Kontot kunde inte sparas.',
      },
    );
    await failMutation(client, new TypeError('Failed to fetch'), {
      errorMessage: 'Kontot kunde inte sparas.',
    });
    await failMutation(client, new ApiRequestError(500, 'INTERNAL_ERROR', 'Internt fel.'));
    expect(shown).toEqual([
      ['error', 'Kontot kunde inte sparas. E-postadressen används redan.'],
      ['error', 'Kontot kunde inte sparas. Vi når inte servern just nu.'],
      ['error', 'Internt fel.'],
    ]);
  });

  it('shows nothing without reporting (the server render)', async () => {
    const client = createQueryClient();
    await expect(
      client.fetchQuery({ queryKey: ['server'], queryFn: fail(new ApiRequestError(503)), retry: false }),
    ).rejects.toThrow();
  });
});
