import type { RecentWriters } from '../../lib/read-your-writes';
import type { BookRows, Viewer } from './book-rows';

/**
 * Which server a read of books goes to. Browse and book pages tolerate a second of lag and go to
 * the read replicas (`replica`: Database.read); a member who has just written reads from the
 * primary, and so does every read of a member's own books (My Books, edits: own-books-service).
 * Without replicas both are the same rows on the primary.
 */
export class BookReads {
  constructor(
    readonly primary: BookRows,
    readonly replica: BookRows,
    private readonly writers: RecentWriters,
  ) {}

  /** Where `viewer`'s Browse and book pages are read from. */
  rowsFor(viewer: Viewer): BookRows {
    return viewer !== null && this.writers.wroteRecently(viewer.id) ? this.primary : this.replica;
  }

  /** Whether a read made on `rows` for `viewer` may be stale for them: a member's own book, or one not found. */
  mayBeStale(rows: BookRows, viewer: Viewer, ownerId: number | undefined): boolean {
    return rows !== this.primary && viewer !== null && (ownerId === undefined || ownerId === viewer.id);
  }
}
