import { errorDetail, errorFields, errorStatus, http } from '@booknook/platform';
import type { BookLookup } from './isbn-api-types';

/** What BookNook knows of an ISBN: a listing's details, or nothing (the API's 404). Other failures reject. */
export async function lookupBook(isbn13: string): Promise<BookLookup | null> {
  try {
    return (await http.get<BookLookup>('/books/lookup/', { params: { isbn: isbn13 } })).data;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

/**
 * The API's reason for refusing an ISBN (400: its check is stricter than the form's, e.g. registration ranges), to
 * show on the field; null for any other failure.
 */
export function isbnRefusal(error: unknown, fallback: string): string | null {
  if (errorStatus(error) !== 400) return null;
  return errorFields(error).isbn ?? errorDetail(error, fallback);
}
