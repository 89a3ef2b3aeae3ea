import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from '../../../src/server/testing/throwaway-database';

export interface PortalServer {
  port: number;
  /** Base URL of a site host, e.g. origin('senior.localhost'). */
  origin(host?: string): string;
  /** Plain HTTP, no JavaScript: what a crawler gets. Node cannot resolve *.localhost, so the host goes in the header. */
  fetchPage(host: string, path: string): Promise<{ status: number; html: string }>;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** A port nothing listens on now, for a server of a test's own (a portal, its metrics). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface StartPortalOptions {
  /**
   * On the PostgreSQL server: a database holding the demo world already (the browser tests'
   * global set-up seeds one, tests/setup/demo-world-template.ts). The portal's own database is
   * a copy of it, and the server finds it seeded; without one it migrates and seeds its own.
   */
  template?: string;
  /** On the PostgreSQL server: this database, kept when the portal stops, instead of a throwaway. */
  databaseUrl?: string;
  /** Settings of this server besides the test servers' own (RENDER_THREADS, METRICS_PORT, …). */
  env?: NodeJS.ProcessEnv;
}

// The built server (dist/server/main.js) with the demo world: on a fresh database of the
// PostgreSQL server when DATABASE_URL is set, otherwise on an in-memory PGlite.
export async function startPortal(options: StartPortalOptions = {}): Promise<PortalServer> {
  const entry = path.join(path.resolve(root, process.env.HEMVIST_DIST_DIR ?? 'dist'), 'server', 'main.js');
  if (!existsSync(entry)) throw new Error('Run `npm run build` before the browser tests');
  const port = await freePort();
  let database: ThrowawayDatabase | undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Production needs the key every instance shares; one per test server is enough here.
    JWT_SECRET: randomBytes(48).toString('base64url'),
    // A production build, with the outbox, dev menu and simulators the browser tests use.
    DEV_TOOLS: process.env.DEV_TOOLS || 'true',
    SIMULATORS: process.env.SIMULATORS || 'true',
    // Test servers run side by side: none takes the one metrics port (9464).
    METRICS_PORT: 'off',
    // No balancer watches a test server's health: it stops at once instead of draining for 5 s
    // (cluster-rolling-restart.test.ts tests the drain).
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...options.env,
  };
  if (options.databaseUrl) {
    env.DATABASE_URL = options.databaseUrl;
  } else if (process.env.DATABASE_URL) {
    database = await createThrowawayDatabase(
      process.env.DATABASE_URL,
      'hemvist_e2e',
      options.template || undefined,
    );
    env.DATABASE_URL = database.url;
  } else {
    delete env.DATABASE_URL;
    env.PGLITE_DIR = 'memory';
  }
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Portal exited early:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Portal did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    port,
    origin: (host = 'localhost') => `http://${host}:${port}`,
    fetchPage: (host, path) =>
      new Promise((resolve, reject) => {
        const outgoing = request(
          { host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } },
          (response) => {
            let html = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (html += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, html }));
          },
        );
        outgoing.on('error', reject);
        outgoing.end();
      }),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await database?.drop();
    },
  };
}
