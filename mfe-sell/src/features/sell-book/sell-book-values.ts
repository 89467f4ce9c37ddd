import { BOOK_CHOICE_NAMES, LIMITS, type BookChoiceName, type BookChoices } from '@booknook/contract';

/** The three kinds of textbook (docs/product.md §2); the radio is only shown when the category is TEXTBOOK. */
export const BOOK_TYPES = ['school', 'college', 'bachelor'] as const;
export type BookType = (typeof BOOK_TYPES)[number];

/** docs/product.md §9 limits, as the API states them in the generated contract. */
export const GRADE_MIN = LIMITS.book.gradeMin;
export const GRADE_MAX = LIMITS.book.gradeMax;
export const EDITION_MIN = 1;
export const EDITION_MAX = LIMITS.book.editionMax;
export const PRICE_MIN = 0;
export const PRICE_MAX = LIMITS.book.priceMax;
export const NAME_MAX = LIMITS.book.nameMax;
export const PUBLICATION_MAX = LIMITS.book.publicationMax;
export const AUTHOR_MAX = LIMITS.book.authorMax;
export const DESCRIPTION_MAX = LIMITS.book.descriptionMax;

/** docs/product.md §5: empty numeric inputs fall back to these (not the price: an empty price is not a donation). */
export const EDITION_FALLBACK = 1;
export const GRADE_FALLBACK = 1;

/** What the form holds (the photos are held beside it, by usePhotoUploads). Number inputs hold '' while empty. */
export type SellBookValues = {
  /** As typed or scanned (hyphens and all); sent in its ISBN-13 form. */
  isbn: string;
  name: string;
  author: string;
  bookType: BookType | '';
  grade: number | '';
  publication: string;
  edition: number | '';
  price: number | '';
  /** The seller chose "Give it away free": the price is 0 and shown as a donation. */
  giveAway: boolean;
  description: string;
} & SellChoiceValues;

/** A book's choice fields (category, condition…), each '' until chosen. */
export type SellChoiceValues = { [Name in BookChoiceName]: BookChoices[Name] | '' };

export const emptySellBookValues: SellBookValues = {
  isbn: '',
  name: '',
  author: '',
  ...(Object.fromEntries(BOOK_CHOICE_NAMES.map((name) => [name, ''])) as SellChoiceValues),
  bookType: '',
  grade: '',
  publication: '',
  edition: '',
  price: '',
  giveAway: false,
  description: '',
};

/** The grade only matters for a school textbook; everywhere else it is disabled and ignored. */
export function isSchoolBook(values: Pick<SellBookValues, 'category' | 'bookType'>): boolean {
  return values.category === 'TEXTBOOK' && values.bookType === 'school';
}

/**
 * "List another" (issue 40): a new form that keeps what a shelf of books shares, the condition and the book type (the
 * location is the page's, and stays), and clears the rest.
 */
export function shelfValues(values: SellBookValues): SellBookValues {
  return { ...emptySellBookValues, condition: values.condition, bookType: values.bookType };
}
