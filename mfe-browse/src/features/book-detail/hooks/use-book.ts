import useSWR from 'swr';
import { bookKey, errorStatus, type BookDetail } from '@booknook/shared-ui';

/** GET /books/{id}/, only called when there is an id (SPEC.md §7). A 404 means the caller may not see this book. */
export function useBook(bookId: string | undefined) {
  const { data, error, isLoading, isValidating } = useSWR<BookDetail, unknown>(bookId ? bookKey(bookId) : null);
  return { book: data, error: error, notFound: errorStatus(error) === 404, isLoading, isValidating };
}
