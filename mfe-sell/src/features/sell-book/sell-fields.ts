import type { CreateBookPayload } from './api/create-book';
import type { SellBookValues } from './sell-book-values';

/** A field of the form that can carry an error: the values, and the photos beside them. */
export type SellBookField = keyof SellBookValues | 'photos';

/** Body fields of POST /books/create/ that no form field shows: the seller's position, whose errors go in the banner. */
type BannerApiField = 'latitude' | 'longitude';

/**
 * The form's fields in the order they are on screen (the first with an error takes focus after a submit), each with
 * the POST /books/create/ body fields whose errors it shows. The one list of both facts: a value the form gains, or a
 * body field the contract gains, fails the type-check until it has its place here.
 */
export const SELL_FIELDS = {
  photos: ['book_image', 'images'],
  isbn: ['isbn'],
  name: ['name'],
  author: ['author'],
  category: ['category'],
  condition: ['condition'],
  bookType: ['is_school_book', 'is_college_book', 'is_bachlore_book'],
  grade: ['grade'],
  edition: ['edition'],
  publication: ['publication'],
  price: ['price'],
  giveAway: [],
  description: ['description'],
} as const satisfies Record<SellBookField, readonly (keyof CreateBookPayload)[]>;

type ShownApiField = (typeof SELL_FIELDS)[SellBookField][number];
// Every body field is shown beside a form field or, for the position, in the banner.
true satisfies Exclude<keyof CreateBookPayload, ShownApiField | BannerApiField> extends never ? true : false;

/** The form's fields in the order they are on screen. */
export const FIELD_ORDER = Object.keys(SELL_FIELDS) as SellBookField[];

/** API body field → the form field that shows its error. */
export const fieldOfApiName: ReadonlyMap<string, SellBookField> = new Map(
  FIELD_ORDER.flatMap((field) => SELL_FIELDS[field].map((apiName) => [apiName, field] as const)),
);
