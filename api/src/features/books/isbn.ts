import { parse } from 'isbn3';
import { HttpError } from '../../lib/http-error';
import { bookFieldTexts } from './texts';

// ISBNs (issue 40): what a client sends (ISBN-10 or ISBN-13, with or without hyphens or spaces) becomes the 13
// digits stored and compared. isbn3 knows the registration groups' ranges, so a number with a right check digit in
// no assigned range is refused too.

/** 10 or 13 characters of an ISBN once hyphens and spaces are taken out (an ISBN-10 may end in X). */
const ISBN_SHAPE = /^(?:\d{9}[\dX]|\d{13})$/;

function compact(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether the check digit of `digits` (compact, 10 or 13 long) is right: only the check digit can be said wrong. */
function checkDigitHolds(digits: string): boolean {
  if (digits.length === 10) {
    const sum = Array.from(digits, (char, index) => (char === 'X' ? 10 : Number(char)) * (10 - index)).reduce((a, b) => a + b, 0);
    return sum % 11 === 0;
  }
  const sum = Array.from(digits, (char, index) => Number(char) * (index % 2 === 0 ? 1 : 3)).reduce((a, b) => a + b, 0);
  return sum % 10 === 0;
}

/** The 13 digits of the ISBN `text`, or undefined when it is none (by shape, check digit or range). */
export function isbn13Of(text: string): string | undefined {
  const digits = compact(text);
  if (!ISBN_SHAPE.test(digits)) return undefined;
  return parse(digits)?.isbn13 ?? undefined;
}

/**
 * The stored form of a client's ISBN on `field`: null for none (null or blank), else its 13 digits; 400 naming the
 * ISBN and what is wrong with it otherwise.
 */
export function normaliseIsbn(text: string | null | undefined, field = 'isbn'): string | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const isbn = isbn13Of(text);
  if (isbn !== undefined) return isbn;
  const digits = compact(text);
  const T = bookFieldTexts.isbn;
  const shown = text.trim();
  const message = !ISBN_SHAPE.test(digits) ? T.shape(shown) : checkDigitHolds(digits) ? T.unknownRange(shown) : T.checkDigit(shown);
  throw new HttpError(400, message, { [field]: message });
}

/**
 * Search text that is an ISBN (10 or 13 digits, with or without hyphens or spaces, nothing else): its 13 digits.
 * Anything else, a number with a wrong check digit included, is searched as words.
 */
export function isbnInSearchText(text: string | undefined): string | undefined {
  if (text === undefined || !/^[\d\s-]+[\dXx]?$/.test(text.trim())) return undefined;
  return isbn13Of(text);
}

/** The stored ISBN `isbn13` as printed on a book, hyphenated by its registration ranges (978-0-306-40615-7). */
export function printedIsbn(isbn13: string): string {
  return parse(isbn13)?.isbn13h ?? isbn13;
}
