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
import { currentCatalogue } from './catalogue-cache';
import {
  compareText,
  type SnapshotArea,
  type SnapshotCounty,
  type SnapshotStage,
} from './catalogue-snapshot';
import { type RawHitRow, toResidenceHit } from './hit-mapping';
import type { SearchContext } from './search-context';
import { type SearchCriteria, toSearchCriteria } from './search-criteria';
import type { GeoOrigin } from './search-sql';
import { byIdsStatement } from './search-statements';
import { areaHitRow, objectHitRow, stageHitRow } from './snapshot-hits';
import { type MatchingStage, matcherFor, type SnapshotMatcher } from './snapshot-matching';
import { objectPage, orderStages } from './snapshot-order';
import { type TagCounts, tagSuggestionStatement, tagsByUrlStatement } from './tag-statements';

// The search calls of platform §7. Objects, stages, areas, counties and tag counts are
// searched in the in-process catalogue (catalogue-cache.ts, snapshot-matching.ts); the tags'
// text matching and saved favourites are one SQL statement each (tag-statements.ts,
// search-statements.ts).

type CountyResponse = z.infer<typeof countySearchResponseSchema>;
export interface TagResponse {
  hits: TagHit[];
  estimatedTotalHits: number;
}

interface FacetCounts {
  objects: number;
  stages: number;
  areas: number;
}

async function queryOne<T>(db: Database, statement: SQL): Promise<T> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  const row = result.rows[0];
  if (!row) throw new Error('A search statement returned no row');
  return row;
}

function facets(counts: FacetCounts): SearchResponse['facetDistribution'] {
  return { type: { stage: counts.stages, object: counts.objects, area: counts.areas } };
}

function criteriaOf(context: SearchContext, filter: SearchFilter): SearchCriteria {
  return toSearchCriteria(filter, context.site.country);
}

const EMPTY_FILTER: SearchFilter = searchFilterSchema.parse({});

const REMEMBERED_ANSWERS = 64;

/**
 * An answer built on a remembered match (snapshot-matching.ts matcherFor) for the same page
 * and links, reused from the time it was built until a showing of its stages ends: the hits
 * list upcoming showings, and nothing else in them depends on the request time. Built by `build` otherwise.
 * Callers treat an answer as read-only: later searches may get the same object.
 */
function rememberedAnswer<T>(
  matcher: SnapshotMatcher,
  key: string,
  nowMs: number,
  build: () => { answer: T; stages: Iterable<SnapshotStage> },
): T {
  const remembered = matcher.answers.get(key);
  if (remembered && remembered.fromMs <= nowMs && nowMs <= remembered.validUntilMs) {
    return remembered.answer as T;
  }
  const { answer, stages } = build();
  let validUntilMs = Number.POSITIVE_INFINITY;
  for (const stage of stages) {
    for (const showing of stage.showings) {
      if (showing.endsMs >= nowMs) validUntilMs = Math.min(validUntilMs, showing.endsMs);
    }
  }
  if (matcher.answers.size >= REMEMBERED_ANSWERS) matcher.answers.clear();
  matcher.answers.set(key, { fromMs: nowMs, validUntilMs, answer });
  return answer;
}

function linksKey(context: SearchContext): string {
  const { site, environment, port } = context.links;
  return `${site.key}|${environment}|${port ?? ''}`;
}

export async function searchObjects(
  db: Database,
  context: SearchContext,
  request: ObjectSearchRequest,
  origin: GeoOrigin | null,
): Promise<SearchResponse> {
  const { sort, limit, offset } = request;
  const snapshot = await currentCatalogue(db);
  const matcher = matcherFor(snapshot, criteriaOf(context, request.filter), context.scope);
  const counts = matcher.facetCounts();
  const nowMs = context.scope.now.getTime();
  const key = JSON.stringify(['object', sort, origin, offset, limit, linksKey(context)]);
  return rememberedAnswer(matcher, key, nowMs, () => {
    const page = objectPage(snapshot, matcher.objects(), sort, origin, offset, limit);
    const answer: SearchResponse = {
      hits: page.map((object) => toResidenceHit(objectHitRow(snapshot, object, nowMs), context.links)),
      estimatedTotalHits: counts.objects,
      limit,
      offset,
      facetDistribution: facets(counts),
    };
    return { answer, stages: page.map((object) => snapshot.stages[object.stageIndex] as SnapshotStage) };
  });
}

/**
 * search_stage (withAreas false) and stage_and_area_search: the stages in sort order, then
 * (withAreas) the areas of those stages, each where its first stage stands; limit and
 * offset page through that one list.
 */
