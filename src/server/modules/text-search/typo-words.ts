// Word-by-word typo tolerance (over the site's words: site-vocabulary.ts). The trigram
// similarity of the whole text (text-search-service) forgives a typo in a long word but not in a short one: "bostd" and "bostad" share 4 of 9
// trigrams (0.44), so one letter missing from a five-letter word found nothing. Here each typed
// word is compared with the words of the site's titles and summaries by edit distance, so one
// typo counts the same in a short word as in a long one. The allowance per word length follows
// Meilisearch's (whose response shape the API copies), from 4 letters instead of 5 as the
// trigram match already did.

const ONE_TYPO_FROM = 4;
const TWO_TYPOS_FROM = 9;
// Words are split as the folded search text is written: letters and digits.
const WORD = /[\p{L}\p{N}]+/gu;

/** How many typos a typed word may carry: none under 4 letters, one from 4, two from 9. */
export function allowedTypos(word: string): number {
  const length = [...word].length;
  if (length >= TWO_TYPOS_FROM) return 2;
  return length >= ONE_TYPO_FROM ? 1 : 0;
}

/** The typed words (already folded) that may carry a typo. */
export function typoTolerantWords(folded: string): string[] {
  const words = folded.match(WORD) ?? [];
  return [...new Set(words.filter((word) => allowedTypos(word) > 0))];
}

/**
 * Edit distance with adjacent transpositions counted as one edit (optimal string alignment),
 * so "bostda" is one typo from "bostad". Stops early and answers max + 1 once it is over max.
 */
export function editDistance(a: string, b: string, max: number): number {
  const left = [...a];
  const right = [...b];
  if (Math.abs(left.length - right.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2] + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[right.length];
}

/** For each typed word, the known words it may stand for (itself included when known). */
export function typoExpansions(typed: readonly string[], vocabulary: readonly string[]): string[][] {
  return typed.map((word) => {
    const typos = allowedTypos(word);
    return vocabulary.filter((known) => editDistance(word, known, typos) <= typos);
  });
}
