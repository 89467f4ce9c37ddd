import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { DB } from '../../db/schema';
import { ModerationQueries } from '../moderation';
import type { RecentWriters } from '../../lib/read-your-writes';
import type { ImageService } from '../uploads';
import { BookReads } from './book-reads';
import { BookRows } from './book-rows';
import { BrowseCache } from './browse-cache';
import { BrowseService } from './browse-service';
import { OwnBooksService } from './own-books-service';
import { sellerPoint } from './seller-point';

/**
 * The services that read and write books, built once per app (app.ts) around one browse cache:
 * every write through them (a member's, a moderator's) clears the cache Browse reads.
 */
export interface BookServices {
  rows: BookRows;
  browse: BrowseService;
  own: OwnBooksService;
  moderation: ModerationQueries;
  /** Browse's short-lived answers and counts; writers outside this slice (moderation) clear it too. */
  listings: BrowseCache;
  /** Where a new listing's point goes (the demo seed places its books with it too). */
  sellerPoint: typeof sellerPoint;
}

export function createBookServices(options: {
  db: Kysely<DB>;
  /** Database.read: the replicas when configured. */
  read: Kysely<DB>;
  /** Members whose reads stay on the primary for a moment after a write. */
  writers: RecentWriters;
  databaseKind: DatabaseKind;
  images: ImageService;
  browseCacheMs: number;
  uploadMarginHours: number;
}): BookServices {
  const { db, images } = options;
  const rows = new BookRows(db, images.storage);
  const replicaRows = options.read === db ? rows : new BookRows(options.read, images.storage);
  const listings = new BrowseCache(options.browseCacheMs);
  return {
    rows,
    listings,
    browse: new BrowseService(options.read, new BookReads(rows, replicaRows, options.writers), listings, options.databaseKind),
    own: new OwnBooksService(db, rows, images, listings, options.uploadMarginHours),
    moderation: new ModerationQueries(db, rows),
    sellerPoint,
  };
}
