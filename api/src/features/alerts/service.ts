import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, SavedSearchBookType, SavedSearchesTable } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../texts';
import {
  SAVED_SEARCH_CHOICE_NAMES,
  earthPoint,
  isbnInSearchText,
  normaliseIsbn,
  savedSearchChoicesOf,
  searchWordsOf,
  bookQueryTexts,
} from '../books';
import type { SavedSearchBody, SavedSearchChange, SavedSearchItem } from './schemas';
import { savedSearchTexts } from './texts';
import { SAVED_SEARCH_LIMITS as L } from './limits';

const M = savedSearchTexts;
/** A point with no radius named: books within this many km. */
const DEFAULT_RADIUS_KM = 10;

function bookTypeOf(body: SavedSearchBody): SavedSearchBookType | null {
  if (body.is_school_book) return 'school';
  if (body.is_college_book) return 'college';
  if (body.is_bachlore_book) return 'bachelor';
  return null;
}

/** Browse's price rules: a range that can match, or Free only (price 0) with no range beside it. */
function priceOf(body: SavedSearchBody): { price_min: number | null; price_max: number | null; free: boolean } {
  const Q = bookQueryTexts;
  if (body.price_min !== undefined && body.price_max !== undefined && body.price_min > body.price_max) {
    throw new HttpError(400, Q.priceRange, { price_min: Q.priceRange });
  }
  if (body.free && body.price_min !== undefined && body.price_min > 0) {
    throw new HttpError(400, Q.freeWithPriceMin, { free: Q.freeWithPriceMin });
  }
  if (body.free) return { price_min: null, price_max: null, free: true };
  return { price_min: body.price_min ?? null, price_max: body.price_max ?? null, free: false };
}

const COLUMNS = [
  'id',
  'query',
  'isbn',
  ...SAVED_SEARCH_CHOICE_NAMES,
  'publication',
  'edition',
  'book_type',
  'grade',
  'price_min',
  'price_max',
  'free',
  'radius_m',
  'paused',
  'created_at',
] as const;

type Row = Pick<Selectable<SavedSearchesTable>, (typeof COLUMNS)[number]>;

function toItem(row: Row): SavedSearchItem {
  return {
    id: row.id,
    name: row.query,
    isbn: row.isbn,
    ...savedSearchChoicesOf(row),
    publication: row.publication,
    edition: row.edition,
    book_type: row.book_type,
    grade: row.grade,
    price_min: row.price_min,
    price_max: row.price_max,
    free: row.free,
    near: row.radius_m !== null,
    radius_km: row.radius_m === null ? null : row.radius_m / 1000,
    paused: row.paused,
    created_at: row.created_at,
  };
}

/** A member's wanted books (issue 25): saving, listing, pausing, changing the radius, deleting. */
export class SavedSearchesService {
  constructor(private readonly db: Kysely<DB>) {}

  async list(userId: number): Promise<SavedSearchItem[]> {
    const rows = await this.db.selectFrom('saved_searches').select(COLUMNS).where('user_id', '=', userId).orderBy('id', 'desc').execute();
    return rows.map(toItem);
  }

  /**
   * Save a search. It needs text or a filter (a search for everything would tell of every book);
   * at most L.perMember a member, counted under a lock on the member so that two at once cannot pass.
   */
  async create(userId: number, body: SavedSearchBody): Promise<SavedSearchItem> {
    const typed = body.name?.trim() ?? '';
    // Browse finds an edition by an ISBN typed as its search text: saved, it is the edition that is awaited.
    const isbnTyped = isbnInSearchText(typed);
    const isbn = normaliseIsbn(body.isbn) ?? isbnTyped ?? null;
    const query = isbnTyped === undefined ? typed : '';
    const words = searchWordsOf(query);
    const bookType = bookTypeOf(body);
    const publication = body.publication?.trim() || null;
    const price = priceOf(body);
    const choices = savedSearchChoicesOf(body);
    const filters = [isbn, ...Object.values(choices), publication, body.edition, bookType, body.grade, price.price_min, price.price_max];
    if (words.length === 0 && !price.free && filters.every((value) => value === undefined || value === null)) {
      throw new HttpError(400, M.nothingToSave, { name: M.nothingToSave });
    }
    const point =
      body.latitude !== undefined && body.longitude !== undefined ? { latitude: body.latitude, longitude: body.longitude } : undefined;
    const hasPoint = point !== undefined;
    if ((body.latitude === undefined) !== (body.longitude === undefined) || (body.radius_km !== undefined && !hasPoint)) {
      throw new HttpError(400, M.pointInvalid, { radius_km: M.pointInvalid });
    }
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
      const { count } = await trx
        .selectFrom('saved_searches')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (count >= L.perMember) throw new HttpError(400, M.tooMany(L.perMember), { saved_searches: M.tooMany(L.perMember) });
      const row = await trx
        .insertInto('saved_searches')
        .values({
          user_id: userId,
          query,
          words,
          isbn,
          ...choices,
          publication,
          edition: body.edition ?? null,
          book_type: bookType,
          grade: body.grade ?? null,
          ...price,
          location: point ? earthPoint(point) : null,
          radius_m: hasPoint ? Math.round((body.radius_km ?? DEFAULT_RADIUS_KM) * 1000) : null,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toItem(row);
    });
  }

  /** Pause or resume, or change the radius (of a search with a point); only the member's own (404 for anyone else's). */
  async update(userId: number, id: number, change: SavedSearchChange): Promise<SavedSearchItem> {
    if (change.paused === undefined && change.radius_km === undefined) throw new HttpError(400, M.nothingToChange);
    let update = this.db
      .updateTable('saved_searches')
      .set({
        ...(change.paused === undefined ? {} : { paused: change.paused }),
        ...(change.radius_km === undefined ? {} : { radius_m: Math.round(change.radius_km * 1000) }),
      })
      .where('id', '=', id)
      .where('user_id', '=', userId);
    if (change.radius_km !== undefined) update = update.where('location', 'is not', null);
    const row = await update.returning(COLUMNS).executeTakeFirst();
    if (row) return toItem(row);
    const mine = await this.db
      .selectFrom('saved_searches')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    throw mine ? new HttpError(400, M.pointInvalid, { radius_km: M.pointInvalid }) : new HttpError(404, messages.errors.notFound);
  }

  async remove(userId: number, id: number): Promise<void> {
    const deleted = await this.db.deleteFrom('saved_searches').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw new HttpError(404, messages.errors.notFound);
  }
}
