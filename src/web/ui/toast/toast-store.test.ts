import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, MAX_TOASTS, TOAST_DURATION_MS } from './toast-store';

const texts = (store: ReturnType<typeof createToastStore>) => store.list().map((toast) => toast.text);

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast until it is dismissed, and tells its listeners', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show('error', 'Search service down');
    expect(store.list()).toEqual([{ id: expect.any(Number), kind: 'error', text: 'Search service down' }]);
    const [toast] = store.list();
    store.dismiss(toast?.id ?? -1);
    expect(store.list()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('hides a toast by itself after its time, an error later than an info', () => {
    const store = createToastStore();
    store.show('info', 'Saved');
    store.show('error', 'Failed');
    vi.advanceTimersByTime(TOAST_DURATION_MS.info);
    expect(texts(store)).toEqual(['Failed']);
    vi.advanceTimersByTime(TOAST_DURATION_MS.error - TOAST_DURATION_MS.info);
    expect(texts(store)).toEqual([]);
  });

  it('keeps every toast while paused, and resumes with the time each had left', () => {
    const store = createToastStore();
    store.show('error', 'Failed');
    vi.advanceTimersByTime(TOAST_DURATION_MS.error - 1_000);
    store.pause();
    vi.advanceTimersByTime(60_000);
    store.show('info', 'Arrived while paused');
    vi.advanceTimersByTime(60_000);
    expect(texts(store)).toEqual(['Failed', 'Arrived while paused']);
    store.resume();
    vi.advanceTimersByTime(999);
    expect(texts(store)).toEqual(['Failed', 'Arrived while paused']);
    vi.advanceTimersByTime(1);
    expect(texts(store)).toEqual(['Arrived while paused']);
    vi.advanceTimersByTime(TOAST_DURATION_MS.info);
    expect(texts(store)).toEqual([]);
  });

  it('does not repeat a message already shown, nor show an empty one', () => {
    const store = createToastStore();
    store.show('error', 'Search service down');
    store.show('error', 'Search service down');
    store.show('info', 'Search service down');
    store.show('error', '');
    expect(store.list().map((toast) => toast.kind)).toEqual(['error', 'info']);
  });

  it(`shows at most ${MAX_TOASTS}, dropping the oldest`, () => {
    const store = createToastStore();
    for (const text of ['one', 'two', 'three', 'four']) store.show('error', text);
    expect(texts(store)).toEqual(['two', 'three', 'four']);
    // The dropped one's timer is gone with it: nothing else disappears early.
    vi.advanceTimersByTime(TOAST_DURATION_MS.error - 1);
    expect(texts(store)).toEqual(['two', 'three', 'four']);
  });
});
