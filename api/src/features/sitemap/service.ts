import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { LISTED, TtlCache } from '../books';

/** Book URLs per sitemap file (the protocol allows 50,000; smaller files stay well under its 50 MB). */
export const BOOKS_PER_SITEMAP = 10_000;
/** How long the list of sitemap files is reused: crawlers read it now and then, and it scans the listed books. */
const INDEX_CACHE_MS = 10 * 60_000;

export interface SitemapBook {
  id: number;
  date_created: Date;
}

/**
 * The books a search engine may list: the ones everyone can see and that are still offered (sold books answer 410).
 * Files cover fixed ranges of ids, `books-N.xml` holding ids ((N-1)·S, N·S], so that each is one index range scan
 * and a file's address never changes as books come and go.
 */
export class SitemapService {
  private readonly files = new TtlCache<number[]>(INDEX_CACHE_MS, 1);

  constructor(private readonly db: Kysely<DB>) {}

  /** The numbers of the book files that have at least one book. */
  async bookFiles(): Promise<number[]> {
    const cached = this.files.get('all');
    if (cached) return cached;
    const rows = await sql<{ file: number }>`
      SELECT DISTINCT ((id - 1) / ${BOOKS_PER_SITEMAP})::int + 1 AS file
      FROM books AS b
      WHERE ${LISTED}
      ORDER BY file`.execute(this.db);
    const files = rows.rows.map((row) => row.file);
    this.files.set('all', files);
    return files;
  }

  /** The listed books of one file, by id. */
  async books(file: number): Promise<SitemapBook[]> {
    return this.db
      .selectFrom('books as b')
      .select(['b.id', 'b.date_created'])
      .where('b.id', '>', (file - 1) * BOOKS_PER_SITEMAP)
      .where('b.id', '<=', file * BOOKS_PER_SITEMAP)
      .where(LISTED)
      .orderBy('b.id')
      .execute();
  }
}
