import type { Database } from '../../../db/client';
import { versionedCopy } from '../../../db/versioned-copy';
import { type CatalogueSnapshot, loadCatalogueSnapshot } from './catalogue-snapshot';

// The in-process copy of the catalogue each instance searches: reloaded whenever a search
// finds a newer catalogue version in the database (db/versioned-copy.ts), so it is never
// older than what was committed when the search began.

const catalogue = versionedCopy('catalogue', (db) => loadCatalogueSnapshot(db));

export function currentCatalogue(db: Database): Promise<CatalogueSnapshot> {
  return catalogue.current(db);
}
