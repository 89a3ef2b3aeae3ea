import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type countySearchResponseSchema,
  type ObjectSearchRequest,
  type ResidenceHit,
  type SearchFilter,
  type SearchResponse,
  type StageSearchRequest,
  searchFilterSchema,
  type TagHit,
  type TagSearchRequest,
} from '../../../../shared/residence/search-schemas';
import type { Database } from '../../../db/client';
import { type RawHitRow, toResidenceHit } from './hit-mapping';
import type { SearchContext } from './search-context';
import { type SearchCriteria, toSearchCriteria } from './search-criteria';
import type { GeoOrigin } from './search-sql';
import {
  byIdsStatement,
  countySearchStatement,
  objectSearchStatement,
  stageSearchStatement,
} from './search-statements';
import { tagSuggestionStatement, tagsByUrlStatement } from './tag-statements';

// The search calls of platform §7, each one SQL statement (see search-statements.ts).

type CountyResponse = z.infer<typeof countySearchResponseSchema>;
export interface TagResponse {
  hits: TagHit[];
  estimatedTotalHits: number;
}

interface CountyRow {
  id: string;
  name: string;
  url: string;
  count: number;
  lat: number;
  lng: number;
}

interface FacetCounts {
  object_count: number;
  stage_count: number;
  area_count: number;
}

async function queryOne<T>(db: Database, statement: SQL): Promise<T> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  const row = result.rows[0];
  if (!row) throw new Error('A search statement returned no row');
  return row;
}

function facets(counts: FacetCounts): SearchResponse['facetDistribution'] {
  return { type: { stage: counts.stage_count, object: counts.object_count, area: counts.area_count } };
}

function criteriaOf(context: SearchContext, filter: SearchFilter): SearchCriteria {
  return toSearchCriteria(filter, context.site.country);
}

const EMPTY_FILTER: SearchFilter = searchFilterSchema.parse({});

export async function searchObjects(
  db: Database,
  context: SearchContext,
  request: ObjectSearchRequest,
  origin: GeoOrigin | null,
): Promise<SearchResponse> {
  const { sort, limit, offset } = request;
  const statement = objectSearchStatement(criteriaOf(context, request.filter), context.scope, {
    sort,
    limit,
    offset,
    origin,
  });
  const row = await queryOne<FacetCounts & { object_hits: RawHitRow[] }>(db, statement);
  return {
    hits: row.object_hits.map((hit) => toResidenceHit(hit, context.links)),
    estimatedTotalHits: row.object_count,
    limit,
    offset,
    facetDistribution: facets(row),
  };
}

/** search_stage (withAreas false) and stage_and_area_search (stages, then their areas). */
export async function searchStages(
  db: Database,
  context: SearchContext,
  request: StageSearchRequest,
  origin: GeoOrigin | null,
  withAreas: boolean,
): Promise<SearchResponse> {
  const { sort, limit, offset } = request;
  const statement = stageSearchStatement(
    criteriaOf(context, request.filter),
    context.scope,
    { sort, limit, offset, origin },
    withAreas,
  );
  const row = await queryOne<FacetCounts & { stage_hits: RawHitRow[]; area_hits: RawHitRow[] }>(
    db,
    statement,
  );
  const hits = [...row.stage_hits, ...row.area_hits].map((hit) => toResidenceHit(hit, context.links));
  return {
    hits,
    estimatedTotalHits: row.stage_count + (withAreas ? row.area_count : 0),
    limit,
    offset,
    facetDistribution: facets(row),
  };
}

export async function searchCounties(
  db: Database,
  context: SearchContext,
  request: StageSearchRequest,
): Promise<CountyResponse> {
  const statement = countySearchStatement(
    criteriaOf(context, request.filter),
    context.scope,
    context.site.country,
    request.limit,
    request.offset,
  );
  const row = await queryOne<{ total: number; county_hits: CountyRow[] }>(db, statement);
  return {
    hits: row.county_hits.map(({ id, name, url, count, lat, lng }) => ({
      id,
      name,
      url,
      count,
      geo: { lat, lng },
    })),
    estimatedTotalHits: row.total,
  };
}

function toTagHits(rows: TagHit[]): TagHit[] {
  return rows.map(({ id, name, url, hasRental, kind, count }) => ({ id, name, url, hasRental, kind, count }));
}

/** search/tags: suggestions for typed text; counts over the filter without its tags. */
export async function suggestTags(
  db: Database,
  context: SearchContext,
  request: TagSearchRequest,
): Promise<TagResponse> {
  const criteria = { ...criteriaOf(context, request.filter), tagIds: [] };
  const statement = tagSuggestionStatement(criteria, context.scope, {
    text: request.text,
    limit: request.limit,
    country: context.site.country,
    locale: context.site.locale,
    excludeIds: request.filter.tags.map((tag) => tag.id),
  });
  const row = await queryOne<{ total: number; tag_hits: TagHit[] }>(db, statement);
  return { hits: toTagHits(row.tag_hits), estimatedTotalHits: row.total };
}

/** search/stage_tags/{siteId}: every tag of the site's searchable stages, with counts. */
export async function stageTags(db: Database, context: SearchContext): Promise<TagResponse> {
  const statement = tagSuggestionStatement(criteriaOf(context, EMPTY_FILTER), context.scope, {
    text: '',
    limit: null,
    country: context.site.country,
    locale: context.site.locale,
    excludeIds: [],
  });
  const row = await queryOne<{ total: number; tag_hits: TagHit[] }>(db, statement);
  return { hits: toTagHits(row.tag_hits), estimatedTotalHits: row.total };
}

/** search/tags/url: restores the tags of a search URL's q parameter, in the order asked. */
export async function tagsByUrl(
  db: Database,
  context: SearchContext,
  urls: readonly string[],
): Promise<TagResponse> {
  const unique = [...new Set(urls)];
  if (unique.length === 0) return { hits: [], estimatedTotalHits: 0 };
  const statement = tagsByUrlStatement(
    criteriaOf(context, EMPTY_FILTER),
    context.scope,
    context.site.country,
    unique,
  );
  const row = await queryOne<{ tag_hits: TagHit[] }>(db, statement);
  return { hits: toTagHits(row.tag_hits), estimatedTotalHits: row.tag_hits.length };
}

/** search/by_ids: saved favourites keep showing whatever their status, in the order asked. */
export async function hitsByIds(
  db: Database,
  context: SearchContext,
  kind: 'stage' | 'object',
  ids: readonly string[],
): Promise<SearchResponse> {
  const unique = [...new Set(ids)];
  const statement = byIdsStatement(kind, unique, criteriaOf(context, EMPTY_FILTER), context.scope);
  const row = await queryOne<{ stage_hits?: RawHitRow[]; object_hits?: RawHitRow[] }>(db, statement);
  const hits: ResidenceHit[] = (row.stage_hits ?? row.object_hits ?? []).map((hit) =>
    toResidenceHit(hit, context.links),
  );
  return {
    hits,
    estimatedTotalHits: hits.length,
    limit: unique.length,
    offset: 0,
    facetDistribution: {
      type: {
        stage: kind === 'stage' ? hits.length : 0,
        object: kind === 'object' ? hits.length : 0,
        area: 0,
      },
    },
  };
}
