// The production build (dist/server/main.js, or $HEMVIST_DIST_DIR; `npm run build` first) as a
// child process on an embedded database with the demo world, for the page benches.

import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../src/server/config/server-node-flags.mjs';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(projectRoot, process.env.HEMVIST_DIST_DIR ?? 'dist');

export interface Portal {
  origin: string;
  /** The server's process id, for reading its processor time (bench/cpu-per-request.ts). */
  pid: number;
  stop(): Promise<void>;
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error('the portal stopped during start-up');
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the portal did not become healthy');
}

/**
 * `cacheSeconds` 0 turns the anonymous page cache off, so every request renders. On a busy
 * machine opening PGlite can outlast Fastify's 10 s plugin timeout; then it starts again.
 */
export async function startPortal(port: number, dataDir: string, cacheSeconds: number): Promise<Portal> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(port, dataDir, cacheSeconds);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`The portal did not start (try ${attempt}); starting it again.`);
    }
  }
}

async function startOnce(port: number, dataDir: string, cacheSeconds: number): Promise<Portal> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(distDir, 'server', 'main.js')], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HEMVIST_DIST_DIR: distDir,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      DEV_TOOLS: 'false',
      SIMULATORS: 'true',
      // The product's own log level: each request writes its line, as for a visitor (issue 31).
      PAGE_CACHE_SECONDS: String(cacheSeconds),
      JWT_SECRET: 'bench-only-secret-bench-only-secret-0000',
      // Benches start portals one after another and beside others: none takes port 9464.
      METRICS_PORT: 'off',
      // No balancer drains a bench portal: it stops at once.
      SHUTDOWN_DRAIN_SECONDS: '0',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin, child);
  return {
    origin,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill();
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
