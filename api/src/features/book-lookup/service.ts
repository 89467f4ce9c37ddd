import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Storage } from '../../storage/storage';
import { normaliseIsbn, visibleTo } from '../books';
import { defaultImageUrl, type ImageRecord } from '../uploads';
import type { OpenLibraryCatalogue } from './open-library';
import type { Lookup } from './schemas';
import { bookLookupTexts } from './texts';

// What BookNook knows of an edition (issue 40): its most recent accepted listing (never one waiting for review or
// rejected: a seller's unreviewed text must not fill others' forms), else the external catalogue when one is set.

export class BookLookupService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: Storage,
    /** Undefined unless BOOK_LOOKUP_URL is set. */
    private readonly catalogue: OpenLibraryCatalogue | undefined,
  ) {}

  /** GET /books/lookup/?isbn=: 400 for a text that is no ISBN, 404 when nothing is known of it. */
  async lookup(text: string): Promise<Lookup> {
    const isbn = normaliseIsbn(text);
    if (isbn === null) throw new HttpError(400, bookLookupTexts.isbnRequired, { isbn: bookLookupTexts.isbnRequired });
    const listed = await this.fromListings(isbn);
    if (listed) return listed;
    const known = await this.catalogue?.find(isbn);
    if (!known) throw new HttpError(404, bookLookupTexts.notFound(isbn));
    return { isbn, ...known, category: null, cover: null, source: 'catalogue' };
  }

  /** The most recently accepted listing everyone may see (sold or not), with its cover. */
  private async fromListings(isbn: string): Promise<Lookup | undefined> {
    const row = await this.db
      .selectFrom('books as b')
      .select([
        'b.name',
        'b.author',
        'b.publication',
        'b.edition',
        'b.category',
        'b.book_image',
        sql<ImageRecord | null>`(SELECT json_build_object('width', i.image_width, 'height', i.image_height, 'widths', i.variant_widths)
          FROM uploads i WHERE i.key = b.book_image AND i.processed_at IS NOT NULL)`.as('image'),
      ])
      .where('b.isbn', '=', isbn)
      .where(visibleTo(null))
      .orderBy(sql`b.reviewed_at DESC NULLS LAST`)
      .orderBy('b.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    const { book_image: key, image, ...book } = row;
    const cover = image ? { key, url: defaultImageUrl(this.storage, key, image), width: image.width, height: image.height } : null;
    return { isbn, ...book, cover, source: 'booknook' };
  }
}
