import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The build under test: dist/, or $HEMVIST_DIST_DIR (a build of its own, as vite.config.ts reads it).
const distDir = path.resolve(import.meta.dirname, '..', '..', process.env.HEMVIST_DIST_DIR ?? 'dist');
const entry = path.join(distDir, 'server', 'main.js');

function runServer(
  env: NodeJS.ProcessEnv,
  onOutput?: (text: string, stop: () => void, pid: number | undefined) => void,
) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, HEMVIST_DIST_DIR: distDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      onOutput?.(output, () => child.kill('SIGTERM'), child.pid);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('the server process', () => {
  it('refuses to start on a bad setting and names it', async () => {
    const { code, output } = await runServer({ PORT: 'eighty', DATABASE_URL: '', PGLITE_DIR: 'memory' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid environment configuration');
    expect(output).toContain('PORT');
  });

  it('refuses to start in production without JWT_SECRET, the key every instance must share', async () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: '', PGLITE_DIR: 'memory', DATABASE_URL: '' };
    const { code, output } = await runServer(env);
    expect(code).toBe(1);
    expect(output).toContain('JWT_SECRET: required when NODE_ENV=production');
  });

  it('shuts down gracefully on SIGTERM', async () => {
    let stopped = false;
    const env = { PORT: '0', HOST: '127.0.0.1', PGLITE_DIR: 'memory', DATABASE_URL: '', LOG_LEVEL: 'info' };
    const { code, output } = await runServer(env, (text, stop) => {
      if (!stopped && text.includes('Hemvist is ready')) {
        stopped = true;
        stop();
      }
    });
    expect(code).toBe(0);
    expect(output).toContain('shutting down');
  });

  it('refuses a second server on a running one’s embedded database, in one line naming the folder and that process', async () => {
    // Issue 34 item 7: two servers on one var/ left it hanging every later server at the first login.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hemvist-two-servers-'));
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      METRICS_PORT: 'off',
    };
    try {
      let second: Promise<{ code: number | null; output: string }> | undefined;
      let firstPid: number | undefined;
      const first = await runServer(env, (text, stop, pid) => {
        if (second || !text.includes('Hemvist is ready')) return;
        firstPid = pid;
        second = runServer(env);
        void second.then(stop);
      });
      expect(first.code).toBe(0);
      const refused = await second;
      expect(refused?.code).toBe(1);
      expect(refused?.output.trim().split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Hemvist cannot start: the embedded database ${dataDir} is in use by process ${firstPid} \\(since [^)]+\\); stop that server first`,
          ),
        ),
      ]);
      // The first let go of the folder when it stopped: the next server starts on it.
      const third = await runServer(env, (text, stop) => {
        if (text.includes('Hemvist is ready')) stop();
      });
      expect(third.code).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops with one line naming a database host that accepts and never answers', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const password = 'never-in-the-output';
    try {
      // Default timeouts: the driver gives up after DATABASE_CONNECT_TIMEOUT_MS (5 s).
      const { code, output } = await runServer({
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: `postgres://hemvist:${password}@127.0.0.1:${port}/hemvist`,
      });
      expect(code).toBe(1);
      expect(output.trim().split('\n')).toEqual([
        `Hemvist cannot start: the database server at 127.0.0.1:${port}/hemvist did not answer within 5000 ms (DATABASE_CONNECT_TIMEOUT_MS)`,
      ]);
      expect(output).not.toContain(password);
    } finally {
      silent.close();
    }
  });
});