export async function searchStages(
  db: Database,
  context: SearchContext,
  request: StageSearchRequest,
  origin: GeoOrigin | null,
  withAreas: boolean,
): Promise<SearchResponse> {
  const { sort, limit, offset } = request;
  const snapshot = await currentCatalogue(db);
  const matcher = matcherFor(snapshot, criteriaOf(context, request.filter), context.scope);
  const counts = matcher.facetCounts();
  const nowMs = context.scope.now.getTime();
  const key = JSON.stringify([withAreas ? 'area' : 'stage', sort, origin, offset, limit, linksKey(context)]);
  return rememberedAnswer(matcher, key, nowMs, () => {
    const ranked = orderStages(matcher.stages(), sort, origin);
    const pageStages = ranked.slice(offset, offset + limit);
    const rows: RawHitRow[] = pageStages.map((hit) => stageHitRow(snapshot, hit, nowMs));
    const shownStages = pageStages.map((hit) => hit.stage);
    if (withAreas) {
      const stagesByArea = new Map<number, MatchingStage[]>();
      for (const hit of ranked) {
        if (hit.stage.areaIndex === null) continue;
        const list = stagesByArea.get(hit.stage.areaIndex) ?? [];
        list.push(hit);
        stagesByArea.set(hit.stage.areaIndex, list);
      }
      // Areas follow the stages: the first area is at position ranked.length.
      const areas = [...stagesByArea.entries()];
      const first = Math.max(0, offset - ranked.length);
      const last = offset + limit - ranked.length;
      for (const [areaIndex, stages] of areas.slice(first, Math.max(first, last))) {
        rows.push(areaHitRow(snapshot.areas[areaIndex] as SnapshotArea, stages, nowMs));
        shownStages.push(...stages.map((hit) => hit.stage));
      }
    }
    const answer: SearchResponse = {
      hits: rows.map((row) => toResidenceHit(row, context.links)),
      estimatedTotalHits: counts.stages + (withAreas ? counts.areas : 0),
      limit,
      offset,
      facetDistribution: facets(counts),
    };
    return { answer, stages: shownStages };
  });
}

export async function searchCounties(
  db: Database,
  context: SearchContext,
  request: StageSearchRequest,
): Promise<CountyResponse> {
  const snapshot = await currentCatalogue(db);
  const matcher = matcherFor(snapshot, criteriaOf(context, request.filter), context.scope);
  const counts = new Map<number, number>();
  for (const { stage } of matcher.stages()) {
    counts.set(stage.countyIndex, (counts.get(stage.countyIndex) ?? 0) + 1);
  }
  const country = context.site.country;
  const hits = [...counts.entries()]
    .map(([index, count]) => ({ county: snapshot.counties[index] as SnapshotCounty, count }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        compareText(a.county.name, b.county.name) ||
        compareText(a.county.id, b.county.id),
    )
    .slice(request.offset, request.offset + request.limit)
    .map(({ county, count }) => ({
      id: county.id,
      name: county.name,
      url: snapshot.countyTagUrls.get(`${country}|${county.name}`) ?? county.slug,
      count,
      geo: { lat: county.lat, lng: county.lng },
    }));
  return { hits, estimatedTotalHits: counts.size };
}

/** Matching stages per tag, for a filter without its tags (tags combine with "any of"). */
async function tagCounts(db: Database, context: SearchContext, filter: SearchFilter): Promise<TagCounts> {
  const snapshot = await currentCatalogue(db);
  const criteria = { ...criteriaOf(context, filter), tagIds: [] };
  const counts = new Map<string, number>();
  for (const { stage } of matcherFor(snapshot, criteria, context.scope).stages()) {
    for (const tagId of stage.tagIds) counts.set(tagId, (counts.get(tagId) ?? 0) + 1);
  }
  return counts;
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
  const statement = tagSuggestionStatement(await tagCounts(db, context, request.filter), {
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
  const statement = tagSuggestionStatement(await tagCounts(db, context, EMPTY_FILTER), {
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
    await tagCounts(db, context, EMPTY_FILTER),
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
  const statement = byIdsStatement(kind, unique, context.scope);
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

/**
 * The ids of every home a filter matches now, by the same matching as search_object (issue 15
 * item 12: a saved search is evaluated by the search itself, never by a second matcher).
 */
export async function matchingObjectIds(
  db: Database,
  context: SearchContext,
  filter: SearchFilter,
): Promise<string[]> {
  const snapshot = await currentCatalogue(db);
  return matcherFor(snapshot, criteriaOf(context, filter), context.scope)
    .objects()
    .map((object) => object.id);
}
