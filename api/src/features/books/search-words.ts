// How a search's text becomes words, and when a word matches another despite typos: one definition
// for Browse's search (browse-service.ts) and for matching wanted books (features/alerts).

/** Words of a search: letters and digits in any script (nothing that to_tsquery would parse as syntax). */
// Marks (\p{M}) too: Devanagari's vowel signs are part of a word.
export const SEARCH_WORD = /[\p{L}\p{M}\p{N}]+/gu;
export const WHOLE_WORD = /^[\p{L}\p{M}\p{N}]+$/u;
export const MAX_SEARCH_WORDS = 8;
/** pg_trgm's default similarity threshold, what % uses. */
export const SIMILARITY_THRESHOLD = 0.3;

/** A search's distinct words, lower case, in the order typed, at most MAX_SEARCH_WORDS. */
export function searchWordsOf(text: string): string[] {
  return [...new Set(text.toLowerCase().match(SEARCH_WORD)?.slice(0, MAX_SEARCH_WORDS) ?? [])];
}

/** A word's letters and marks, each counted once (a typo is one code point inserted, deleted, replaced or swapped). */
export function codePoints(word: string): string[] {
  return Array.from(word);
}

/** Typos a word may have and still match: none under 5 letters, one for 5–8, two from 9 (as Meilisearch and Typesense). */
export function allowedTypos(word: string): number {
  const length = codePoints(word).length;
  return length < 5 ? 0 : length < 9 ? 1 : 2;
}

/** Edits (insert, delete, substitute, swap two neighbours) between two words: optimal string alignment distance. */
export function editDistance(a: string, b: string): number {
  const x = codePoints(a);
  const y = codePoints(b);
  const width = y.length + 1;
  // One row after another in a flat array: d(i, j) is the distance between x[..i] and y[..j].
  const d = new Uint16Array((x.length + 1) * width);
  const at = (i: number, j: number) => d[i * width + j] ?? 0;
  for (let i = 0; i <= x.length; i += 1) d[i * width] = i;
  for (let j = 0; j <= y.length; j += 1) d[j] = j;
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * width + j] = best;
    }
  }
  return at(x.length, y.length);
}
