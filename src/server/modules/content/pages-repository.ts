import { and, eq } from 'drizzle-orm';
import type { SiteKey } from '../../../shared/sites/site-types';
import type { Database } from '../../db/client';
import { pages, siteChrome } from '../../db/schema';

export type PageRow = typeof pages.$inferSelect;
export type SiteChromeRow = typeof siteChrome.$inferSelect;

export async function findPublishedPage(
  db: Database,
  siteKey: SiteKey,
  path: string,
): Promise<PageRow | undefined> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteKey, siteKey), eq(pages.path, path), eq(pages.publishState, 'published')))
    .limit(1);
  return rows[0];
}

/** The 404 and 500 pages are ordinary content pages found by their template key. */
export async function findTemplatePage(
  db: Database,
  siteKey: SiteKey,
  template: string,
): Promise<PageRow | undefined> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteKey, siteKey), eq(pages.template, template), eq(pages.publishState, 'published')))
    .limit(1);
  return rows[0];
}

export async function findSiteChrome(db: Database, siteKey: SiteKey): Promise<SiteChromeRow | undefined> {
  const rows = await db.select().from(siteChrome).where(eq(siteChrome.siteKey, siteKey)).limit(1);
  return rows[0];
}
