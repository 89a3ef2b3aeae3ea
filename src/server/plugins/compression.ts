import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// Text answers (HTML, JSON, SVG, CSS, JS) are compressed on the fly with Brotli or gzip, as the
// client accepts, with `Vary: Accept-Encoding`. Brotli at quality 4: close to gzip's speed with
// smaller output; the built assets are compressed once at the highest quality at build time
// and served as they are (static-assets.ts). Images keep their own formats.
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    customTypes: /^(text\/|application\/(json|javascript|xml|problem\+json|manifest\+json)|image\/svg\+xml)/,
  });
}
