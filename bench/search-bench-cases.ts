// The search bench's realistic mix (bench/search-bench.ts, bench/explain-search.ts): what
// visitors of the search page send to search_object, with the host each site answers on.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { residenceTags } from '../src/server/db/schema';
import { HOME_TYPE, OUTDOOR_SPACE, TENURE } from '../src/shared/residence/residence-enums';
import type { SiteKey } from '../src/shared/sites/site-types';

export const HOSTS: Partial<Record<SiteKey, string>> = {
  se: 'localhost',
  senior: 'senior.localhost',
  brf: 'brf.localhost',
  no: 'no.localhost',
  fi: 'fi.localhost',
};

export interface BenchCase {
  name: string;
  site: SiteKey;
  body: Record<string, unknown>;
}

/** What visitors do: open the page, narrow by price and rooms, pick a place, load more. */
export function benchCases(stockholmTag: { id: string; name: string; url: string } | undefined): BenchCase[] {
  return [
    { name: 'se default', site: 'se', body: {} },
    {
      name: 'se price+rooms, price:asc',
      site: 'se',
      body: { sort: 'price:asc', filter: { maxPrice: 4_000_000, minRooms: 2 } },
    },
    {
      name: 'se county tag, apartments',
      site: 'se',
      body: { filter: { tags: stockholmTag ? [stockholmTag] : [], residenceType: [HOME_TYPE.apartment] } },
    },
    { name: 'se load more (offset 60)', site: 'se', body: { offset: 60 } },
    {
      name: 'se showings + terrace',
      site: 'se',
      body: { filter: { viewing: 'HasAny', outdoorArea: [OUTDOOR_SPACE.terrace] } },
    },
    {
      name: 'se radius 30 km Göteborg',
      site: 'se',
      body: { filter: { geoSearch: { type: 'radius', lat: 57.7089, lng: 11.9746, radiusKm: 30 } } },
    },
    {
      name: 'no ownership, 60–120 m², area:desc',
      site: 'no',
      body: { sort: 'area:desc', filter: { disposalForm: [TENURE.ownership], minArea: 60, maxArea: 120 } },
    },
    {
      name: 'fi ≤ 400 000 €, move-in 6 months',
      site: 'fi',
      body: { filter: { maxPrice: 400_000, inhabitDate: 1 } },
    },
    { name: 'senior by move-in', site: 'senior', body: { sort: 'inhabitDateTimeStamp:asc' } },
    {
      name: 'brf 3–4 rooms, map page 400',
      site: 'brf',
      body: { limit: 400, filter: { minRooms: 3, maxRooms: 4 } },
    },
  ];
}

/** The Swedish county tag of Stockholm, which one body filters by. */
export async function stockholmTag(
  db: Database,
): Promise<{ id: string; name: string; url: string } | undefined> {
  const [tag] = await db
    .select({ id: residenceTags.id, name: residenceTags.name, url: residenceTags.url })
    .from(residenceTags)
    .where(
      and(
        eq(residenceTags.country, 'SE'),
        eq(residenceTags.kind, 'county'),
        eq(residenceTags.url, 'stockholms-lan'),
      ),
    );
  return tag;
}

export interface TextBenchCase {
  name: string;
  site: SiteKey;
  body: Record<string, unknown>;
}

/** What visitors type into the site search: words, places, half-typed words and typos. */
export function textBenchCases(siteIds: Readonly<Record<SiteKey, string>>): TextBenchCase[] {
  const on = (site: SiteKey, name: string, body: Record<string, unknown>): TextBenchCase => ({
    name,
    site,
    body: { siteId: siteIds[site], ...body },
  });
  return [
    on('se', 'se "bostad"', { text: 'bostad' }),
    on('se', 'se "hållbarhet"', { text: 'hållbarhet' }),
    on('se', 'se "uppsala" quick (5)', { text: 'uppsala', take: 5 }),
    on('se', 'se typo "stokholm"', { text: 'stokholm' }),
    on('se', 'se half-typed "nyhe"', { text: 'nyhe' }),
    on('se', 'se "lediga jobb", news by date', { text: 'lediga jobb', sortType: 'date' }),
    on('se', 'se typo "bostd"', { text: 'bostd' }),
    on('no', 'no "bolig"', { text: 'bolig' }),
    on('fi', 'fi "asunto"', { text: 'asunto' }),
    on('se', 'se page 2 of "lägenhet"', { text: 'lägenhet', skip: 20 }),
  ];
}
