import type { Database } from '../../src/server/db/client';

export interface CatalogueOptions {
  /** Number of homes (objects) to generate; the default demo world has at least 3 000. */
  objects?: number;
}

// Placeholder: the demo catalogue (issue 3, item 1) is being built here.
export async function seedCatalogue(_db: Database, _options: CatalogueOptions = {}): Promise<void> {}
