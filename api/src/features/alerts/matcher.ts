import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { BOOK_CHOICE_COLUMNS, LISTED, SAVED_SEARCH_CHOICE_NAMES, allowedTypos, codePoints, editDistance } from '../books';
import { SAVED_SEARCH_LIMITS } from './limits';

// Which saved searches a newly listed book answers (issue 25), by Browse's text rules: every word of
// the search is a word of the book (title, author, publication, description) as typed, or within the
// word's allowed typos, or (the last word, from 2 letters) the start of one; the search's filters
// hold (price range and Free only among them, and the ISBN: issue 40); the book lies within the search's radius; the book is not the searcher's own. Paused
// searches are not asked.
//
// It stays cheap as searches grow: the book's own words (and their beginnings, and the saved words
// within typos of them, found by their deletions: migration 0017) make the lookup list. A
// search can match only if every word of it is in that list, so the candidates are found by one word
// of each search, its key (the longest, migration 0017), through a B-tree; searches without words
// through their own small index, or, when they await an edition, through the ISBN's (migration 0032). Only candidates whose words are all in the list are checked word by word.

/** A word of the book shorter than this is not looked up for typos (a saved word within typos of it is at least 5 letters). */
const TYPO_LOOKUP_MIN = 4;
const MAX_BOOK_WORD = 40;

export interface WantedMatch {
  savedSearchId: number;
  userId: number;
  query: string;
  /** The edition the search awaits (13 digits), or null for any: a search without words is named by it (issue 40). */
  isbn: string | null;
  /** The search has a point (and radius): only then is the book "near" its member. */
  near: boolean;
}

interface Candidate {
  id: number;
  user_id: number;
  query: string;
  isbn: string | null;
  words: string[];
  near: boolean;
}

/** Whether the saved `words` all match the book's `lexemes` (the last one may be a beginning). */
export function wordsMatch(words: string[], lexemes: Set<string>, typoNeighbours: Map<string, Set<string>>): boolean {
  return words.every((word, index) => {
    if (lexemes.has(word)) return true;
    if (index === words.length - 1 && codePoints(word).length >= 2) {
      for (const lexeme of lexemes) if (lexeme.startsWith(word)) return true;
    }
    return typoNeighbours.get(word)?.size ? true : false;
  });
}

export class WantedMatcher {
  constructor(private readonly db: Kysely<DB>) {}

