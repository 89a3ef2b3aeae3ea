import { type SQL, sql } from 'drizzle-orm';
import { foldForSearch } from '../../../shared/residence/fold-text';
import type { SiteConfig } from '../../../shared/sites/site-types';
import {
  CATEGORY_KINDS,
  type CroppableAttribute,
  type DocumentKind,
  HIGHLIGHT_TAGS,
  TEXT_SEARCH_CATEGORIES,
  type TextSearchCategory,
  type TextSearchHit,
  type TextSearchRequest,
  type TextSearchResponse,
} from '../../../shared/text-search/text-search-schemas';
import type { Database } from '../../db/client';
import { TEXT_SEARCH_CONFIG } from './search-documents';
import { type SiteVocabulary, siteVocabulary, typoWordsCondition } from './site-vocabulary';

// The site text search over search_documents.
//
// Matching, per document in its own language configuration (stemming, stop words):
//   1. websearch_to_tsquery(text): the words, "quoted phrases", or, -exclusions;
//   2. OR every word as a stemmed prefix (to_tsquery 'word:*'): the last, half-typed word
//      matches, and a stem finds its longer forms ("hållbarhet" → hållbar:* → "hållbart");
//   3. OR trigram typo tolerance: strict_word_similarity(folded text, folded title + summary) of at
//      least TYPO_THRESHOLD ("stokholm" ~ "stockholm" is 0.58; whole words only, so a longer
//      word that merely contains a title word, "zebrakvarteret" ~ "kvarteret" 0.47, is no match).
//      Only for texts of 4+ characters.
//   4. OR every typed word of 4+ letters is a word of the title or summary give or take one
//      typo (two from 9 letters), by edit distance (typo-words.ts): "bostd" finds "bostad",
//      which the trigram measure of step 3 misses in short words.
// Ranking: full-text matches first, by ts_rank_cd with weights title 1.0, summary 0.4,
// body 0.2; then typo-only matches by similarity; ties by title and id, so paging is stable.
// Sorting "date" is newest first (undated last), "alpha" by title in the site's collation
// (Intl.Collator: the same order on PGlite and a PostgreSQL server, whatever its locale).
// The matches of one site are few (hundreds), so they are sorted, counted per category
// and paged here; only the page's snippets are built in SQL (ts_headline).
// Every way to match can use an index, so a site of thousands of documents is not read
// whole: the tsquery is built once per language as a constant (GIN on search_vector), the
// trigram match asks the operator %>> first (GIN on search_text; its default threshold 0.5
// lies below TYPO_THRESHOLD), and the typo words overlap the indexed word array.

export const TYPO_THRESHOLD = 0.55;
const TYPO_MIN_LENGTH = 4;
const MAX_MATCHES = 2000;
const CROP_WORDS = { max: 24, min: 10 };
// ts_headline marks matches with these control characters; they become <em></em> after the
// cut ends are found, so a literal "<em>" in a page cannot shift the comparison.
const START = '\u0001';
const STOP = '\u0002';

interface MatchRow extends Record<string, unknown> {
  id: string;
  kind: DocumentKind;
  title: string;
  url: string;
  published_at: string | Date | null;
  fts_match: boolean;
  rank: number;
  similarity: number;
}

interface SnippetRow extends Record<string, unknown> {
  id: string;
  title: string;
  summary: string;
  body: string;
  title_h: string;
  summary_h: string;
  body_h: string;
}

/** Words of the text as a to_tsquery string of stemmed prefixes: 'word:* & other:*'. */
export function prefixQueryText(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  // A one- or two-letter prefix would match half the site; such words must match whole.
  return words.map((word) => (word.length >= 3 ? `${word}:*` : word)).join(' & ');
}

