import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import type { Storage } from '../../storage/storage';
import { imageRecordColumn, withImageUrls, type ImageRecord } from '../uploads';
import { bookPhotos, bookPhotosColumn, type BookPhotoRow } from './book-photos';
import { BOOK_CHOICE_COLUMNS } from './choice-fields';
import type { Point } from './location-blur';

// What every reader of books shares (browse, a member's own books, bookmarks, reports, moderation):
// who may see which book, the columns of a list item and of a detail, and how a row becomes the
// contract's item. One definition, so a listing looks the same wherever it is read.

/** Who is asking: the member (or null for a guest) decides is_bookmarked and what is visible. */
export type Viewer = Pick<SessionUser, 'id' | 'is_moderator'> | null;

export interface ListResult<T> {
  items: T[];
  count: number;
}

/** Browse's answer: `count` only when asked for (with_count), `has_more` always. */
export interface BrowseResult<T> {
  items: T[];
  count?: number;
  has_more: boolean;
}

interface DetailExtras {
  owner_first_name: string;
  owner_last_name: string;
  owner_location: string;
  user_id: number;
  username: string;
  photos: BookPhotoRow[] | null;
}

/** LISTED's text, for the columns defined before it. */
const LISTED_SQL =
  '(b.is_reviewed AND b.is_accepted AND NOT b.is_disabled AND NOT b.is_sold AND NOT b.is_expired AND NOT b.is_owner_suspended)';

/** A book's status as lists and its page answer it: reserved is listed, held for one conversation's buyer (issue 37). */
export const LISTING_STATUSES = ['available', 'reserved', 'sold', 'unlisted'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** What a list of books shows of each (books `b` joined with their owners `u`): Browse and Bookmarks alike. */
export const LIST_ITEM_COLUMNS = [
  'b.id',
  'b.name',
  'b.book_image',
  ...BOOK_CHOICE_COLUMNS,
  'b.price',
  'b.author',
  'b.isbn',
  'b.publication',
  'b.edition',
  'b.is_school_book',
  'b.is_college_book',
  'b.is_bachlore_book',
  'b.grade',
  'b.is_sold',
  sql<ListingStatus>`(CASE WHEN b.is_sold THEN 'sold' WHEN NOT ${sql.raw(LISTED_SQL)} THEN 'unlisted'
    WHEN b.reserved_for_conversation_id IS NOT NULL THEN 'reserved' ELSE 'available' END)`.as('status'),
  'u.first_name as owner_first_name',
  'u.last_name as owner_last_name',
  'u.location as owner_location',
  imageRecordColumn().as('image'),
] as const;

/** Beyond a list item, what the owner (My Books) and moderators (the detail) see: review state, expiry and text. */
export const REVIEW_STATE_COLUMNS = [
  'b.is_reviewed',
  'b.is_accepted',
  'b.is_rejected',
  'b.is_disabled',
  'b.is_expired',
  'b.expires_at',
  'b.description',
  'b.date_created',
  'b.rejection_reason',
] as const;

/**
 * Listed (as `b`): offered in Browse and the sitemap, and the books whose words are known to search
 * (search_words). The database says the same in book_is_listed() (migration 0014, for the triggers
 * that keep search_words; test/features/books/search-words.test.ts checks they agree) and in the partial indexes.
 */
export const LISTED = sql<SqlBool>`${sql.raw(LISTED_SQL)}`;
/**
 * Whether a book (as `b`) is shown to `member` where another member's book appears beside their own
 * things (the bell and its mail, conversations, their data export): always their own; another's only
 * while it is listed, as the public sees it. Waiting for review (an edit nobody has reviewed), sold,
 * ended, disabled or its owner suspended, it is "no longer available": no name, no cover.
 */
export function shownToMember(member: number | Expression<number>): RawBuilder<boolean> {
  return sql<boolean>`(b.user_id = ${member} OR ${LISTED})`;
}

/**
 * Visible to everyone (detail, bookmarks, contact): accepted and not disabled, sold or not, and not a suspended
 * member's (gone for everyone but moderators the moment the suspension is written: features/admin/suspensions.ts).
 */
const PUBLIC = sql<SqlBool>`(b.is_reviewed AND b.is_accepted AND NOT b.is_disabled AND NOT b.is_owner_suspended)`;

/**
 * The books (as `b`) that `viewer` may see: public ones to everyone, their own to members, all of
 * them to moderators (docs/architecture.md §4). The one definition for detail, bookmarks, reports and edits.
 */
export function visibleTo(viewer: Viewer): Expression<SqlBool> {
  if (viewer?.is_moderator === true) return sql<SqlBool>`true`;
  if (!viewer) return PUBLIC;
  return sql<SqlBool>`(${PUBLIC} OR b.user_id = ${viewer.id})`;
}

/** earthdistance's earth(): the radius its points and distances use, in metres. */
export const EARTH_RADIUS_M = 6378168;

/**
 * A point as earthdistance's cube, what ll_to_earth() computes, but here: ll_to_earth and earth()
 * are SQL functions PostgreSQL inlines while planning, every time (a third of a browse's planning).
 */
export function earthPoint(point: Point) {
  const [x, y, z] = earthCoordinates(point);
  return sql<string>`cube(ARRAY[${x}, ${y}, ${z}]::float8[])`;
}

/** A point's x, y, z in earthdistance's cube (metres from the earth's centre). */
export function earthCoordinates(point: Point): [number, number, number] {
  const latitude = (point.latitude * Math.PI) / 180;
  const longitude = (point.longitude * Math.PI) / 180;
  return [
    EARTH_RADIUS_M * Math.cos(latitude) * Math.cos(longitude),
    EARTH_RADIUS_M * Math.cos(latitude) * Math.sin(longitude),
    EARTH_RADIUS_M * Math.sin(latitude),
  ];
}

/**
 * The shown (blurred) point of book `id` when everyone may see it and it has one: distances of other books may be
 * measured from it (a book page's "more copies nearby"); it never leaves the API.
 */
export async function shownPointOf(db: Kysely<DB>, id: number): Promise<Point | undefined> {
  const { rows } = await sql<Point>`
    SELECT latitude(b.location::earth) AS latitude, longitude(b.location::earth) AS longitude
    FROM books b WHERE b.id = ${id} AND b.location IS NOT NULL AND ${visibleTo(null)}`.execute(db);
  return rows[0];
}

/** Great-circle metres from the straight-line distance between two earth points (earth_distance()'s sec_to_gc). */
function greatCircleMetres(chord: number): number {
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.max(0, chord) / (2 * EARTH_RADIUS_M)));
}

