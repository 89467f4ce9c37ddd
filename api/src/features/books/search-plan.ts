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
  /** Listed books with each word of `strict` (the last one's alternatives summed). */
  partBooks: (number | undefined)[];
  /** How common `strict`'s words are: Browse walks the listed books in page order only for common ones. */
  frequency: WordFrequency;
}

/**
 * How many listed books have a query's rarest part (a word, or any of its alternatives: an upper
 * bound), how many parts must all match, and how many books are listed (the planner's estimate;
 * undefined before the table has statistics).
 */
export interface WordFrequency {
  /** Undefined when no word's books are known (search_words keeps words from 2 letters). */
  rarest: number | undefined;
  parts: number;
  listed: number | undefined;
}

/** The wider queries, made only when the strict one finds too little (they need the known spellings). */
export interface WiderSearch {
  /** Every word, also as a spelling within its allowed typos; undefined when no such spelling is known. */
  tolerant: string | undefined;
  /** Any of the words (with their spellings): when too few books have them all. Undefined for one word. */
  anyWord: string | undefined;
  /** Ranking when not every word matched: each word (with its spellings) alone, to count the words a book has. */
  perWord: string[];
  tolerantFrequency: WordFrequency;
  anyWordFrequency: WordFrequency;
}

/** What search_words knows of a search's words: listed books per word, and the known words the last one begins. */
interface KnownWords {
  books: Map<string, number>;
  /** The last word as a query: itself, `(word | completion…)`, or `(word | word:*)` when it begins many words. */
  lastWord: string;
  /** Listed books with the last word or a word it begins (with many, those looked at: a lower bound). */
  lastWordBooks: number | undefined;
  listed: number | undefined;
}

