import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';

// Issue 34 item 7: one embedded database, one process. A second server on the folder is refused
// with one line naming the folder and the process holding it; a lock left by a process that is
// gone is taken over, by one process only when several start at once.

const CHILD = path.join(import.meta.dirname, 'testing', 'lock-in-child.ts');
const folders: string[] = [];
const children: ChildProcess[] = [];

function newFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'hemvist-lock-'));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The pid of a process that has ended (and so cannot hold anything). */
function deadPid(): number {
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(ended.stdout.toString());
}

function writeLock(folder: string, holder: { pid: number; host?: string }): void {
  writeFileSync(
    path.join(folder, LOCK_FILE_NAME),
    JSON.stringify({ pid: holder.pid, host: holder.host ?? hostname(), startedAt: '2026-01-01T00:00:00Z' }),
  );
}

/** A child that tries the lock (at `startAt`): resolves with what it said once it holds or refuses. */
function lockInChild(
  folder: string,
  startAt = 0,
): Promise<{ locked: boolean; output: string; code: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, folder, String(startAt)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('locked')) resolve({ locked: true, output, code: null });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => resolve({ locked: false, output, code }));
  });
}

describe('the data directory lock', () => {
  it('is a file naming this process while held, and gone once released', () => {
    const folder = newFolder();
    const lock = lockDataDir(folder);
    const content = JSON.parse(readFileSync(lock.file, 'utf8'));
    expect(content).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lock.release();
  });

  it('refuses a second open in the same process', () => {
    const folder = newFolder();
    const lock = lockDataDir(folder);
    try {
      expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
    } finally {
      lock.release();
    }
    lockDataDir(folder).release();
  });

  it('refuses while the process named in the lock is alive, naming the folder and that process', () => {
    const folder = newFolder();
    writeLock(folder, { pid: process.ppid });
    expect(() => lockDataDir(folder)).toThrow(
      new RegExp(
        `^Hemvist cannot start: the embedded database ${folder} is in use by process ${process.ppid} `,
      ),
    );
    expect(JSON.parse(readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.ppid);
  });

  it('refuses a lock of another host, whose processes it cannot see', () => {
    const folder = newFolder();
    writeLock(folder, { pid: deadPid(), host: 'elsewhere.example' });
    expect(() => lockDataDir(folder)).toThrow(/on host elsewhere\.example .*delete .*hemvist-server\.lock/);
  });

  it('takes over a lock whose process is gone', () => {
    const folder = newFolder();
    writeLock(folder, { pid: deadPid() });
    const lock = lockDataDir(folder);
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock naming its own pid that this process does not hold (a container restarted as pid 1)', () => {
    const folder = newFolder();
    writeLock(folder, { pid: process.pid });
    const lock = lockDataDir(folder);
    lock.release();
  });

  it('takes over an empty lock file (a holder that died before writing it) after a moment', () => {
    const folder = newFolder();
    writeFileSync(path.join(folder, LOCK_FILE_NAME), '');
    lockDataDir(folder).release();
  });

  it('refuses a second process, and lets exactly one of several take over a stale lock at once', async () => {
    const folder = newFolder();
    const holder = await lockInChild(folder);
    expect(holder.locked).toBe(true);
    const holderPid = children[0]?.pid;
    const refused = await lockInChild(folder);
    expect(refused.code).toBe(1);
    expect(refused.output.trim().split('\n')).toHaveLength(1);
    expect(refused.output).toContain(`the embedded database ${folder} is in use by process ${holderPid}`);

    // The holder is killed: its lock stays behind, stale, and four processes race for it.
    children[0]?.kill('SIGKILL');
    await new Promise((resolve) => children[0]?.once('exit', resolve));
    expect(existsSync(path.join(folder, LOCK_FILE_NAME))).toBe(true);
    const startAt = Date.now() + 4_000;
    const racers = await Promise.all([1, 2, 3, 4].map(() => lockInChild(folder, startAt)));
    expect(racers.filter((racer) => racer.locked)).toHaveLength(1);
    expect(racers.filter((racer) => racer.code === 1)).toHaveLength(3);
  }, 60_000);

  it('is taken by openDatabase on a folder and let go when the database closes', async () => {
    const folder = newFolder();
    const database = openDatabase({ kind: 'pglite', dataDir: folder });
    expect(() => openDatabase({ kind: 'pglite', dataDir: folder })).toThrow(DataDirLockedError);
    await database.close();
    expect(existsSync(path.join(folder, LOCK_FILE_NAME))).toBe(false);
  });
});
