// The toasts of the page (platform §8: query and mutation failures show one) as a small store
// the region renders and anyone may feed: the query client, a form, a feature. Each toast hides
// itself after a while, and every timer stops while the reader hovers or focuses the region, so
// nobody loses a message they are reading. Pure logic: the timers are injected.

export type ToastKind = 'info' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

export interface ToastStore {
  /** Shows a toast; the same text of the same kind already shown is not repeated. */
  show(kind: ToastKind, text: string): void;
  dismiss(id: number): void;
  /** Stops every auto-hide timer (the reader hovers or focuses the toasts). */
  pause(): void;
  /** Starts them again with the time each had left. */
  resume(): void;
  subscribe(listener: () => void): () => void;
  /** The toasts shown, oldest first; a new array after every change. */
  list(): readonly Toast[];
}

/** How long a toast stays, unless paused: an error is longer to read and matters more. */
export const TOAST_DURATION_MS: Readonly<Record<ToastKind, number>> = { info: 6_000, error: 10_000 };
/** More at once would cover the page; the oldest goes first. */
export const MAX_TOASTS = 3;

export interface ToastTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

const realTimers: ToastTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

interface Entry {
  toast: Toast;
  remaining: number;
  startedAt: number;
  handle: unknown;
}

export function createToastStore(timers: ToastTimers = realTimers): ToastStore {
  let entries: Entry[] = [];
  let snapshot: readonly Toast[] = [];
  let paused = false;
  let nextId = 1;
  const listeners = new Set<() => void>();

  function changed() {
    snapshot = entries.map((entry) => entry.toast);
    for (const listener of listeners) listener();
  }

  function start(entry: Entry) {
    entry.startedAt = timers.now();
    entry.handle = timers.setTimeout(() => dismiss(entry.toast.id), entry.remaining);
  }

  function stop(entry: Entry) {
    if (entry.handle === undefined) return;
    timers.clearTimeout(entry.handle);
    entry.handle = undefined;
    entry.remaining = Math.max(0, entry.remaining - (timers.now() - entry.startedAt));
  }

  function dismiss(id: number) {
    const entry = entries.find((candidate) => candidate.toast.id === id);
    if (!entry) return;
    stop(entry);
    entries = entries.filter((candidate) => candidate !== entry);
    changed();
  }

  return {
    show(kind, text) {
      if (!text || entries.some(({ toast }) => toast.kind === kind && toast.text === text)) return;
      const entry: Entry = {
        toast: { id: nextId++, kind, text },
        remaining: TOAST_DURATION_MS[kind],
        startedAt: 0,
        handle: undefined,
      };
      entries = [...entries, entry];
      while (entries.length > MAX_TOASTS) {
        const [oldest] = entries;
        if (oldest) stop(oldest);
        entries = entries.slice(1);
      }
      if (!paused) start(entry);
      changed();
    },
    dismiss,
    pause() {
      if (paused) return;
      paused = true;
      for (const entry of entries) stop(entry);
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const entry of entries) start(entry);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    list: () => snapshot,
  };
}
