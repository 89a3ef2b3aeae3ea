import { environmentManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PolledStatus, polledStatusOptions } from './use-polled-status';

// The query behind usePolledStatus, run by a bare observer (the unit tests have no DOM): the
// first call one interval after the start, again only while pending, never after a final
// answer or a failure, and a call in flight aborted when nobody watches any more.

type Answer = { status: 'Pending' | 'Done'; n?: number };

function poll(answers: Array<Answer | Error>, overrides: Partial<PolledStatus<Answer>> = {}) {
  const client = new QueryClient();
  const calls: AbortSignal[] = [];
  const options = polledStatusOptions<Answer>({
    key: ['session-1'],
    fetchStatus: async (signal) => {
      calls.push(signal);
      const next = answers.shift() ?? { status: 'Pending' };
      if (next instanceof Error) throw next;
      return next;
    },
    isPending: (answer) => answer.status === 'Pending',
    intervalMs: 1_000,
    initial: { status: 'Pending' },
    ...overrides,
  });
  const observer = new QueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => undefined);
  return { calls, observer, unsubscribe };
}

describe('polled status', () => {
  // Query's timers run only in a browser: this test plays one, and gives the server back after.
  beforeEach(() => {
    vi.useFakeTimers();
    environmentManager.setIsServer(() => false);
  });
  afterEach(() => {
    environmentManager.setIsServer(() => typeof window === 'undefined');
    vi.useRealTimers();
  });

  it('waits one interval, asks while pending and stops at the final answer', async () => {
    const { calls, observer, unsubscribe } = poll([
      { status: 'Pending', n: 1 },
      { status: 'Done', n: 2 },
    ]);
    expect(observer.getCurrentResult().data).toEqual({ status: 'Pending' });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(observer.getCurrentResult().data).toEqual({ status: 'Pending', n: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(observer.getCurrentResult().data).toEqual({ status: 'Done', n: 2 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(2);
    unsubscribe();
  });

  it('stops at a failure, without trying again', async () => {
    const { calls, observer, unsubscribe } = poll([new Error('down')]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(1);
    expect(observer.getCurrentResult().error).toEqual(new Error('down'));
    unsubscribe();
  });

  it('does nothing without a key', async () => {
    const { calls, unsubscribe } = poll([], { key: null });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(0);
    unsubscribe();
  });

  it('stops and aborts the call in flight when nobody watches', async () => {
    const client = new QueryClient();
    const signals: AbortSignal[] = [];
    const observer = new QueryObserver(
      client,
      polledStatusOptions<Answer>({
        key: ['session-2'],
        fetchStatus: (signal) => {
          signals.push(signal);
          return new Promise<Answer>(() => undefined);
        },
        isPending: (answer) => answer.status === 'Pending',
        intervalMs: 1_000,
        initial: { status: 'Pending' },
      }),
    );
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(signals).toHaveLength(1);
    unsubscribe();
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(signals).toHaveLength(1);
  });
});
