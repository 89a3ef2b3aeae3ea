import { and, count, desc, eq, gte, inArray, max, sql } from 'drizzle-orm';
import { MOST_VISITED_DAYS } from '../../../shared/analytics/analytics-contracts';
import type { SiteKey } from '../../../shared/sites/site-types';
import type { Database } from '../../db/client';
import {
  municipalities,
  pageVisits,
  residenceAreas,
  residenceObjects,
  residenceStages,
} from '../../db/schema';

export type VisitKind = 'stage' | 'object' | 'area';
export const LAST_VISITED_LIMIT = 10;
export const MOST_VISITED_LIMIT = 10;

interface CatalogueEntry {
  name: string;
  url: string;
  countyId: string;
}

/** Name, page path and county of a catalogue entity; null when there is no such entity. */
async function catalogueEntry(db: Database, kind: VisitKind, id: string): Promise<CatalogueEntry | null> {
  if (kind === 'area') {
    const [row] = await db
      .select({ name: residenceAreas.name, url: residenceAreas.path, countyId: municipalities.countyId })
      .from(residenceAreas)
      .innerJoin(municipalities, eq(municipalities.id, residenceAreas.municipalityId))
      .where(eq(residenceAreas.id, id));
    return row ?? null;
  }
  if (kind === 'stage') {
    const [row] = await db
      .select({ name: residenceStages.name, url: residenceStages.path, countyId: municipalities.countyId })
      .from(residenceStages)
      .innerJoin(municipalities, eq(municipalities.id, residenceStages.municipalityId))
      .where(eq(residenceStages.id, id));
    return row ?? null;
  }
  const [row] = await db
    .select({
      name: sql<string>`${residenceStages.name} || ' ' || ${residenceObjects.objectNumber}`,
      url: residenceObjects.path,
      countyId: municipalities.countyId,
    })
    .from(residenceObjects)
    .innerJoin(residenceStages, eq(residenceStages.id, residenceObjects.stageId))
    .innerJoin(municipalities, eq(municipalities.id, residenceStages.municipalityId))
    .where(eq(residenceObjects.id, id));
  return row ?? null;
}

/** Stores one visit with the entity's county; false when the entity does not exist. */
export async function recordVisit(
  db: Database,
  visit: { siteKey: SiteKey; visitorId: string; kind: VisitKind; entityId: string },
): Promise<boolean> {
  const entry = await catalogueEntry(db, visit.kind, visit.entityId);
  if (!entry) return false;
  await db.insert(pageVisits).values({ ...visit, countyId: entry.countyId });
  return true;
}

/** The distinct residences last visited by any of `visitorIds` (a device and its user) on a site. */
export async function lastVisited(db: Database, visitorIds: readonly string[], siteKey: SiteKey) {
  const latest = await db
    .select({ kind: pageVisits.kind, entityId: pageVisits.entityId, visitedAt: max(pageVisits.visitedAt) })
    .from(pageVisits)
    .where(and(inArray(pageVisits.visitorId, [...visitorIds]), eq(pageVisits.siteKey, siteKey)))
    .groupBy(pageVisits.kind, pageVisits.entityId)
    .orderBy(desc(max(pageVisits.visitedAt)))
    .limit(LAST_VISITED_LIMIT);
  const items = await Promise.all(
    latest.map(async (row) => {
      const entry = await catalogueEntry(db, row.kind, row.entityId);
      if (!entry || !row.visitedAt) return null;
      return {
        kind: row.kind,
        id: row.entityId,
        name: entry.name,
        url: entry.url,
        visitedAt: new Date(row.visitedAt).toISOString(),
      };
    }),
  );
  return items.filter((item) => item !== null);
}

export async function mostVisitedInCounty(db: Database, countyId: string, now = new Date()) {
  const since = new Date(now.getTime() - MOST_VISITED_DAYS * 24 * 60 * 60 * 1000);
  const visits = count();
  return db
    .select({ id: residenceStages.id, name: residenceStages.name, url: residenceStages.path, visits })
    .from(pageVisits)
    .innerJoin(residenceStages, eq(residenceStages.id, pageVisits.entityId))
    .where(
      and(eq(pageVisits.kind, 'stage'), eq(pageVisits.countyId, countyId), gte(pageVisits.visitedAt, since)),
    )
    .groupBy(residenceStages.id, residenceStages.name, residenceStages.path)
    .orderBy(desc(visits), residenceStages.name)
    .limit(MOST_VISITED_LIMIT);
}
