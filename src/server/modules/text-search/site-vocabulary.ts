import { type SQL, sql } from 'drizzle-orm';
import type { TextSearchResponse } from '../../../shared/text-search/text-search-schemas';
import type { Database } from '../../db/client';
import { versionedCopy } from '../../db/versioned-copy';
import { allowedTypos, editDistance, typoTolerantWords } from './typo-words';

// The distinct words of a site's document titles and summaries, kept in memory per site and
// reloaded when search_documents changes (db/versioned-copy.ts): reading them from every
// document for each search cost more than the search. The same copy remembers recent answers
// of the site's text search, which are then as current as the words. Words are grouped by length, since a
// typo changes the length by at most the typos allowed, and the known words each typed word
// may stand for are remembered for the copy's life.

/** Splits the folded title + summary into words, in SQL (search_documents_words_idx indexes it). */
export const DOCUMENT_WORDS = sql`regexp_split_to_array(d.search_text, '[^[:alnum:]]+'::text)`;

const REMEMBERED_WORDS = 1000;
const REMEMBERED_ANSWERS = 500;

export class SiteVocabulary {
  private readonly byLength = new Map<number, string[]>();
  private readonly expansions = new Map<string, string[]>();
  private readonly answers = new Map<string, Promise<TextSearchResponse>>();

  /** `languages`: the text search configurations of the site's documents. */
  constructor(
    words: readonly string[],
    readonly languages: readonly string[],
  ) {
    for (const word of words) {
      const length = [...word].length;
      const list = this.byLength.get(length) ?? [];
      list.push(word);
      this.byLength.set(length, list);
    }
  }

  /**
   * The answer to a request (`key`) on these documents: remembered, or computed by `compute`
   * and remembered (least recently used forgotten first). A failed answer is not remembered.
   */
  answer(key: string, compute: () => Promise<TextSearchResponse>): Promise<TextSearchResponse> {
    const remembered = this.answers.get(key);
    if (remembered) {
      this.answers.delete(key);
      this.answers.set(key, remembered);
      return remembered;
    }
    const answer = compute();
    this.answers.set(key, answer);
    answer.catch(() => this.answers.delete(key));
    if (this.answers.size > REMEMBERED_ANSWERS) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    return answer;
  }

  /** The known words `typed` may stand for (itself included when known), by edit distance. */
  expansion(typed: string): string[] {
    const remembered = this.expansions.get(typed);
    if (remembered) return remembered;
    const typos = allowedTypos(typed);
    const length = [...typed].length;
    const found: string[] = [];
    for (let candidate = length - typos; candidate <= length + typos; candidate++) {
      for (const known of this.byLength.get(candidate) ?? []) {
        if (editDistance(typed, known, typos) <= typos) found.push(known);
      }
    }
    if (this.expansions.size >= REMEMBERED_WORDS) this.expansions.clear();
    this.expansions.set(typed, found);
    return found;
  }
}

async function rows<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const vocabularies = versionedCopy('documents', async (db, siteKey) => {
  const words = await rows<{ word: string }>(
    db,
    sql`SELECT DISTINCT w.word FROM search_documents d
      CROSS JOIN LATERAL unnest(${DOCUMENT_WORDS}) AS w(word)
      WHERE d.site_key = ${siteKey} AND w.word <> ''`,
  );
  const languages = await rows<{ language: string }>(
    db,
    sql`SELECT DISTINCT language FROM search_documents WHERE site_key = ${siteKey} ORDER BY language`,
  );
  return new SiteVocabulary(
    words.map((row) => row.word),
    languages.map((row) => row.language),
  );
});

export function siteVocabulary(db: Database, siteKey: string): Promise<SiteVocabulary> {
  return vocabularies.forKey(db, siteKey);
}

/**
 * The condition "every typed word of 4+ letters is in the document's title or summary, give or
 * take its typos", or undefined when some word is like nothing the site has.
 */
export function typoWordsCondition(vocabulary: SiteVocabulary, folded: string): SQL | undefined {
  const typed = typoTolerantWords(folded);
  if (typed.length === 0) return undefined;
  const expansions = typed.map((word) => vocabulary.expansion(word));
  if (expansions.some((words) => words.length === 0)) return undefined;
  // Each overlap can use search_documents_words_idx.
  const overlaps = expansions.map(
    (words) =>
      sql`${DOCUMENT_WORDS} && array[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]`,
  );
  return sql`(${sql.join(overlaps, sql` and `)})`;
}
