// What this machine allows before any of the portal's code runs: two pages for Lighthouse to
// measure beside the portal's (bench/bench-all.ts), the way hello-world is the reference for
// the page throughput.
// - "plain HTML": a paragraph and no script. Its LCP is Lighthouse's simulated network alone.
// - "React 19 alone": the same paragraph, hydrated by React 19's runtime (bench/host-floor/
//   entry.ts), linked as the portal links its scripts. Its LCP and TBT are what React itself
//   costs on this machine's processor under Lighthouse's 4× slowdown.
// Built with Vite into a temporary folder and served Brotli-compressed, as the portal serves its
// built files.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'vite';
import { PAGE_SCRIPTS_ID, START_SCRIPTS_INLINE } from '../src/server/ssr/start-scripts';

export interface HostFloor {
  pages: { page: string; url: string }[];
  stop(): Promise<void>;
}

const PARAGRAPH = 'Nyproduktion i hela Sverige: hitta ditt nästa hem.';

const documentOf = (head: string, tail: string) =>
  '<!doctype html><html lang="sv"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Host floor</title>' +
  `${head}</head><body><div id="root"><p>${PARAGRAPH}</p></div>${tail}</body></html>`;

async function buildEntry(outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      rollupOptions: { input: path.join(import.meta.dirname, 'host-floor', 'entry.ts') },
    },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.values(manifest as Record<string, { file: string; isEntry?: boolean }>).find(
    (chunk) => chunk.isEntry,
  );
  if (!entry) throw new Error('the host floor build has no entry');
  return `/${entry.file}`;
}

export async function startHostFloor(): Promise<HostFloor> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'hemvist-host-floor-'));
  const script = await buildEntry(outDir);
  const files = new Map<string, { type: string; body: Buffer }>([
    ['/plain.html', { type: 'text/html; charset=utf-8', body: Buffer.from(documentOf('', '')) }],
    [
      '/react.html',
      {
        type: 'text/html; charset=utf-8',
        body: Buffer.from(
          documentOf(
            '',
            `<script id="${PAGE_SCRIPTS_ID}" type="application/json">${JSON.stringify([script])}</script>` +
              `<script>${START_SCRIPTS_INLINE}</script>`,
          ),
        ),
      },
    ],
    [script, { type: 'text/javascript', body: readFileSync(path.join(outDir, script)) }],
  ]);
  const compressed = new Map([...files].map(([name, file]) => [name, brotliCompressSync(file.body)]));
  const server = createServer((request, response) => {
    const name = (request.url ?? '/').split('?')[0] ?? '/';
    const file = files.get(name);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': file.type,
      ...(brotli ? { 'content-encoding': 'br' } : {}),
    });
    response.end(brotli ? compressed.get(name) : file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    pages: [
      { page: 'plain HTML (host floor)', url: `http://localhost:${port}/plain.html` },
      { page: 'React 19 alone (host floor)', url: `http://localhost:${port}/react.html` },
    ],
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
