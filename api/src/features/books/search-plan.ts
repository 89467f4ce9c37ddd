import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { DB } from '../../db/schema';
import { TtlCache } from './browse-cache';
import { allowedTypos, codePoints, editDistance, searchWordsOf, SIMILARITY_THRESHOLD, WHOLE_WORD } from './search-words';

// What a visitor typed, as full-text queries: the strict one, then (only when it finds too little)
// the typo-tolerant and any-word ones. The known words come from `search_words`.

/** Known words looked at per typed word (nearest by trigram similarity) before edit distances are checked. */
const SPELLING_CANDIDATES = 12;
/**
 * A word still being typed (the last one) matches the known words it begins, as exact words, when
 * there are at most this many; a shorter, commoner start stays a prefix query (word:*).
 */
const COMPLETIONS_PER_WORD = 16;
/** Spellings within the allowed edits kept per word. */
const SPELLINGS_PER_WORD = 4;
const SPELLING_CACHE_MS = 60_000;
const SPELLING_CACHE_SIZE = 1000;

/**
 * The full-text queries of one search, from the strictest to the widest. Browse takes the first
 * that finds enough books, and ranks with `exact` and `prefix` so that exact words come first.
 */
export interface SearchPlan {
  words: string[];
  /** The last word (from 2 letters: it may still be being typed) as it is or as the words it begins. */
  lastWord: string;
  /** Every word as typed; the last one also as the start of a word. */
  strict: string;
  /** Ranking: the words as typed, any of them. */
  exact: string;
  /** Ranking: the words as prefixes, any of them. */
  prefix: string;
}

/** The wider queries, made only when the strict one finds too little (they need the known spellings). */
export interface WiderSearch {
  /** Every word, also as a spelling within its allowed typos; undefined when no such spelling is known. */
  tolerant: string | undefined;
  /** Any of the words (with their spellings): when too few books have them all. Undefined for one word. */
  anyWord: string | undefined;
  /** Ranking when not every word matched: each word (with its spellings) alone, to count the words a book has. */
  perWord: string[];
}

/** Turns typed text into SearchPlan and WiderSearch, keeping what it learnt of known words for a minute. */
export class SearchPlanner {
  /**
   * Spellings found for recent searches: derived data (a new word becomes a suggestion within a
   * minute), kept so that a popular search costs one query, not two.
   */
  private readonly spellingCache = new TtlCache<Promise<Map<string, string[]>>>(SPELLING_CACHE_MS, SPELLING_CACHE_SIZE);
  /** The known words a typed word begins (asBeginning), kept like the spellings. */
  private readonly completionCache = new TtlCache<Promise<string>>(SPELLING_CACHE_MS, SPELLING_CACHE_SIZE);

  /**
   * How a known word is matched to a typed one. On PostgreSQL, pg_trgm's % operator (trigram
   * index); PGlite hangs on that operator, so there the same similarity is computed row by row,
   * which suits the small embedded installation.
   */
  private readonly similarWord;

  constructor(
    private readonly db: Kysely<DB>,
    databaseKind: DatabaseKind,
  ) {
    this.similarWord = databaseKind === 'pglite' ? sql`similarity(sw.word, q.word) >= ${SIMILARITY_THRESHOLD}` : sql`sw.word % q.word`;
  }

  /**
   * What a visitor typed, as its strictest full-text query: every word as typed, the last also as
   * the known words it begins (a word still being typed). Most searches end here.
   */
  async plan(text: string): Promise<SearchPlan | undefined> {
    const words = searchWordsOf(text);
    const last = words.at(-1);
    if (last === undefined) return undefined;
    const lastWord = codePoints(last).length >= 2 ? await this.asBeginning(last) : last;
    const typed = (word: string, index: number) => (index === words.length - 1 ? lastWord : word);
    return {
      words,
      lastWord,
      strict: words.map(typed).join(' & '),
      exact: words.join(' | '),
      prefix: words.map((word) => `${word}:*`).join(' | '),
    };
  }

  /**
   * A word that may still be being typed, as a query: itself or a known word it begins. Listed as
   * exact words when they are few (the planner knows how common each is: a misspelt word that
   * begins nothing is found rare and read through the index), else as a prefix (word:*).
   */
  private asBeginning(word: string): Promise<string> {
    return this.completionCache.getOrCompute(word, async () => {
      const known = await sql<{ word: string }>`
        SELECT word FROM search_words WHERE word LIKE ${`${word}%`} AND word <> ${word}
        ORDER BY word LIMIT ${COMPLETIONS_PER_WORD + 1}`.execute(this.db);
      const completions = known.rows.map((row) => row.word).filter((completion) => WHOLE_WORD.test(completion));
      if (known.rows.length > COMPLETIONS_PER_WORD) return `(${word} | ${word}:*)`;
      return completions.length === 0 ? word : `(${[word, ...completions].join(' | ')})`;
    });
  }

  /**
   * The wider queries of a search that found too little: each word also as the known words within
   * its allowed typos (trigram index on search_words finds candidates, the edit distance decides),
   * so that "chemstry" finds "chemistry" and "chemistry" never finds "alchemist"; then any word.
   */
  async widen(plan: SearchPlan): Promise<WiderSearch> {
    const { words } = plan;
    const spellings = await this.spellingCache.getOrCompute(words.join(' '), () => this.spellingsOf(words));
    const parts = words.map((word, index) => {
      const typed = index === words.length - 1 ? plan.lastWord : word;
      const typos = spellings.get(word) ?? [];
      return { typed, withTypos: typos.length === 0 ? typed : `(${[typed, ...typos].join(' | ')})` };
    });
    const withTypos = parts.map((part) => part.withTypos);
    return {
      tolerant: parts.some((part) => part.withTypos !== part.typed) ? withTypos.join(' & ') : undefined,
      anyWord: words.length > 1 ? withTypos.join(' | ') : undefined,
      perWord: withTypos,
    };
  }

  /** For each word, the known words (other than itself) within its allowed typos, nearest first. */
  private async spellingsOf(words: string[]): Promise<Map<string, string[]>> {
    const tolerant = words.filter((word) => allowedTypos(word) > 0);
    const result = new Map<string, string[]>();
    if (tolerant.length === 0) return result;
    const similar = await sql<{ query_word: string; word: string }>`
      SELECT q.word AS query_word, s.word
      FROM unnest(${tolerant}::text[]) AS q(word)
      CROSS JOIN LATERAL (
        SELECT sw.word FROM search_words sw
        WHERE ${this.similarWord}
        ORDER BY similarity(sw.word, q.word) DESC, sw.word
        LIMIT ${SPELLING_CANDIDATES}
      ) AS s`.execute(this.db);
    for (const word of tolerant) {
      const allowed = allowedTypos(word);
      const near = similar.rows
        .filter((row) => row.query_word === word && row.word !== word && WHOLE_WORD.test(row.word))
        .map((row) => ({ word: row.word, distance: editDistance(word, row.word) }))
        .filter((candidate) => candidate.distance <= allowed)
        .sort((a, b) => a.distance - b.distance || a.word.localeCompare(b.word))
        .slice(0, SPELLINGS_PER_WORD)
        .map((candidate) => candidate.word);
      result.set(word, near);
    }
    return result;
  }
}