export function formatDistance(metres: number | null): string {
  return metres === null ? 'None' : `${metres.toFixed(2)} m`;
}

/** Queries and row shapes of books, for the services that read them. */
export class BookRows {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: Storage,
  ) {}

  /** Columns of a list item; `from` is the point distances are measured from. */
  itemQuery(viewer: Viewer, from: Point | undefined) {
    const viewerId = viewer?.id ?? null;
    return this.db
      .selectFrom('books as b')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .select([
        ...LIST_ITEM_COLUMNS,
        viewerId === null
          ? // A guest has no bookmarks to speak of: null, so a client does not offer to remove one (issue 24).
            sql<boolean | null>`NULL::boolean`.as('is_bookmarked')
          : sql<boolean>`EXISTS (SELECT 1 FROM bookmarks bm WHERE bm.book_id = b.id AND bm.user_id = ${viewerId})`.as('is_bookmarked'),
        from ? sql<number | null>`cube_distance(b.location, ${earthPoint(from)})`.as('chord_m') : sql<null>`NULL::float8`.as('chord_m'),
      ]);
  }

  toItem<T extends { book_image: string; image: ImageRecord | null; chord_m: number | null }>(row: T) {
    const { chord_m, ...rest } = row;
    return { ...withImageUrls(this.storage, rest), distance: formatDistance(chord_m === null ? null : greatCircleMetres(chord_m)) };
  }

  /** Detail columns (item + review state + owner); a moderator's list adds the rejection reason and report count. */
  detailQuery(viewer: Viewer) {
    return this.itemQuery(viewer, undefined).select([
      'b.user_id',
      ...REVIEW_STATE_COLUMNS,
      'b.version',
      'u.username',
      sql<number>`(SELECT count(*) FROM reports r WHERE r.book_id = b.id)::int`.as('report_count'),
      bookPhotosColumn().as('photos'),
    ]);
  }

  toDetail<T extends Parameters<BookRows['toItem']>[0] & DetailExtras>(row: T) {
    const { user_id: _owner, username, ...book } = this.withPhotos(row);
    return {
      ...book,
      user: { first_name: row.owner_first_name, last_name: row.owner_last_name, username, location: row.owner_location },
    };
  }

  /** An item with its photos in order (`images`), from a row that selected bookPhotosColumn() as `photos`. */
  withPhotos<T extends Parameters<BookRows['toItem']>[0] & { photos: BookPhotoRow[] | null }>(row: T) {
    const { photos, ...item } = this.toItem(row);
    return { ...item, images: bookPhotos(this.storage, photos, { key: row.book_image, image: row.image }) };
  }

  /** Whether `viewer` may see book `id` (public, own, or moderator). */
  async isVisible(id: number, viewer: Viewer): Promise<{ visible: boolean; ownerId: number | undefined }> {
    const book = await this.db
      .selectFrom('books as b')
      .select(['b.user_id', sql<boolean>`${visibleTo(viewer)}`.as('visible')])
      .where('b.id', '=', id)
      .executeTakeFirst();
    if (!book) return { visible: false, ownerId: undefined };
    return { visible: book.visible, ownerId: book.user_id };
  }
}
