import { bookChoicesOf, type BookChoices } from '@booknook/contract';
import type { CreateBookPayload } from './api/create-book';
import { isbn13Of } from '../isbn';
import { EDITION_FALLBACK, GRADE_FALLBACK, isSchoolBook, type SellBookValues } from './sell-book-values';

/** A validated form: every choice field chosen (the schema guarantees it). */
export type ValidSellBookValues = SellBookValues & BookChoices;

/** Where the seller is, when the location rules accepted a position. */
export interface SellerLocation {
  latitude: number;
  longitude: number;
}

const orFallback = (value: number | '', fallback: number) => (value === '' ? fallback : value);

/**
 * The POST /books/create/ body for a validated form (docs/product.md §5, §7): the photos' keys in order, the first the
 * cover (`book_image`); empty edition and grade fall back to 1; the price 0 only when given away; the type flags only
 * for a textbook, exactly one true when a type is chosen; the ISBN in its ISBN-13 form, when given; grade only for a school book; coordinates only when a
 * location was accepted.
 */
export function buildBookPayload(
  values: ValidSellBookValues,
  photoKeys: readonly string[],
  location: SellerLocation | null,
): CreateBookPayload {
  const [cover = ''] = photoKeys;
  const isTextbook = values.category === 'TEXTBOOK';
  const payload: CreateBookPayload = {
    name: values.name.trim(),
    // Blank is no author (the API stores null).
    author: values.author.trim() || null,
    ...bookChoicesOf(values),
    publication: values.publication.trim(),
    edition: orFallback(values.edition, EDITION_FALLBACK),
    is_school_book: isTextbook && values.bookType === 'school',
    is_college_book: isTextbook && values.bookType === 'college',
    is_bachlore_book: isTextbook && values.bookType === 'bachelor',
    description: values.description.trim(),
    price: values.giveAway ? 0 : orFallback(values.price, 0),
    book_image: cover,
    images: [...photoKeys],
  };
  // Only when given: an API without the field (before issue 40) still takes a book listed without one.
  const isbn = isbn13Of(values.isbn);
  if (isbn) payload.isbn = isbn;
  if (isSchoolBook(values)) payload.grade = orFallback(values.grade, GRADE_FALLBACK);
  if (location) {
    payload.latitude = location.latitude;
    payload.longitude = location.longitude;
  }
  return payload;
}