/** Turns typed text into SearchPlan and WiderSearch, keeping what it learnt of known words for a minute. */
export class SearchPlanner {
  /**
   * Spellings found for recent searches: derived data (a new word becomes a suggestion within a
   * minute), kept so that a popular search costs one query, not two.
   */
  private readonly spellingCache = new TtlCache<Promise<Map<string, { word: string; books: number }[]>>>(
    SPELLING_CACHE_MS,
    SPELLING_CACHE_SIZE,
  );
  /** What search_words knows of recent searches' words (knownWords), kept like the spellings. */
  private readonly knownWordsCache = new TtlCache<Promise<KnownWords>>(SPELLING_CACHE_MS, SPELLING_CACHE_SIZE);

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
    if (words.length === 0) return undefined;
    const known = await this.knownWordsCache.getOrCompute(words.join(' '), () => this.knownWords(words));
    const typed = (word: string, index: number) => (index === words.length - 1 ? known.lastWord : word);
    const partBooks = words.map((word, index) => (index === words.length - 1 ? known.lastWordBooks : booksWith(known, word)));
    return {
      words,
      lastWord: known.lastWord,
      strict: words.map(typed).join(' & '),
      exact: words.join(' | '),
      prefix: words.map((word) => `${word}:*`).join(' | '),
      partBooks,
      frequency: { rarest: rarestOf(partBooks), parts: words.length, listed: known.listed },
    };
  }

  /**
   * In one statement: the listed books with each word, the known words the last one begins (from 2
   * letters: it may still be being typed) and the number of listed books (the planner's estimate,
   * from the listed books' index). The last word is listed as exact words when they are few (the
   * page's planner knows how common each is), else as a prefix (word:*).
   */
  private async knownWords(words: string[]): Promise<KnownWords> {
    const last = words.at(-1) ?? '';
    const completes = codePoints(last).length >= 2;
    const rows = await sql<{ kind: 'word' | 'begun' | 'listed'; word: string | null; books: number }>`
      SELECT 'word' AS kind, word, books::float8 AS books FROM search_words WHERE word = ANY (${words}::text[])
      UNION ALL
      (SELECT 'begun', word, books FROM search_words
       WHERE ${completes} AND word LIKE ${`${last}%`} AND word <> ${last} ORDER BY word LIMIT ${COMPLETIONS_PER_WORD + 1})
      UNION ALL
      SELECT 'listed', NULL, reltuples::float8 FROM pg_class WHERE oid = 'books_listed_created_idx'::regclass`.execute(this.db);
    const books = new Map<string, number>();
    const begun: { word: string; books: number }[] = [];
    let listed: number | undefined;
    for (const row of rows.rows) {
      if (row.kind === 'listed') listed = row.books > 0 ? row.books : undefined;
      else if (row.kind === 'word' && row.word !== null) books.set(row.word, row.books);
      else if (row.word !== null) begun.push({ word: row.word, books: row.books });
    }
    const lastWordBooks = completes ? (books.get(last) ?? 0) + begun.reduce((sum, completion) => sum + completion.books, 0) : undefined;
    const completions = begun.map((row) => row.word).filter((completion) => WHOLE_WORD.test(completion));
    let lastWord = last;
    if (begun.length > COMPLETIONS_PER_WORD) lastWord = `(${last} | ${last}:*)`;
    else if (completions.length > 0) lastWord = `(${[last, ...completions].join(' | ')})`;
    return { books, lastWord, lastWordBooks, listed };
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
      const typedBooks = plan.partBooks[index];
      const books = typedBooks === undefined ? undefined : typedBooks + typos.reduce((sum, typo) => sum + typo.books, 0);
      const withTypos = typos.length === 0 ? typed : `(${[typed, ...typos.map((typo) => typo.word)].join(' | ')})`;
      return { typed, withTypos, books };
    });
    const withTypos = parts.map((part) => part.withTypos);
    const books = parts.map((part) => part.books);
    const { listed } = plan.frequency;
    return {
      tolerant: parts.some((part) => part.withTypos !== part.typed) ? withTypos.join(' & ') : undefined,
      anyWord: words.length > 1 ? withTypos.join(' | ') : undefined,
      perWord: withTypos,
      tolerantFrequency: { rarest: rarestOf(books), parts: parts.length, listed },
      anyWordFrequency: {
        rarest: books.some((part) => part === undefined) ? undefined : books.reduce<number>((sum, part) => sum + (part ?? 0), 0),
        parts: 1,
        listed,
      },
    };
  }

  /** For each word, the known words (other than itself) within its allowed typos, nearest first. */
  private async spellingsOf(words: string[]): Promise<Map<string, { word: string; books: number }[]>> {
    const tolerant = words.filter((word) => allowedTypos(word) > 0);
    const result = new Map<string, { word: string; books: number }[]>();
    if (tolerant.length === 0) return result;
    const similar = await sql<{ query_word: string; word: string; books: number }>`
      SELECT q.word AS query_word, s.word, s.books
      FROM unnest(${tolerant}::text[]) AS q(word)
      CROSS JOIN LATERAL (
        SELECT sw.word, sw.books FROM search_words sw
        WHERE ${this.similarWord}
        ORDER BY similarity(sw.word, q.word) DESC, sw.word
        LIMIT ${SPELLING_CANDIDATES}
      ) AS s`.execute(this.db);
    for (const word of tolerant) {
      const allowed = allowedTypos(word);
      const near = similar.rows
        .filter((row) => row.query_word === word && row.word !== word && WHOLE_WORD.test(row.word))
        .map((row) => ({ word: row.word, books: row.books, distance: editDistance(word, row.word) }))
        .filter((candidate) => candidate.distance <= allowed)
        .sort((a, b) => a.distance - b.distance || a.word.localeCompare(b.word))
        .slice(0, SPELLINGS_PER_WORD)
        .map(({ word: spelling, books }) => ({ word: spelling, books }));
      result.set(word, near);
    }
    return result;
  }
}

/** Listed books with `word`: undefined for a word shorter than search_words keeps (2 letters). */
function booksWith(known: KnownWords, word: string): number | undefined {
  return codePoints(word).length < 2 ? undefined : (known.books.get(word) ?? 0);
}

/** The fewest books of the parts whose books are known. */
function rarestOf(partBooks: (number | undefined)[]): number | undefined {
  const known = partBooks.filter((books): books is number => books !== undefined);
  return known.length === 0 ? undefined : Math.min(...known);
}
