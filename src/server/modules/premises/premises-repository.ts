import { and, arrayOverlaps, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { premisesUrl } from '../../../shared/premises/premises-paths';
import type {
  PremisesFilter,
  PremisesHit,
  PremisesSearchResponse,
  PremisesTagHit,
} from '../../../shared/premises/premises-schemas';
import type { SiteKey } from '../../../shared/sites/site-types';
import type { Database } from '../../db/client';
import { municipalities, premises } from '../../db/schema';

// SQL of the premises search (flows §7.3). `dataSiteId` is the site whose rows are read (the
// Swedish site's for the English sub-site); `linkSite` the site whose paths the hits link to.

/** flows §7.3 sortOrder: premises that can be had first, then booked, then rented and sold. */
const sortOrder = sql<number>`case ${premises.status} when 'forSale' then 0 when 'booked' then 1 else 2 end`;

/**
 * A sale price and a yearly rent are never compared (issue 33 item 7): a rent or price sort puts
 * the premises of its own offer first, then the others, each group by its own figure. Within the
 * availability of flows §7.3, which comes first, a visitor who sorts by rent reads rents that
 * rise, never a sale price among them.
 */
function priceTerms(offer: 'rent' | 'sale', direction: 'asc' | 'desc'): SQL[] {
  const otherOfferLast = sql`case when ${premises.offer} = ${offer} then 0 else 1 end`;
  const byPrice =
    direction === 'asc' ? sql`${premises.price} asc nulls last` : sql`${premises.price} desc nulls last`;
  return [asc(otherOfferLast), byPrice];
}

function orderBy(sort: readonly string[]): SQL[] {
  const terms: SQL[] = [];
  for (const entry of sort) {
    if (entry === 'sortOrder:asc') terms.push(asc(sortOrder));
    else if (entry === 'size:asc') terms.push(asc(premises.area));
    else if (entry === 'size:desc') terms.push(desc(premises.area));
    else if (entry === 'rent:asc') terms.push(...priceTerms('rent', 'asc'));
    else if (entry === 'rent:desc') terms.push(...priceTerms('rent', 'desc'));
    else if (entry === 'price:asc') terms.push(...priceTerms('sale', 'asc'));
    else if (entry === 'price:desc') terms.push(...priceTerms('sale', 'desc'));
  }
  // Ties in a stable order, so a page and its reload agree.
  terms.push(asc(premises.name), asc(premises.id));
  return terms;
}

function conditions(dataSiteId: string, filter: PremisesFilter): SQL[] {
  const where: SQL[] = [eq(premises.siteId, dataSiteId)];
  if (filter.minArea !== undefined) where.push(gte(premises.area, filter.minArea));
  if (filter.maxArea !== undefined) where.push(lte(premises.area, filter.maxArea));
  if (filter.tags.length > 0) where.push(arrayOverlaps(premises.tags, filter.tags));
  if (filter.type.length > 0) where.push(inArray(premises.premisesType, filter.type));
  return where;
}

const hitColumns = {
  id: premises.id,
  name: premises.name,
  path: premises.path,
  type: premises.premisesType,
  offer: premises.offer,
  status: premises.status,
  area: premises.area,
  price: premises.price,
  address: premises.address,
  municipality: municipalities.name,
  tags: premises.tags,
  availableFrom: premises.availableFrom,
  lat: premises.lat,
  lng: premises.lng,
  description: premises.description,
};

type HitRow = Omit<PremisesHit, 'url' | 'geo'> & { path: string; lat: number; lng: number };

function toHit(row: HitRow, linkSite: SiteKey) {
  return {
    id: row.id,
    name: row.name,
    url: premisesUrl(linkSite, row.path) ?? row.path,
    type: row.type,
    offer: row.offer,
    status: row.status,
    area: row.area,
    price: row.price,
    address: row.address,
    municipality: row.municipality,
    tags: row.tags,
    availableFrom: row.availableFrom,
    geo: { lat: row.lat, lng: row.lng },
  };
}

export async function searchPremises(
  db: Database,
  dataSiteId: string,
  linkSite: SiteKey,
  request: { filter: PremisesFilter; sort: readonly string[]; limit: number },
): Promise<PremisesSearchResponse> {
  const rows = await db
    .select({ ...hitColumns, total: sql<number>`(count(*) over ())::int` })
    .from(premises)
    .innerJoin(municipalities, eq(municipalities.id, premises.municipalityId))
    .where(and(...conditions(dataSiteId, request.filter)))
    .orderBy(...orderBy(request.sort))
    .limit(request.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0) total = 0;
  return { hits: rows.map((row) => toHit(row, linkSite)), estimatedTotalHits: total };
}

export async function premisesTags(db: Database, dataSiteId: string): Promise<PremisesTagHit[]> {
  const name = sql<string>`unnest(${premises.tags})`;
  const rows = await db
    .select({ name, count: sql<number>`count(*)::int` })
    .from(premises)
    .where(eq(premises.siteId, dataSiteId))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows;
}

/** One premises by its stored path, with its description and responsible person (the object page). */
export async function findPremises(db: Database, dataSiteId: string, storedPath: string, linkSite: SiteKey) {
  const [row] = await db
    .select({ ...hitColumns, contact: premises.contact })
    .from(premises)
    .innerJoin(municipalities, eq(municipalities.id, premises.municipalityId))
    .where(and(eq(premises.siteId, dataSiteId), eq(premises.path, storedPath)))
    .limit(1);
  return row
    ? { premises: { ...toHit(row, linkSite), description: row.description }, responsible: row.contact }
    : null;
}
