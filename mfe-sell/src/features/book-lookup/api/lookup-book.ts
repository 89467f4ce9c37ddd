import { errorStatus, http } from '@booknook/platform';
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
