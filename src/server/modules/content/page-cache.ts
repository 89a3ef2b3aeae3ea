import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CspNonces } from '../../plugins/security-headers';

/** One cached answer: the bytes of a page (HTML or its JSON view model) as first sent. */
export interface CachedPage {
  statusCode: number;
  contentType: string;
  body: Buffer;
  etag: string;
  /** The CSP nonces the HTML was rendered with; a hit is sent under the same nonces. */
  nonces: CspNonces;
  storedAt: number;
  /** The body compressed, per encoding, made on the first request that accepts it. */
  encoded: Map<PageEncoding, Buffer>;
}

export type PageEncoding = 'br' | 'gzip';

const MAX_ENTRIES = 2000;

/**
 * The shared cache of anonymous pages, keyed by host, path and query (and HTML or JSON). An
 * entry lives `ttlMs`; every change to public content empties the cache on every instance
 * (content-module.ts listens for the database's notification). Insertion order is age order,
 * so the oldest entry goes first when the cache is full.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** The entry of a page, not kept yet: `store` it once its answer is known to be shareable. */
  entry(page: Omit<CachedPage, 'etag' | 'storedAt' | 'encoded'>): CachedPage {
    return {
      ...page,
      encoded: new Map(),
      etag: `"${createHash('sha256').update(page.body).digest('base64url').slice(0, 27)}"`,
      storedAt: this.now(),
    };
  }

  store(key: string, entry: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The cached bytes in the encoding the client prefers (Brotli, then gzip), compressed once per
 * entry: a hit then costs no compression, and a busy page is compressed harder than on the fly.
 * Brotli at quality 10: on the start page it is both smaller and faster than 9 (7.2 against
 * 7.7 KB, 20 against 86 ms), and a hit's cost grows with the bytes it sends (docs/performance.md).
 */
export function encodedBody(
  page: CachedPage,
  acceptEncoding: string | undefined,
): {
  encoding: PageEncoding | undefined;
  body: Buffer;
} {
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return { encoding, body: page.body };
  let body = page.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(page.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 10,
              [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
            },
          })
        : gzipSync(page.body, { level: 9 });
    page.encoded.set(encoding, body);
  }
  return { encoding, body };
}

/**
 * Browsers send a handful of distinct Accept-Encoding values; each is parsed once. Bounded, so
 * that clients sending ever new values cannot grow it.
 */
const encodingByHeader = new Map<string, PageEncoding | undefined>();
const ENCODING_MEMO_SIZE = 64;

/** Brotli when the client takes it, else gzip, else none; `q=0` refuses an encoding. */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const header = acceptEncoding ?? '';
  if (encodingByHeader.has(header)) return encodingByHeader.get(header);
  const encoding = parsePreferredEncoding(header);
  if (encodingByHeader.size < ENCODING_MEMO_SIZE) encodingByHeader.set(header, encoding);
  return encoding;
}

function parsePreferredEncoding(acceptEncoding: string): PageEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: PageEncoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** The cache key of a request: host, path and query, and whether the page is asked for as JSON. */
export const pageCacheKey = (host: string, pathAndQuery: string, asJson: boolean) =>
  `${asJson ? 'json' : 'html'} ${host.toLowerCase()}${pathAndQuery}`;

/** The database channel that tells every instance public content changed (migration 0008). */
export const PUBLIC_CONTENT_CHANNEL = 'public_content_changed';
