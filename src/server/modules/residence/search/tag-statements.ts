import { type SQL, sql } from 'drizzle-orm';
import { foldForSearch } from '../../../../shared/residence/fold-text';
import type { Country, Locale } from '../../../../shared/sites/site-types';
import { uuidArray } from './search-sql';

// Tag statements: suggestions for typed text, the site's tag chips, tags by url. A tag's
// count is the number of matching stages of the site that carry it, counted in memory
// (search-service.ts) and handed to the statement, which matches the typed text. Counts use the filter
// without its tags: tags combine with "any of", so a suggestion's count is what adding it
// would contribute.

/** Full-text configuration of a site language (keyword tags are stemmed; names are not). */
export const TEXT_SEARCH_CONFIG: Readonly<Record<Locale, string>> = {
  sv: 'swedish',
  no: 'norwegian',
  fi: 'finnish',
  en: 'english',
};

/**
 * Trigram thresholds for typos ("stokholm" ~ "stockholm" scores about 0.58). Word similarity
 * stays above 0.5 so inflected keywords ("vattnet" ~ "nara vatten" is exactly 0.5) are found
 * by the full-text tier, not by chance.
 */
const WORD_SIMILARITY_MIN = 0.55;
const SIMILARITY_MIN = 0.3;

/** Number of matching stages per tag id (from the in-memory search: snapshot-matching.ts). */
export type TagCounts = ReadonlyMap<string, number>;

function tagCountsCte(counts: TagCounts): SQL {
  const json = JSON.stringify(Object.fromEntries(counts));
  return sql`tag_counts AS (
    SELECT key::uuid AS tag_id, value::int AS count FROM jsonb_each_text(${json}::jsonb)
  )`;
}

function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]::text[]`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/**
 * Match quality of a tag for typed text (lower is better), NULL when it does not match:
 * 1 the name starts with the text; 2 a word of the name starts with it; 3 full text: a word
 * of the text is a prefix of a stemmed word of the name, or (keyword tags) a stem of the
 * name is a prefix of a word of the text, so "vattnet" finds "Nära vatten" although the
 * Swedish stemmer leaves "vattnet" whole; 4 trigram similarity (typos).
 */
function matchTier(text: string, locale: Locale): { tier: SQL; similarity: SQL } {
  const folded = foldForSearch(text);
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  const config = sql`(CASE WHEN t.kind = 'keyword' THEN ${TEXT_SEARCH_CONFIG[locale]}::text ELSE 'simple' END)::regconfig`;
  const fullText =
    words.length === 0
      ? sql`false`
      : sql`(to_tsvector(${config}, t.name) @@ to_tsquery(${config}, ${words.map((word) => `${word}:*`).join(' & ')}::text)
        OR (t.kind = 'keyword' AND EXISTS (
          SELECT 1 FROM unnest(tsvector_to_array(to_tsvector(${config}, t.name))) lexeme,
            unnest(tsvector_to_array(to_tsvector(${config}, ${text}::text))) typed
          WHERE length(lexeme) >= 4 AND starts_with(typed, lexeme))))`;
  const similarity = sql`greatest(word_similarity(${folded}::text, t.search_name), similarity(${folded}::text, t.search_name))`;
  const pattern = escapeLike(folded);
  const tier = sql`CASE
      WHEN t.search_name LIKE ${`${pattern}%`}::text THEN 1
      WHEN t.search_name LIKE ${`% ${pattern}%`}::text OR t.search_name LIKE ${`%-${pattern}%`}::text THEN 2
      WHEN ${fullText} THEN 3
      WHEN word_similarity(${folded}::text, t.search_name) >= ${WORD_SIMILARITY_MIN}::float8
        OR similarity(${folded}::text, t.search_name) >= ${SIMILARITY_MIN}::float8 THEN 4
    END`;
  return { tier, similarity };
}

const TAG_JSON = sql`h.id, h.name, h.url, false AS "hasRental", h.kind, h.count`;

export interface TagSuggestionQuery {
  text: string;
  limit: number | null;
  country: Country;
  locale: Locale;
  /** Tags already chosen are not suggested again. */
  excludeIds: readonly string[];
}

/**
 * Suggestions ordered by match quality, then similarity, rank and count. Only tags with a
 * matching stage are shown, unless typed text matches nothing else (then its tags with
 * count 0, so a visitor still learns the place exists). Without text: every tag with a
 * matching stage, by rank and count (the tag chips).
 */
export function tagSuggestionStatement(counts: TagCounts, query: TagSuggestionQuery): SQL {
  const hasText = foldForSearch(query.text).length > 0;
  const { tier, similarity } = hasText
    ? matchTier(query.text, query.locale)
    : { tier: sql`0`, similarity: sql`0` };
  const excluded =
    query.excludeIds.length > 0 ? sql`AND NOT (t.id = ANY(${uuidArray(query.excludeIds)}))` : sql``;
  const limit = query.limit === null ? sql`ALL` : sql`${query.limit}::int`;
  return sql`WITH ${tagCountsCte(counts)},
  candidates AS (
    SELECT t.id, t.name, t.url, t.kind, t.rank, COALESCE(tc.count, 0) AS count,
      ${tier} AS tier, ${similarity}::float8 AS sim
    FROM residence_tags t LEFT JOIN tag_counts tc ON tc.tag_id = t.id
    WHERE t.country = ${query.country}::text ${excluded}
  ),
  matches AS (SELECT * FROM candidates WHERE tier IS NOT NULL ${hasText ? sql`` : sql`AND count > 0`}),
  shown AS (SELECT * FROM matches WHERE count > 0 OR NOT EXISTS (SELECT 1 FROM matches WHERE count > 0))
  SELECT (SELECT count(*) FROM shown)::int AS total,
    COALESCE((SELECT json_agg(h ORDER BY h.ord) FROM (
      SELECT ${TAG_JSON}, row_number() OVER (
        ORDER BY h.tier, h.sim DESC, h.rank DESC, h.count DESC, h.name COLLATE "C", h.id) AS ord
      FROM shown h ORDER BY ord LIMIT ${limit}
    ) h), '[]'::json) AS tag_hits`;
}

/** Tags with the given urls, in the order asked; counts over the unfiltered search. */
export function tagsByUrlStatement(counts: TagCounts, country: Country, urls: readonly string[]): SQL {
  return sql`WITH ${tagCountsCte(counts)}
  SELECT COALESCE((SELECT json_agg(h ORDER BY h.ord) FROM (
    SELECT ${TAG_JSON}, array_position(${textArray(urls)}, h.url) AS ord
    FROM (SELECT t.*, COALESCE(tc.count, 0) AS count FROM residence_tags t
      LEFT JOIN tag_counts tc ON tc.tag_id = t.id
      WHERE t.country = ${country}::text AND t.url = ANY(${textArray(urls)})) h
  ) h), '[]'::json) AS tag_hits`;
}
