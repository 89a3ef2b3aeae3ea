import type { Database } from '../src/server/db/client';
import { pages, siteChrome } from '../src/server/db/schema';
import { refreshSearchDocuments } from '../src/server/modules/text-search/search-documents';
import type { FileStorage } from '../src/server/providers/file-storage/file-storage';
import { seedAccounts } from './accounts/seed-accounts';
import { seedVipShowings } from './accounts/seed-vip-showings';
import { seedBookingProjects } from './booking/seed-booking-projects';
import { seedCaseWorld } from './cases/seed-cases';
import { type CatalogueOptions, seedCatalogue } from './catalogue/seed-catalogue';
import { buildPageRows, buildSiteChromeRows } from './content/seed-rows';
import { seedCompletedBooking } from './my-pages/seed-completed-booking';
import { seedMyPages } from './my-pages/seed-my-pages';
import { seedPremises } from './premises/seed-premises';

// Seeds the demo world: every site's content pages and chrome. Idempotent: rows that
// already exist (same site and path, same site key) are left as they are, so a rerun or a
// partly seeded database never fails and never overwrites edited content.

const BATCH_SIZE = 50;

function batches<T>(rows: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}

export interface SeedOptions {
  /** Residence catalogue size; `false` leaves the catalogue out (tests of other modules). */
  catalogue?: CatalogueOptions | false;
  /** Where the demo cases' files are written (the server's file storage); absent: records only. */
  fileStorage?: FileStorage;
  /** A local-disk storage folder instead (tests). */
  fileStorageDir?: string;
}

export async function seedDemoWorld(db: Database, options: SeedOptions = {}): Promise<void> {
  const pageRows = buildPageRows();
  const chromeRows = buildSiteChromeRows();
  await db.transaction(async (tx) => {
    for (const batch of batches(pageRows, BATCH_SIZE)) {
      await tx
        .insert(pages)
        .values(batch)
        .onConflictDoNothing({ target: [pages.siteKey, pages.path] });
    }
    await tx.insert(siteChrome).values(chromeRows).onConflictDoNothing({ target: siteChrome.siteKey });
  });
  if (options.catalogue !== false) {
    const catalogue = await seedCatalogue(db, options.catalogue ?? {});
    await seedBookingProjects(db);
    await seedPremises(db, catalogue);
  }
  await seedAccounts(db);
  await seedVipShowings(db);
  const files = { fileStorage: options.fileStorage, fileStorageDir: options.fileStorageDir };
  await seedCaseWorld(db, files);
  if (options.catalogue !== false) await seedMyPages(db, files);
  if (options.catalogue !== false) await seedCompletedBooking(db);
  // The text search reads its own table, built from the pages and catalogue just seeded.
  await refreshSearchDocuments(db);
}
