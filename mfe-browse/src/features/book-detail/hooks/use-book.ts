import useSWR from 'swr';
import { type BookDetail } from '@booknook/contract';
import { bookKey, errorStatus, isBookId } from '@booknook/platform';

/**
 * GET /books/{id}/, only called for an id there can be a book under (docs/product.md §7). A 404 means the caller may not
 * see this book; an address that cannot name a book is not found either, without asking.
 */
export function useBook(bookId: string | undefined) {
  const validId = isBookId(bookId);
  const { data, error, isLoading } = useSWR<BookDetail, unknown>(validId ? bookKey(bookId) : null);
  return { book: data, error: error, notFound: !validId || errorStatus(error) === 404, isLoading };
}