/** Rows of a raw statement; both drivers answer { rows }. */
async function rows<T>(db: Database, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

export interface TextSearchScope {
  site: SiteConfig;
  /** Only documents under this path (the corporate search). */
  pathPrefix?: string;
}

function languageConfigs(request: TextSearchRequest): string[] | undefined {
  return request.languages?.map((language) => TEXT_SEARCH_CONFIG[language]);
}

/** The text's tsquery in one language configuration: its words, or each as a stemmed prefix. */
function languageQuery(config: string, text: string, prefix: string): SQL {
  return prefix
    ? sql`(websearch_to_tsquery(${config}::regconfig, ${text}) || to_tsquery(${config}::regconfig, ${prefix}))`
    : sql`websearch_to_tsquery(${config}::regconfig, ${text})`;
}

/** The configurations searched: the site's languages, or those of them asked for. */
function searchedConfigs(request: TextSearchRequest, siteLanguages: readonly string[]): string[] {
  const asked = languageConfigs(request);
  return siteLanguages.filter((config) => !asked || asked.includes(config));
}

async function findMatches(
  db: Database,
  scope: TextSearchScope,
  request: TextSearchRequest,
  vocabulary: SiteVocabulary,
) {
  const text = request.text.trim();
  const prefix = prefixQueryText(text);
  const folded = foldForSearch(text);
  const configs = searchedConfigs(request, vocabulary.languages);
  if (configs.length === 0) return [];
  const useTypos = folded.length >= TYPO_MIN_LENGTH;
  const typoWords = typoWordsCondition(vocabulary, folded);
  const queries = configs.map((config) => ({ config, query: languageQuery(config, text, prefix) }));
  const query = sql`(CASE d.language ${sql.join(
    queries.map(({ config, query }) => sql`WHEN ${config} THEN ${query}`),
    sql` `,
  )} END)`;
  const ofSite = sql`d.site_key = ${scope.site.key}`;
  // One indexed scan per way to match; their union is what the site's documents match.
  const ways = [
    ...queries.map(
      ({ config, query }) =>
        sql`SELECT d.id FROM search_documents d
          WHERE ${ofSite} AND d.language = ${config} AND d.search_vector @@ ${query}`,
    ),
    ...(useTypos
      ? [
          sql`SELECT d.id FROM search_documents d WHERE ${ofSite} AND d.search_text %>> ${folded}
            AND strict_word_similarity(${folded}, d.search_text) >= ${TYPO_THRESHOLD}`,
        ]
      : []),
    ...(typoWords ? [sql`SELECT d.id FROM search_documents d WHERE ${ofSite} AND ${typoWords}`] : []),
  ];
  const similarity = useTypos
    ? sql`strict_word_similarity(${folded}, d.search_text)::float8`
    : sql`0::float8`;
  // The documents are a few megabytes, read from memory: with the default random_page_cost
  // (4, for spinning disks) the planner reads a site's every row rather than its index
  // entries, and computes trigram similarity for each. SET LOCAL lasts this transaction.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL random_page_cost = 1.1`);
    return rows<MatchRow>(
      tx as unknown as Database,
      sql`
    WITH matched AS (${sql.join(ways, sql` UNION `)})
    SELECT d.id, d.kind, d.title, d.url, d.published_at,
      d.search_vector @@ ${query} AS fts_match,
      ts_rank_cd('{0.1,0.2,0.4,1.0}', d.search_vector, ${query})::float8 AS rank,
      ${similarity} AS similarity
    FROM matched JOIN search_documents d ON d.id = matched.id
    WHERE d.language IN (${sql.join(
      configs.map((config) => sql`${config}`),
      sql`, `,
    )})
      ${scope.pathPrefix ? sql`AND starts_with(d.url, ${scope.pathPrefix})` : sql``}
    ORDER BY fts_match DESC, rank DESC, similarity DESC, d.id
    LIMIT ${MAX_MATCHES}`,
    );
  });
}

function categoryCounts(matches: readonly MatchRow[]): Record<TextSearchCategory, number> {
  const counts = Object.fromEntries(TEXT_SEARCH_CATEGORIES.map((category) => [category, 0])) as Record<
    TextSearchCategory,
    number
  >;
  for (const match of matches) {
    for (const category of TEXT_SEARCH_CATEGORIES) {
      if (CATEGORY_KINDS[category].includes(match.kind)) counts[category] += 1;
    }
  }
  return counts;
}

