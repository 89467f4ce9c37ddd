// Our own ISBN check rather than isbn3: its ~97 KB of publisher range tables would ride on Sell's first load, and
// the form only needs the check digit and the ISBN-13 form (the API normalises again with isbn3).

/** What is wrong with a typed ISBN: not digits, the wrong length, a 13-digit number that is no book, a bad check digit. */
export type IsbnProblem = 'characters' | 'length' | 'prefix' | 'checkDigit';

export type IsbnReading = { isbn13: string } | { problem: IsbnProblem };

/** Hyphens and spaces are how ISBNs are printed; they carry nothing. */
const SEPARATORS = /[\s-]/g;

/** An ISBN-10's check character: the weighted sum 10·d1 + 9·d2 + … + 1·d10 is a multiple of 11 (X stands for 10). */
function isbn10CheckOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const char = digits.charAt(i);
    const value = char === 'X' ? 10 : Number(char);
    sum += value * (10 - i);
  }
  return sum % 11 === 0;
}

/** The EAN-13 check digit of the first twelve digits (weights 1, 3, 1, 3…). */
function ean13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/**
 * Reads an ISBN as a seller types or a scanner reads it: 10 or 13 digits, hyphens and spaces ignored, an ISBN-10's
 * last character may be X. A valid one comes back in its ISBN-13 form, the one BookNook stores.
 */
export function readIsbn(input: string): IsbnReading {
  const compact = input.replace(SEPARATORS, '').toUpperCase();
  // Only digits, and an X only as an ISBN-10's last character.
  if (!/^\d*X?$/.test(compact) || (compact.endsWith('X') && compact.length > 10)) return { problem: 'characters' };
  if (compact.length === 10) {
    if (!isbn10CheckOk(compact)) return { problem: 'checkDigit' };
    const first12 = `978${compact.slice(0, 9)}`;
    return { isbn13: first12 + ean13CheckDigit(first12) };
  }
  if (compact.length !== 13 || compact.endsWith('X')) return { problem: 'length' };
  if (!compact.startsWith('978') && !compact.startsWith('979')) return { problem: 'prefix' };
  if (ean13CheckDigit(compact.slice(0, 12)) !== compact[12]) return { problem: 'checkDigit' };
  return { isbn13: compact };
}

/** The ISBN-13 of a valid entry, else null. */
export function isbn13Of(input: string): string | null {
  const reading = readIsbn(input);
  return 'isbn13' in reading ? reading.isbn13 : null;
}

/**
 * Whether the entry is long enough to judge while the seller is still typing: a full ISBN-10 or ISBN-13 with a wrong
 * check digit (or characters no ISBN has) is said at once; a short one only once they leave the field.
 */
export function isbnProblemNow(input: string): IsbnProblem | null {
  const compact = input.replace(SEPARATORS, '');
  if (compact === '') return null;
  const reading = readIsbn(input);
  if ('isbn13' in reading) return null;
  if (reading.problem === 'characters' || compact.length === 10 || compact.length === 13) return reading.problem;
  return null;
}
