import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Up to this size a buffered answer is compressed in one synchronous call. At the qualities
 * below that costs the event loop about 4 µs a kilobyte, less than the ~0.35 ms a compression
 * stream costs it per answer whatever the size; the library's own default (8 KB on two cores)
 * sent the 38 KB start page through a stream (docs/performance.md, "stop 46").
 */
const ONE_SHOT_UP_TO_BYTES = 96 * 1024;

// Text answers (HTML, JSON, SVG, CSS, JS) are compressed on the fly with Brotli or gzip, as the
// client accepts, with `Vary: Accept-Encoding`. These are answers made for one request: Brotli
// at quality 1 makes the start page 9.2 KB in 0.16 ms, quality 4 8.2 KB in 0.9 ms, so the
// fastest level costs a phone about a kilobyte and the server four fifths of the work. Pages
// kept in the page cache are compressed once, at quality 10 (page-cache.ts); the built assets
// once at build time, at the highest quality (static-assets.ts). Images keep their own formats.
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: ONE_SHOT_UP_TO_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
    customTypes: /^(text\/|application\/(json|javascript|xml|problem\+json|manifest\+json)|image\/svg\+xml)/,
  });
}