function timeOf(value: MatchRow['published_at']): number | null {
  if (value === null) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

function byRelevance(a: MatchRow, b: MatchRow): number {
  if (a.fts_match !== b.fts_match) return a.fts_match ? -1 : 1;
  return (
    b.rank - a.rank ||
    b.similarity - a.similarity ||
    a.title.localeCompare(b.title) ||
    a.id.localeCompare(b.id)
  );
}

function sortMatches(matches: MatchRow[], request: TextSearchRequest, locale: string): MatchRow[] {
  const collator = new Intl.Collator(locale === 'no' ? 'nb' : locale, { sensitivity: 'base', numeric: true });
  const sorted = [...matches];
  if (request.sortType === 'alpha') {
    sorted.sort((a, b) => collator.compare(a.title, b.title) || a.id.localeCompare(b.id));
  } else if (request.sortType === 'date') {
    sorted.sort((a, b) => {
      const [timeA, timeB] = [timeOf(a.published_at), timeOf(b.published_at)];
      if (timeA !== timeB) {
        if (timeA === null) return 1;
        if (timeB === null) return -1;
        return timeB - timeA;
      }
      return byRelevance(a, b);
    });
  } else {
    sorted.sort(byRelevance);
  }
  return sorted;
}

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/** A ts_headline result as the API's snippet: crop markers at cut ends, <em> around matches. */
export function formatSnippet(
  source: string,
  headline: string,
  cropMarker: string,
  cropped: boolean,
): string {
  const plain = collapse(headline.replaceAll(START, '').replaceAll(STOP, ''));
  const whole = collapse(source);
  const marked = collapse(headline)
    .replaceAll(START, HIGHLIGHT_TAGS.pre)
    .replaceAll(STOP, HIGHLIGHT_TAGS.post);
  if (!cropped || !plain) return marked;
  const cutStart = !whole.startsWith(plain);
  const cutEnd = !whole.endsWith(plain);
  return `${cutStart ? cropMarker : ''}${marked}${cutEnd ? cropMarker : ''}`;
}

async function snippets(db: Database, ids: string[], request: TextSearchRequest) {
  if (ids.length === 0) return new Map<string, SnippetRow>();
  const text = request.text.trim();
  const prefix = prefixQueryText(text);
  const tsquery = prefix
    ? sql`websearch_to_tsquery(d.language::regconfig, ${text}) || to_tsquery(d.language::regconfig, ${prefix})`
    : sql`websearch_to_tsquery(d.language::regconfig, ${text})`;
  const marks = `StartSel=${START}, StopSel=${STOP}`;
  const whole = `${marks}, HighlightAll=true`;
  const crop = `${marks}, MaxWords=${CROP_WORDS.max}, MinWords=${CROP_WORDS.min}, MaxFragments=1`;
  const options = (attribute: CroppableAttribute) =>
    request.attributesToCrop.includes(attribute) ? crop : whole;
  const result = await rows<SnippetRow>(
    db,
    sql`
    select d.id, d.title, d.summary, d.body,
      ts_headline(d.language::regconfig, d.title, q.query, ${options('title')}) as title_h,
      ts_headline(d.language::regconfig, d.summary, q.query, ${options('summary')}) as summary_h,
      ts_headline(d.language::regconfig, d.body, q.query, ${options('body')}) as body_h
    from search_documents d
    cross join lateral (select ${tsquery} as query) q
    where d.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(result.map((row) => [row.id, row]));
}

function isoOrNull(value: MatchRow['published_at']): string | null {
  const time = timeOf(value);
  return time === null ? null : new Date(time).toISOString();
}

/**
 * The answer to a request. Answers are remembered with the site's documents they were read
 * from (site-vocabulary.ts), so a repeated search is answered from memory until the
 * documents change, and never after.
 */
export async function searchText(
  db: Database,
  scope: TextSearchScope,
  request: TextSearchRequest,
): Promise<TextSearchResponse> {
  const vocabulary = await siteVocabulary(db, scope.site.key);
  return vocabulary.answer(JSON.stringify([scope.pathPrefix ?? null, request]), () =>
    answerText(db, scope, request, vocabulary),
  );
}

async function answerText(
  db: Database,
  scope: TextSearchScope,
  request: TextSearchRequest,
  vocabulary: SiteVocabulary,
): Promise<TextSearchResponse> {
  const matches = await findMatches(db, scope, request, vocabulary);
  const kinds = new Set(request.categories.flatMap((category) => CATEGORY_KINDS[category]));
  const inCategories = matches.filter((match) => kinds.has(match.kind));
  const page = sortMatches(inCategories, request, scope.site.locale).slice(
    request.skip,
    request.skip + request.take,
  );
  const formatted = await snippets(
    db,
    page.map((match) => match.id),
    request,
  );
  const cropped = (attribute: CroppableAttribute) => request.attributesToCrop.includes(attribute);
  const hits = page.map((match): TextSearchHit => {
    const row = formatted.get(match.id);
    const snippet = (attribute: CroppableAttribute) =>
      row ? formatSnippet(row[attribute], row[`${attribute}_h`], request.cropMarker, cropped(attribute)) : '';
    return {
      id: match.id,
      kind: match.kind,
      title: match.title,
      url: match.url,
      publishedAt: isoOrNull(match.published_at),
      _formatted: { title: snippet('title'), summary: snippet('summary'), body: snippet('body') },
    };
  });
  return {
    hits,
    estimatedTotalHits: inCategories.length,
    skip: request.skip,
    take: request.take,
    facetDistribution: { category: categoryCounts(matches) },
  };
}
