import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';

// In-process copies of database content that stay exactly current. A copy is read in one
// snapshot (REPEATABLE READ) together with the version of its tables in search_versions,
// which statement triggers bump in every transaction that changes them (migration 0009).
// Each use first reads that version (one primary-key lookup) and reloads when the database
// holds a newer one, so every instance answers from what was committed when the use began,
// whoever wrote it. Concurrent uses share one reload.

export type VersionName = 'catalogue' | 'documents';

interface Entry<T> {
  copy: { version: bigint; value: T } | null;
  loading: { version: bigint; promise: Promise<T> } | null;
}

async function rows<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

async function versionOf(db: Database, name: VersionName): Promise<bigint> {
  const [row] = await rows<{ version: string }>(
    db,
    sql`SELECT version::text AS version FROM search_versions WHERE name = ${name}`,
  );
  return BigInt(row?.version ?? '0');
}

export interface VersionedCopy<T> {
  /** The copy as of the committed version when called (or newer). */
  current(db: Database): Promise<T>;
}

/**
 * A copy per database and key, read by `read` inside the snapshot whose `name` version it
 * then carries.
 */
export function versionedCopy<T>(
  name: VersionName,
  read: (db: Database, key: string) => Promise<T>,
): VersionedCopy<T> & { forKey(db: Database, key: string): Promise<T> } {
  const entries = new WeakMap<Database, Map<string, Entry<T>>>();

  function entryOf(db: Database, key: string): Entry<T> {
    let byKey = entries.get(db);
    if (!byKey) {
      byKey = new Map();
      entries.set(db, byKey);
    }
    let entry = byKey.get(key);
    if (!entry) {
      entry = { copy: null, loading: null };
      byKey.set(key, entry);
    }
    return entry;
  }

  function reload(db: Database, key: string, entry: Entry<T>, version: bigint): Promise<T> {
    const promise = db
      .transaction(
        async (tx) => {
          const snapshotDb = tx as unknown as Database;
          const loadedVersion = await versionOf(snapshotDb, name);
          return { version: loadedVersion, value: await read(snapshotDb, key) };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      )
      .then(
        (loaded) => {
          // A slower load of an older version must not replace a newer copy.
          if (!entry.copy || loaded.version >= entry.copy.version) entry.copy = loaded;
          if (entry.loading?.promise === promise) entry.loading = null;
          return loaded.value;
        },
        (error: unknown) => {
          if (entry.loading?.promise === promise) entry.loading = null;
          throw error;
        },
      );
    entry.loading = { version, promise };
    return promise;
  }

  async function forKey(db: Database, key: string): Promise<T> {
    const entry = entryOf(db, key);
    const version = await versionOf(db, name);
    if (entry.copy && entry.copy.version >= version) return entry.copy.value;
    // A load that began after this version was committed reads it, or a newer one.
    if (entry.loading && entry.loading.version >= version) return entry.loading.promise;
    return reload(db, key, entry, version);
  }

  return { forKey, current: (db) => forKey(db, '') };
}
