import useSWR from 'swr';
import type { BookDetail } from '@booknook/contract';
import {
  booksKey,
  freshness,
  hasSavedArea,
  SAVED_AREA_KEY,
  useSession,
  type BooksPage,
  type BooksQuery,
  type SavedArea,
} from '@booknook/platform';

/** "Nearby" for another copy of an edition (issue 40): within this many km. */
export const COPIES_NEARBY_KM = 10;

/**
 * The other listed copies of `book`'s edition nearby: how many and the cheapest price, from one small request made in
 * the browser after the page shows (never in its first paint). Nearby is within COPIES_NEARBY_KM of the member's
 * saved area, else (a guest, or a member without one) of the book's own shown point. Undefined while unknown, for a
 * book without ISBN, and when the API cannot say (a book listed without a place).
 */
export function useCopiesNearby(book: Pick<BookDetail, 'id' | 'isbn'>): { count: number; cheapest: number } | undefined {
  const { session } = useSession();
  const member = session.status === 'authenticated';
  const area = useSWR<SavedArea, unknown>(member && book.isbn ? SAVED_AREA_KEY : null);
  const areaKnown = !member || area.data !== undefined || area.error !== undefined;
  const around: Pick<BooksQuery, 'near' | 'near_book'> = member && hasSavedArea(area.data) ? { near: 'saved' } : { near_book: book.id };
  const query: BooksQuery = {
    isbn: book.isbn ?? undefined,
    exclude_id: book.id,
    ...around,
    radius: COPIES_NEARBY_KM,
    ordering: 'price',
    limit: 1,
  };
  const ready = book.isbn !== null && session.status !== 'loading' && areaKnown;
  const { data } = useSWR<BooksPage, unknown>(ready ? booksKey(query) : null, { dedupingInterval: freshness.browseMs });
  const cheapest = data?.items[0]?.price;
  return data?.count && cheapest !== undefined ? { count: data.count, cheapest } : undefined;
}
