import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry, Summary } from 'prom-client';
import type { PoolState } from '../../db/client';
import type { RenderState } from '../../ssr/page-renderer';

// What an operator's Prometheus scrapes (issue 34 item 6). One registry per app, never
// prom-client's global one: tests build several apps in one process. Labels are bounded sets
// (route patterns, status codes, template names, queue names), never a URL, an address or
// anything a visitor typed, so no personal data reaches a label and the series stay few.

export interface JobMetrics {
  /** Jobs waiting in `queue` now (set after each poll or enqueue). */
  setQueueDepth(queue: string, depth: number): void;
  /** One job of `queue` finished: done, or failed (a retry that will run again counts as failed). */
  jobFinished(queue: string, outcome: 'completed' | 'failed'): void;
}

export interface MailMetrics {
  /** One mail handed to SMTP, or kept in the outbox where no SMTP server is configured. */
  sent(): void;
  /** One mail the transport refused or could not reach. */
  failed(): void;
}

export interface AppMetrics {
  readonly registry: Registry;
  observeRequest(labels: { method: string; route: string; statusCode: number }, seconds: number): void;
  observeQuery(seconds: number, failed: boolean): void;
  pageCache(result: 'hit' | 'miss'): void;
  uploaded(bytes: number, files: number): void;
  webVital(name: string, template: string, value: number): void;
  readonly jobs: JobMetrics;
  readonly mail: MailMetrics;
  /** The database pool gauges read this at each scrape. */
  setPoolSource(source: () => PoolState): void;
  /** The render-thread gauges read this at each scrape (ssr/page-renderer.ts). */
  setRenderSource(source: () => RenderState): void;
  /** Process metrics (CPU, memory, event loop): only for an app whose metrics are served. */
  collectProcessMetrics(): void;
}

// Seconds: a cached page answers in about a millisecond, a search in tens, a slow upload in many.
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'hemvist_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const queryDuration = new Histogram({
    name: 'hemvist_db_query_duration_seconds',
    help: 'Time of one database query outside a transaction',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers,
  });
  let poolSource: (() => PoolState) | undefined;
  new Gauge({
    name: 'hemvist_db_pool_connections',
    help: 'Database connections by state (PGlite: one connection)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      if (!poolSource) return;
      const { total, idle } = poolSource();
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'busy' }, total - idle);
    },
  });
  new Gauge({
    name: 'hemvist_db_pool_waiting',
    help: 'Queries waiting for a free database connection',
    registers,
    collect() {
      if (poolSource) this.set(poolSource().waiting);
    },
  });
  let renderSource: (() => RenderState) | undefined;
  new Gauge({
    name: 'hemvist_page_render_threads',
    help: "Threads rendering pages beside the one answering requests (0: pages render on the request's thread)",
    registers,
    collect() {
      if (renderSource) this.set(renderSource().threads);
    },
  });
  new Gauge({
    name: 'hemvist_page_renders_queued',
    help: 'Pages waiting for a render thread',
    registers,
    collect() {
      if (renderSource) this.set(renderSource().queued);
    },
  });
  const pageCache = new Counter({
    name: 'hemvist_page_cache_requests_total',
    help: 'Anonymous page requests answered from the page cache (hit) or rendered (miss)',
    labelNames: ['result'] as const,
    registers,
  });
  const uploadBytes = new Counter({
    name: 'hemvist_upload_bytes_total',
    help: 'Bytes of case attachments stored',
    registers,
  });
  const uploadFiles = new Counter({
    name: 'hemvist_upload_files_total',
    help: 'Case attachments stored',
    registers,
  });
  const webVitals = new Summary({
    name: 'hemvist_web_vitals',
    help: 'Web-vitals beacons by metric and page template (ms; CLS unitless), over the last 10 minutes',
    labelNames: ['name', 'template'] as const,
    percentiles: [0.5, 0.75, 0.95],
    maxAgeSeconds: 600,
    ageBuckets: 5,
    registers,
  });
  const queueDepth = new Gauge({
    name: 'hemvist_job_queue_depth',
    help: 'Jobs waiting, by queue',
    labelNames: ['queue'] as const,
    registers,
  });
  const jobsFinished = new Counter({
    name: 'hemvist_jobs_total',
    help: 'Jobs finished, by queue and outcome (completed, failed)',
    labelNames: ['queue', 'outcome'] as const,
    registers,
  });
  const mail = new Counter({
    name: 'hemvist_mail_total',
    help: 'Mails sent or failed',
    labelNames: ['outcome'] as const,
    registers,
  });
  // Zero rather than absent before the first event: a rate() over a missing series is no rate.
  for (const result of ['hit', 'miss'] as const) pageCache.inc({ result }, 0);
  for (const outcome of ['sent', 'failed'] as const) mail.inc({ outcome }, 0);

  let collectingProcess = false;
  return {
    registry,
    observeRequest: ({ method, route, statusCode }, seconds) =>
      requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds),
    observeQuery: (seconds, failed) => queryDuration.observe({ outcome: failed ? 'error' : 'ok' }, seconds),
    pageCache: (result) => pageCache.inc({ result }),
    uploaded: (bytes, files) => {
      uploadBytes.inc(bytes);
      uploadFiles.inc(files);
    },
    webVital: (name, template, value) => webVitals.observe({ name, template }, value),
    jobs: {
      setQueueDepth: (queue, depth) => queueDepth.set({ queue }, depth),
      jobFinished: (queue, outcome) => jobsFinished.inc({ queue, outcome }),
    },
    mail: {
      sent: () => mail.inc({ outcome: 'sent' }),
      failed: () => mail.inc({ outcome: 'failed' }),
    },
    setPoolSource: (source) => {
      poolSource = source;
    },
    setRenderSource: (source) => {
      renderSource = source;
    },
    collectProcessMetrics: () => {
      if (collectingProcess) return;
      collectingProcess = true;
      collectDefaultMetrics({ register: registry });
    },
  };
}
