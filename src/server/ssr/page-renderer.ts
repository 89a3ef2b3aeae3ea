import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { type PageDocumentInput, renderPageDocument } from './render-page';

/** Threads rendering pages beside the request's, and pages waiting for one (read by /metrics). */
export interface RenderState {
  threads: number;
  queued: number;
}

/** Renders pages' documents, on the request's thread or on render threads beside it. */
export interface PageRenderer {
  render(input: PageDocumentInput): Promise<Buffer>;
  /** Threads rendering besides the request's own (0: none), and pages waiting for one. */
  state(): RenderState;
  close(): Promise<void>;
}

// The built render thread, beside the built server (vite.config.ts makes both entries). Run from
// the sources (tsx, vitest) there is none, and pages render on the request's thread.
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const RENDER_THREAD_FILE = fileURLToPath(new URL('./render-thread.js', import.meta.url));

// React renders a page synchronously: one thread can answer ~600 uncached start pages a second
// on this hardware, and all that time the event loop serves no one else. On render threads the
// request's thread keeps routing, reading data and compressing while pages render on the other
// cores (docs/adr/0023-render-threads.md).
export function createPageRenderer(threads: number): PageRenderer {
  if (threads === 0 || FROM_SOURCES) {
    return {
      state: () => ({ threads: 0, queued: 0 }),
      render: async (input) => Buffer.from(await renderPageDocument(input)),
      close: async () => undefined,
    };
  }
  const pool = new Piscina<PageDocumentInput, Uint8Array>({
    filename: RENDER_THREAD_FILE,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    // Each thread holds the next page while it renders one: handed one at a time, a thread sat
    // idle until the request thread got round to giving it another, and under load some pages
    // waited 0.2–1 s (p99 214 against 57–79 ms with two; docs/performance.md, stop 47).
    concurrentTasksPerWorker: 2,
  });
  return {
    state: () => ({ threads, queued: pool.queueSize }),
    // The payload goes as its JSON only (`state`), which the thread parses.
    render: async ({ payload: _sentAsState, ...input }) => {
      const bytes = await pool.run(input);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool.close(),
  };
}
