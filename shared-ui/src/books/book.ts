/** The book contract of DESIGN.md §4, as the API sends it. Field spellings (is_bachlore_book) are the contract's. */

export const CATEGORIES = ['TEXTBOOK', 'REFERENCE', 'GUIDEBOOK', 'SOLUTION', 'OTHER'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CONDITIONS = ['LIKE NEW', 'GOOD', 'MODERATE', 'POOR'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const categoryLabels: Record<Category, string> = {
  TEXTBOOK: 'Text Book',
  REFERENCE: 'Reference Book',
  GUIDEBOOK: 'Guide Book',
  SOLUTION: 'Solution',
  OTHER: 'Other',
};

export const conditionLabels: Record<Condition, string> = {
  'LIKE NEW': 'Like New',
  GOOD: 'Good',
  MODERATE: 'Moderate',
  POOR: 'Poor',
};

/** One stored size of a book's cover (`book_image_variants`): what `srcset` is built from. */
export interface ImageVariant {
  url: string;
  /** Pixels; the `w` descriptor of srcset. */
  width: number;
  height: number;
  type: 'image/webp' | 'image/jpeg';
}

/** A book as listed by GET /books/ and GET /books/current-users/. */
export interface BookListItem {
  id: number;
  name: string;
  /** URL of a JPEG variant about 480 px wide: the fallback `src`. */
  book_image: string;
  /** Every variant of the cover (WebP and JPEG, narrow to wide); empty while an old image is being processed. */
  book_image_variants: ImageVariant[];
  category: Category;
  condition: Condition;
  price: number;
  publication: string | null;
  edition: number | null;
  is_school_book: boolean;
  is_college_book: boolean;
  is_bachlore_book: boolean;
  grade: number | null;
  is_sold: boolean;
  is_bookmarked: boolean;
  /** Metres with an "m" suffix ("1523.40 m"), or "None" when either point is unknown. */
  distance: string;
  owner_first_name: string;
  owner_last_name: string;
  owner_location: string;
}

/** Status flags the owner sees in My Books. */
export interface BookStatusFlags {
  is_reviewed: boolean;
  is_accepted: boolean;
  is_rejected: boolean;
  is_disabled: boolean;
}

/** The seller as a book page shows them to anyone: name and area. How to reach them is asked for separately, by members. */
export interface BookOwner {
  first_name: string;
  last_name: string;
  username: string;
  /** The area the seller gave, as they wrote it. */
  location: string;
}

/** GET /books/{id}/ */
export interface BookDetail extends BookListItem, BookStatusFlags {
  description: string;
  date_created: string;
  user: BookOwner;
}

/** Every list endpoint answers `{items, count}`. */
export interface ListResponse<T> {
  items: T[];
  count: number;
}
