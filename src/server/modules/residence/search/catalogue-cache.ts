import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type CatalogueSnapshot, loadCatalogueSnapshot } from './catalogue-snapshot';

// The in-process copy of the catalogue each instance searches. Every search first reads the
// version row (one index lookup), and reloads when the database holds a newer catalogue, so
// a search answers from the catalogue as committed when it started, on every instance,
// whoever wrote it. Concurrent searches share one reload.

interface CacheEntry {
  snapshot: CatalogueSnapshot | null;
  loading: Promise<CatalogueSnapshot> | null;
  loadingVersion: string | null;
}

const entries = new WeakMap<Database, CacheEntry>();

async function currentVersion(db: Database): Promise<string> {
  const result = (await db.execute(
    sql`SELECT version::text AS version FROM search_catalogue_version WHERE id = 1`,
  )) as unknown as { rows: { version: string }[] };
  return result.rows[0]?.version ?? '0';
}

function entryOf(db: Database): CacheEntry {
  let entry = entries.get(db);
  if (!entry) {
    entry = { snapshot: null, loading: null, loadingVersion: null };
    entries.set(db, entry);
  }
  return entry;
}

function reload(db: Database, entry: CacheEntry, version: string): Promise<CatalogueSnapshot> {
  const loading = loadCatalogueSnapshot(db).then(
    (snapshot) => {
      // A slower, older load must not replace a newer one.
      if (!entry.snapshot || BigInt(snapshot.version) >= BigInt(entry.snapshot.version)) {
        entry.snapshot = snapshot;
      }
      if (entry.loading === loading) {
        entry.loading = null;
        entry.loadingVersion = null;
      }
      return snapshot;
    },
    (error: unknown) => {
      if (entry.loading === loading) {
        entry.loading = null;
        entry.loadingVersion = null;
      }
      throw error;
    },
  );
  entry.loading = loading;
  entry.loadingVersion = version;
  return loading;
}

/** The catalogue at least as new as the database's committed version when this was called. */
export async function currentCatalogue(db: Database): Promise<CatalogueSnapshot> {
  const entry = entryOf(db);
  const version = await currentVersion(db);
  if (entry.snapshot && BigInt(entry.snapshot.version) >= BigInt(version)) return entry.snapshot;
  // A load that started after this version was committed reads it (or a newer one).
  if (entry.loading && entry.loadingVersion !== null && BigInt(entry.loadingVersion) >= BigInt(version)) {
    return entry.loading;
  }
  return reload(db, entry, version);
}
