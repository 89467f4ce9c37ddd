import type { Category, Condition } from '@booknook/shared-ui';

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

/** docs/product.md §5: empty numeric inputs fall back to these. */
export const EDITION_FALLBACK = 1;
export const GRADE_FALLBACK = 1;
export const PRICE_FALLBACK = 0;

/** What the form holds. Number inputs hold '' while empty; `book_image` is the uploaded key ('' until uploaded). */
export interface SellBookValues {
  book_image: string;
  name: string;
  author: string;
  category: Category | '';
  bookType: BookType | '';
  grade: number | '';
  publication: string;
  edition: number | '';
  price: number | '';
  condition: Condition | '';
  description: string;
}

export const emptySellBookValues: SellBookValues = {
  book_image: '',
  name: '',
  author: '',
  category: '',
  bookType: '',
  grade: '',
  publication: '',
  edition: '',
  price: '',
  condition: '',
  description: '',
};

/** The grade only matters for a school textbook; everywhere else it is disabled and ignored. */
export function isSchoolBook(values: Pick<SellBookValues, 'category' | 'bookType'>): boolean {
  return values.category === 'TEXTBOOK' && values.bookType === 'school';
}
