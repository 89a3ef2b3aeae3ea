// Query durations for the metrics (issue 34 item 6), measured where every Drizzle query passes:
// the pg Pool's query() on a server, PGlite's query() embedded. Statements inside a transaction
// run on a client of their own and are not counted; the pool's figures cover those.

/** Told each query's duration in seconds, and whether it failed. */
export type QueryListener = (seconds: number, failed: boolean) => void;

export interface QueryTiming {
  /** Queries started and not yet answered (on PGlite all but one of them wait their turn). */
  readonly inFlight: number;
  /** Adds a listener; the function returned removes it (an app that closes on a shared handle). */
  observe(listener: QueryListener): () => void;
}

type QueryMethod = (...args: unknown[]) => unknown;

/** Engines wrapped already: several handles on one engine (tests) share its timing. */
const timings = new WeakMap<object, QueryTiming>();

/** Wraps `target.query` (once) so that each call that returns a promise is timed. */
export function timeQueries(target: { query: unknown }): QueryTiming {
  const existing = timings.get(target);
  if (existing) return existing;
  const listeners = new Set<QueryListener>();
  let inFlight = 0;
  const original = (target.query as QueryMethod).bind(target);
  const tell = (started: bigint, failed: boolean) => {
    inFlight -= 1;
    if (listeners.size === 0) return;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    for (const listener of listeners) listener(seconds, failed);
  };
  target.query = (...args: unknown[]) => {
    const started = process.hrtime.bigint();
    const result = original(...args);
    // pg's query with a callback answers undefined: nothing to time.
    if (!(result instanceof Promise)) return result;
    inFlight += 1;
    result.then(
      () => tell(started, false),
      () => tell(started, true),
    );
    return result;
  };
  const timing: QueryTiming = {
    get inFlight() {
      return inFlight;
    },
    observe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  timings.set(target, timing);
  return timing;
}
