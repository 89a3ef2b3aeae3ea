import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_ASSET = /\.(js|mjs|css|svg|json|map)$/;

// Compresses the browser build's text assets once, at the highest quality, writing `.br` and
// `.gz` beside each; the server sends those as they are (@fastify/static preCompressed).
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hemvist-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (this.environment?.name === 'ssr') return;
      const assets = path.join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!TEXT_ASSET.test(name) || name.endsWith('.map')) continue;
        const file = path.join(assets, name);
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
