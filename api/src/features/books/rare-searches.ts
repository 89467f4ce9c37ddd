import { TtlCache } from './browse-cache';
import type { WordFrequency } from './search-plan';

/** How long a search found rare is gathered without a walk. */
const RARE_FOR_MS = 5 * 60_000;
const RARE_SEARCHES_KEPT = 5000;

/**
 * Word searches that found fewer books than they asked for in the whole table. search_words counts single words, not
 * pairs, so two common words that never go together ("economics grammar") look like a search to walk in page order,
 * and every such search walked thousands of books in vain before gathering (220 ms at 1,000,000 books). Remembered for
 * a few minutes per instance, the same words are gathered through the text index at once. The gathering is exact
 * whatever the table holds by then; only its speed depended on the search being rare, and a search that has become
 * common again is forgotten at its next page that finds enough.
 */
/** Words in any order are one search: `a & b` and `b & a` (the parts of a conjunction never contain ` & `). */
const keyOf = (tsquery: string) => tsquery.split(' & ').sort().join(' & ');

export class RareSearches {
  private readonly found = new TtlCache<number>(RARE_FOR_MS, RARE_SEARCHES_KEPT);

  /** The frequency to plan `tsquery` with: what it found when it was last found rare, else the words' own. */
  frequencyOf(tsquery: string, frequency: WordFrequency | undefined): WordFrequency | undefined {
    const found = this.found.get(keyOf(tsquery));
    return found === undefined || frequency === undefined ? frequency : { ...frequency, rarest: found, parts: 1 };
  }

  /**
   * After a first page read with no filter but the words: `found` of the `end` asked for. Fewer means the whole table
   * has only that many (a walk that finds too few is followed by the gathering of every match).
   */
  learn(tsquery: string, found: number, end: number): void {
    if (found < end) this.found.set(keyOf(tsquery), found);
    else this.found.delete(keyOf(tsquery));
  }
}
