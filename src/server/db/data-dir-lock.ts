import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

// One embedded database, one process (issue 34 item 7). PGlite keeps no lock of its own (its
// postmaster.pid names pid -42 and nobody reads it): two servers on one folder each cache pages
// of the other's tables, and the folder is left with row locks nobody will ever release, so
// later servers hang on the first login. The server holding the folder keeps a lock file in it;
// another process that finds the file refuses to start while the process it names is alive,
// and takes it over once that process is gone (killed, crashed, the machine restarted).

export const LOCK_FILE_NAME = 'hemvist-server.lock';

/** Another live process holds the folder: one line naming both, for the operator. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file, if it is still this process's; safe to call twice. */
  release(): void;
}

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

/** Folders this process holds: a second open in the same process is refused as well. */
const heldHere = new Set<string>();

// A holder that has just created the file may not have written it yet; an empty or unreadable
// file counts as stale only once it stays so this long.
const UNWRITTEN_GRACE_MS = 1_000;
const RETRY_MS = 20;

/**
 * Takes the folder's lock, or throws a DataDirLockedError naming the folder and its holder.
 * Synchronous: the lock is taken before the embedded database opens a single file.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE_NAME);
  if (heldHere.has(file)) {
    throw new DataDirLockedError(
      `Hemvist cannot start: the embedded database ${dir} is already open in this process (pid ${process.pid}).`,
    );
  }
  mkdirSync(dir, { recursive: true });
  const own = JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() });
  const deadline = Date.now() + UNWRITTEN_GRACE_MS * 3;
  let unwrittenSince: number | undefined;
  for (;;) {
    if (tryCreate(file, own)) break;
    if (Date.now() > deadline) {
      throw new DataDirLockedError(
        `Hemvist cannot start: the lock file ${file} keeps changing; is another server starting on ${dir}?`,
      );
    }
    const content = readOrUndefined(file);
    if (content === undefined) continue; // removed meanwhile: try again
    const holder = parseHolder(content);
    if (holder === undefined) {
      unwrittenSince ??= Date.now();
      if (Date.now() - unwrittenSince < UNWRITTEN_GRACE_MS) {
        pause(RETRY_MS);
        continue;
      }
    } else if (holderIsAlive(holder)) {
      throw new DataDirLockedError(refusal(dir, holder, file));
    }
    // Stale: only the one that still finds this very content removes it (see removeIfUnchanged).
    removeIfUnchanged(file, content);
    unwrittenSince = undefined;
  }
  heldHere.add(file);
  const onExit = () => removeIfUnchanged(file, own);
  // A process that ends without closing the app (an uncaught error, process.exit) leaves no lock.
  process.once('exit', onExit);
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      process.off('exit', onExit);
      heldHere.delete(file);
      removeIfUnchanged(file, own);
    },
  };
}

function refusal(dir: string, holder: Holder, file: string): string {
  const where = holder.host === hostname() ? '' : ` on host ${holder.host}`;
  const advice =
    holder.host === hostname()
      ? 'stop that server first (or give this one another PGLITE_DIR)'
      : `stop it there, or delete ${file} if that host no longer runs it`;
  return `Hemvist cannot start: the embedded database ${dir} is in use by process ${holder.pid}${where} (since ${holder.startedAt}); ${advice}.`;
}

/** Creates the file with our content, failing (false) when it exists: open 'wx' is atomic. */
function tryCreate(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parseHolder(content: string): Holder | undefined {
  try {
    const parsed = JSON.parse(content) as Partial<Holder>;
    if (!Number.isInteger(parsed.pid) || (parsed.pid ?? 0) <= 0 || typeof parsed.host !== 'string') {
      return undefined;
    }
    return { pid: parsed.pid as number, host: parsed.host, startedAt: String(parsed.startedAt ?? '?') };
  } catch {
    return undefined;
  }
}

/**
 * Whether the holder may still be running. Another host's process cannot be seen from here, so
 * it counts as alive. Our own pid in a lock this process does not hold is an earlier process's
 * (a container's server is pid 1 on every start): stale.
 */
function holderIsAlive(holder: Holder): boolean {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the lock file if it still holds `content`. Two processes that both found the same
 * stale lock must not remove each other's fresh one: the removal happens under a second lock
 * (created 'wx' as well), and the content is read again under it. A guard left by a process that
 * died in that instant is taken away by age.
 */
function removeIfUnchanged(file: string, content: string): void {
  const guard = `${file}.takeover`;
  const guardContent = JSON.stringify({ pid: process.pid, host: hostname() });
  let waitingSince = Date.now();
  while (!tryCreate(guard, guardContent)) {
    if (Date.now() - waitingSince > UNWRITTEN_GRACE_MS) {
      removeQuietly(guard);
      waitingSince = Date.now();
      continue;
    }
    pause(RETRY_MS);
  }
  try {
    if (readOrUndefined(file) === content) removeQuietly(file);
  } finally {
    removeQuietly(guard);
  }
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** A short synchronous wait (the lock is taken before anything else of the server runs). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
