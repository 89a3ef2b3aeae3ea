import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { testConfig } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

// Issue 11 item 1: text answers are compressed as the client accepts, with Vary; built assets
// are sent as compressed at build time; images keep their own format. A page (tens of KB) is
// compressed in one call, the OpenAPI document (1.7 MB) through a stream: both paths run here.

let database: TestDatabase;
let distDir: string;
let app: App;
const css = `body{color:black}${'.a{margin:0}'.repeat(200)}`;

beforeAll(async () => {
  database = await createTestDatabase();
  // A stand-in for `npm run build`: one asset with the .br and .gz the build writes beside it.
  distDir = mkdtempSync(path.join(tmpdir(), 'hemvist-compressed-'));
  mkdirSync(path.join(distDir, 'assets'));
  const file = path.join(distDir, 'assets', 'probe-abc123.css');
  writeFileSync(file, css);
  writeFileSync(`${file}.br`, brotliCompressSync(css));
  writeFileSync(`${file}.gz`, gzipSync(css));
  app = await buildApp(
    { ...testConfig, clientDistDir: distDir },
    { database: database.handle, logger: false },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

/** The CSP nonces differ per answer; the rest of a page must be the same. */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
const get = (url: string, encoding?: string) =>
  app.inject({ url, headers: { host: 'localhost', ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('compression', () => {
  it('sends a page as Brotli or gzip as the client accepts, with Vary, and plain without', async () => {
    const plain = await get('/no-such-page/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await get('/no-such-page/', 'br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(withoutNonces(brotliDecompressSync(brotli.rawPayload).toString())).toBe(withoutNonces(plain.body));
    const gzip = await get('/no-such-page/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(withoutNonces(gunzipSync(gzip.rawPayload).toString())).toBe(withoutNonces(plain.body));
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('compresses JSON answers from the API', async () => {
    const plain = await get('/docs/openapi.json');
    const brotli = await get('/docs/openapi.json', 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('serves a built asset from its precompressed file', async () => {
    const brotli = await get('/assets/probe-abc123.css', 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(css);
    const plain = await get('/assets/probe-abc123.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(css);
  });
});
