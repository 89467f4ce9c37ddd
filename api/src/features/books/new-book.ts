import { HttpError } from '../../lib/http-error';
import type { Point } from './location-blur';
import type { CreateBookBody } from './write-schemas';
import { bookFieldTexts } from './texts';
import { choicesOf } from './choice-fields';
import { normaliseIsbn } from './isbn';

// The rules of a new or edited book that JSON Schema does not express, with the field they concern.

export function fieldError(status: number, field: string, message: string): HttpError {
  return new HttpError(status, message, { [field]: message });
}

export function checkPrice(price: number): void {
  const cents = price * 100;
  if (Math.abs(cents - Math.round(cents)) > 1e-6) throw fieldError(400, 'price', bookFieldTexts.price.invalid);
}

export interface NewBook extends Omit<CreateBookBody, 'latitude' | 'longitude' | 'author' | 'isbn' | 'publication' | 'edition' | 'grade'> {
  author: string | null;
  /** ISBN-13 digits, or null. */
  isbn: string | null;
  publication: string | null;
  edition: number | null;
  grade: number | null;
  point: Point | undefined;
}

/** An optional text field: blank counts as absent (null). */
export function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** Rules across fields that JSON Schema does not express. */
export function normaliseNewBook(input: CreateBookBody): NewBook {
  checkPrice(input.price);
  const F = bookFieldTexts;
  const types = [input.is_school_book, input.is_college_book, input.is_bachlore_book].filter(Boolean).length;
  if (types > 1) throw fieldError(400, 'is_school_book', F.bookType.invalid);
  const grade = input.grade ?? null;
  if (grade !== null && !input.is_school_book) throw fieldError(400, 'grade', F.grade.onlySchool);
  const hasLat = input.latitude !== undefined && input.latitude !== null;
  const hasLon = input.longitude !== undefined && input.longitude !== null;
  if (hasLat !== hasLon) throw fieldError(400, hasLat ? 'longitude' : 'latitude', F.location.bothOrNone);
  const publication = input.publication?.trim() ?? '';
  return {
    name: input.name,
    ...choicesOf(input),
    description: input.description,
    price: input.price,
    book_image: input.book_image,
    is_school_book: input.is_school_book,
    is_college_book: input.is_college_book,
    is_bachlore_book: input.is_bachlore_book,
    author: optionalText(input.author),
    isbn: normaliseIsbn(input.isbn),
    publication: publication === '' ? null : publication,
    edition: input.edition ?? null,
    grade,
    point: hasLat && hasLon ? { latitude: input.latitude ?? 0, longitude: input.longitude ?? 0 } : undefined,
  };
}
