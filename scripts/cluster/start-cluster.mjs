import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../../src/server/config/server-node-flags.mjs';
import { haproxyConfig } from './haproxy-config.mjs';
import { startSmtpCatcher } from './smtp-catcher.mjs';

// Many machines on one (issue 34 item 4): instances of the production build on one PostgreSQL
// database, their files in an S3-protocol store (s3rver), their mail to an SMTP catcher, HAProxy
// in front on one port. `npm run cluster` (cluster.mjs) and the rolling-restart test start it
// through startCluster. In production each piece is a service of its own (README, "Cluster").

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const S3_PROCESS = path.join(root, 'src/server/providers/file-storage/testing/s3rver-process.mjs');
const S3_BUCKET = 'hemvist-files';
const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** HAProxy from Debian's package, installed when missing (as CI installs Chromium). */
export function ensureHaproxy() {
  const found = () => spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  if (found()) return found();
  if (process.getuid?.() !== 0)
    throw new Error('HAProxy is missing: install Debian’s package (sudo apt-get install haproxy)');
  console.log('Installing Debian’s haproxy …');
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status;
  if (install() !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    if (install() !== 0) throw new Error('apt-get could not install haproxy');
  }
  return found();
}

/** The database on the server of `serverUrl`, made when missing; answers its URL. */
export async function databaseOnServer(serverUrl, name) {
  const admin = new URL(serverUrl);
  if (!admin.username) admin.username = process.env.USER || 'root';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startS3(folder) {
  mkdirSync(folder, { recursive: true });
  const child = spawn(process.execPath, ['--openssl-legacy-provider', S3_PROCESS, folder, S3_BUCKET], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const [line] = await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`s3rver stopped during start-up (exit ${code})`);
    }),
  ]);
  lines.close();
  const { port } = JSON.parse(line);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    url: `s3://${S3_BUCKET}?region=us-east-1&endpoint=${encodeURIComponent(endpoint)}`,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.stdin.end();
      await exited;
    },
  };
}

async function waitFor(check, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not come up in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const healthy = (port) => async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200;

/**
 * One app instance: a process of the production build. `start()` may be called again after it
 * stopped (a restart); `stop(signal)` sends the signal and waits for the process to end.
 */
function instance({ name, port, metricsPort, serverEntry, env, log }) {
  let child;
  const self = {
    name,
    port,
    get pid() {
      return child?.pid;
    },
    get running() {
      return Boolean(child && child.exitCode === null && child.signalCode === null);
    },
    async start() {
      child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...env, PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: String(metricsPort) },
      });
      const out = createInterface({ input: child.stdout });
      const err = createInterface({ input: child.stderr });
      out.on('line', (line) => log(name, line));
      err.on('line', (line) => log(name, line));
      const started = child;
      await Promise.race([
        waitFor(healthy(port), name, 120_000),
        once(started, 'exit').then(([code]) => {
          throw new Error(`${name} stopped during start-up (exit ${code})`);
        }),
      ]);
    },
    async stop(signal = 'SIGTERM') {
      if (!self.running) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
  return self;
}

/**
 * Starts the cluster. Options: port (the balancer's), statsPort, instances (count), basePort
 * (the first instance's), metricsBasePort, serverEntry (the built main.js), databaseUrl (of the
 * cluster's own database), folder (s3rver's objects, the caught mail, haproxy.cfg), env (more
 * settings for the instances), log(name, line).
 */
export async function startCluster(options) {
  const {
    port,
    statsPort,
    instances: count = 3,
    basePort,
    metricsBasePort,
    serverEntry,
    databaseUrl,
    folder,
    env: extraEnv = {},
    log = () => {},
  } = options;
  const haproxyBinary = ensureHaproxy();
  mkdirSync(folder, { recursive: true });
  const stops = [];
  try {
    const s3 = await startS3(path.join(folder, 's3'));
    stops.push(() => s3.close());
    const mailFolder = path.join(folder, 'mail');
    const catcher = await startSmtpCatcher({ port: 0, folder: mailFolder });
    stops.push(() => catcher.close());

    const env = {
      ...process.env,
      NODE_ENV: 'production',
      DEV_TOOLS: 'true',
      SIMULATORS: 'true',
      LINK_ENVIRONMENT: 'local',
      DATABASE_URL: databaseUrl,
      FILE_STORAGE_URL: s3.url,
      ...S3_CREDENTIALS,
      SMTP_URL: `smtp://127.0.0.1:${catcher.port}`,
      // The balancer's X-Forwarded-For and X-Request-Id count; nobody else's.
      TRUST_PROXY: '127.0.0.1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      // Instances already share the cores: render threads in each would only contend (ADR 0023).
      RENDER_THREADS: process.env.RENDER_THREADS ?? '0',
      ...extraEnv,
    };
    const nodes = Array.from({ length: count }, (_, index) =>
      instance({
        name: `app${index + 1}`,
        port: basePort + index,
        metricsPort: metricsBasePort + index,
        serverEntry,
        env,
        log,
      }),
    );
    stops.push(() => Promise.all(nodes.map((node) => node.stop('SIGTERM'))));
    // The first migrates and, on an empty database, seeds the demo world; then the others.
    const [first, ...others] = nodes;
    await first.start();
    await Promise.all(others.map((node) => node.start()));

    const configFile = path.join(folder, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ port, statsPort, instances: nodes }));
    const balancer = spawn(haproxyBinary, ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    createInterface({ input: balancer.stderr }).on('line', (line) => log('haproxy', line));
    stops.push(async () => {
      if (balancer.exitCode !== null) return;
      const exited = once(balancer, 'exit');
      balancer.kill('SIGTERM');
      await exited;
    });
    await waitFor(healthy(port), 'the balancer', 30_000);

    return {
      url: `http://localhost:${port}`,
      port,
      statsUrl: `http://localhost:${statsPort}/`,
      instances: nodes,
      mailFolder,
      s3Url: s3.url,
      async close() {
        for (const stop of stops.reverse()) await stop().catch(() => undefined);
      },
    };
  } catch (error) {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    throw error;
  }
}
