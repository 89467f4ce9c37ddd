import type { Category, Condition } from '@booknook/contract';

/** The three kinds of textbook (docs/product.md §2); the radio is only shown when the category is TEXTBOOK. */
export const BOOK_TYPES = ['school', 'college', 'bachelor'] as const;
export type BookType = (typeof BOOK_TYPES)[number];

/** docs/product.md §9 and docs/architecture.md §4 limits. */
export const GRADE_MIN = 1;
export const GRADE_MAX = 10;
export const EDITION_MIN = 1;
export const EDITION_MAX = 999;
export const PRICE_MIN = 0;
export const PRICE_MAX = 99_999.99;
export const NAME_MAX = 100;
export const PUBLICATION_MAX = 255;
export const AUTHOR_MAX = 100;
export const DESCRIPTION_MAX = 5000;

/** docs/product.md §5: empty numeric inputs fall back to these (not the price: an empty price is not a donation). */
export const EDITION_FALLBACK = 1;
export const GRADE_FALLBACK = 1;

/** What the form holds (the photos are held beside it, by usePhotoUploads). Number inputs hold '' while empty. */
export interface SellBookValues {
  name: string;
  author: string;
  category: Category | '';
  bookType: BookType | '';
  grade: number | '';
  publication: string;
  edition: number | '';
  price: number | '';
  /** The seller chose "Give it away free": the price is 0 and shown as a donation. */
  giveAway: boolean;
  condition: Condition | '';
  description: string;
}

export const emptySellBookValues: SellBookValues = {
  name: '',
  author: '',
  category: '',
  bookType: '',
  grade: '',
  publication: '',
  edition: '',
  price: '',
  giveAway: false,
  condition: '',
  description: '',
};

/** The grade only matters for a school textbook; everywhere else it is disabled and ignored. */
export function isSchoolBook(values: Pick<SellBookValues, 'category' | 'bookType'>): boolean {
  return values.category === 'TEXTBOOK' && values.bookType === 'school';
}