  /** The saved searches (one per member at most) that the listed book `bookId` answers; none if it is not listed. */
  async matchesFor(bookId: number): Promise<WantedMatch[]> {
    const book = await this.db
      .selectFrom('books as b')
      .select([
        'b.user_id',
        'b.isbn',
        ...BOOK_CHOICE_COLUMNS,
        'b.publication',
        'b.edition',
        'b.grade',
        'b.price',
        'b.is_school_book',
        'b.is_college_book',
        'b.is_bachlore_book',
        'b.location',
        sql<string[]>`tsvector_to_array(b.search_vector)`.as('lexemes'),
      ])
      .where('b.id', '=', bookId)
      .where(LISTED)
      .executeTakeFirst();
    if (!book) return [];
    const lexemes = new Set(book.lexemes.filter((word) => codePoints(word).length <= MAX_BOOK_WORD));
    const typos = await this.savedWordsWithinTypos([...lexemes]);
    const beginnings = new Set<string>();
    for (const lexeme of lexemes) {
      const points = codePoints(lexeme);
      for (let length = 2; length < points.length; length += 1) beginnings.add(points.slice(0, length).join(''));
    }
    const lookup = [...new Set([...lexemes, ...beginnings, ...typos.keys()])];
    const bookType = book.is_school_book ? 'school' : book.is_college_book ? 'college' : book.is_bachlore_book ? 'bachelor' : null;

    const filtersHold = sql<boolean>`
      ss.user_id <> ${book.user_id}
      AND (ss.isbn IS NULL OR ss.isbn = ${book.isbn})
      AND ${sql.join(
        SAVED_SEARCH_CHOICE_NAMES.map((name) => sql`(ss.${sql.ref(name)} IS NULL OR ss.${sql.ref(name)} = ${book[name]})`),
        sql` AND `,
      )}
      AND (ss.publication IS NULL OR ${book.publication ?? ''} ILIKE '%' || replace(replace(replace(ss.publication, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
      AND (ss.edition IS NULL OR ss.edition = ${book.edition})
      AND (ss.grade IS NULL OR ss.grade = ${book.grade})
      AND (ss.book_type IS NULL OR ss.book_type = ${bookType})
      AND (ss.price_min IS NULL OR ss.price_min <= ${book.price}::numeric)
      AND (ss.price_max IS NULL OR ss.price_max >= ${book.price}::numeric)
      AND (NOT ss.free OR ${book.price}::numeric = 0)
      AND (ss.location IS NULL OR (${book.location}::cube IS NOT NULL
        AND earth_box(${book.location}::cube, ${SAVED_SEARCH_LIMITS.radiusMaxKm * 1000}) @> ss.location
        AND earth_distance(ss.location, ${book.location}::cube) <= ss.radius_m))`;
    const candidates = await sql<Candidate>`
      SELECT ss.id::int AS id, ss.user_id::int AS user_id, ss.query, ss.isbn, ss.words, ss.location IS NOT NULL AS near FROM saved_searches ss
      WHERE NOT ss.paused AND ss.key_word = ANY (${lookup}::text[]) AND ss.words <@ ${lookup}::text[] AND ${filtersHold}
      UNION ALL
      SELECT ss.id::int, ss.user_id::int, ss.query, ss.isbn, ss.words, ss.location IS NOT NULL FROM saved_searches ss
      WHERE NOT ss.paused AND ss.key_word IS NULL AND ss.isbn IS NULL AND ${filtersHold}
      UNION ALL
      SELECT ss.id::int, ss.user_id::int, ss.query, ss.isbn, ss.words, ss.location IS NOT NULL FROM saved_searches ss
      WHERE NOT ss.paused AND ss.key_word IS NULL AND ss.isbn = ${book.isbn} AND ${filtersHold}
      ORDER BY id`.execute(this.db);

    const matches = new Map<number, WantedMatch>();
    for (const candidate of candidates.rows) {
      if (matches.has(candidate.user_id) || !wordsMatch(candidate.words, lexemes, typos)) continue;
      matches.set(candidate.user_id, {
        savedSearchId: candidate.id,
        userId: candidate.user_id,
        query: candidate.query,
        isbn: candidate.isbn,
        near: candidate.near,
      });
    }
    return [...matches.values()];
  }

  /** Saved words within their allowed typos of one of the book's words: saved word → the book's words it reaches. */
  private async savedWordsWithinTypos(lexemes: string[]): Promise<Map<string, Set<string>>> {
    const lexemesByDeletion = new Map<string, string[]>();
    for (const lexeme of lexemes) {
      const length = codePoints(lexeme).length;
      if (length < TYPO_LOOKUP_MIN) continue;
      // A saved word with two typos allowed has 9 letters or more: a book's word under 7 is one typo at most from it.
      for (const deletion of deletionsOf(lexeme, length < 7 ? 1 : 2)) {
        const reached = lexemesByDeletion.get(deletion) ?? [];
        reached.push(lexeme);
        lexemesByDeletion.set(deletion, reached);
      }
    }
    const near = new Map<string, Set<string>>();
    if (lexemesByDeletion.size === 0) return near;
    const rows = await this.db
      .selectFrom('saved_word_deletions')
      .select(['deletion', 'word'])
      .where('deletion', '=', sql<string>`ANY (${[...lexemesByDeletion.keys()]}::text[])`)
      .execute();
    for (const { deletion, word } of rows) {
      for (const lexeme of lexemesByDeletion.get(deletion) ?? []) {
        if (word === lexeme || editDistance(word, lexeme) > allowedTypos(word)) continue;
        const reached = near.get(word) ?? new Set<string>();
        reached.add(lexeme);
        near.set(word, reached);
      }
    }
    return near;
  }
}

/** `word` and every string made by deleting up to `depth` of its letters (migration 0017's word_deletions). */
export function deletionsOf(word: string, depth: number): Set<string> {
  let level = new Set([word]);
  const all = new Set(level);
  for (let round = 0; round < depth; round += 1) {
    const next = new Set<string>();
    for (const current of level) {
      const points = codePoints(current);
      for (let index = 0; index < points.length; index += 1) next.add([...points.slice(0, index), ...points.slice(index + 1)].join(''));
    }
    for (const deletion of next) all.add(deletion);
    level = next;
  }
  return all;
}
