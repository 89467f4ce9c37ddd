import type { QueryOf, RequestBodyOf, ResponseOf } from './contract';
import {
  pathsBooksCreatePostRequestBodyContentApplicationJsonCategoryValues,
  pathsBooksCreatePostRequestBodyContentApplicationJsonConditionValues,
  pathsBooksGetParametersQueryOrderingValues,
} from './schema.gen';

/**
 * The book contract as the API sends it (docs/product.md §4): every type here is named from the API's generated
 * schema (api/openapi.json → schema.gen.ts), never written by hand. Field spellings (is_bachlore_book) are the
 * contract's.
 */

/** A book as listed by GET /books/ and GET /books/current-users/. */
export type BookListItem = ResponseOf<'/books/', 'get'>['items'][number];

/** One stored size of a book's cover (`book_image_variants`): what `srcset` is built from. */
export type ImageVariant = BookListItem['book_image_variants'][number];

/** GET /books/{id}/ */
export type BookDetail = ResponseOf<'/books/{id}/', 'get'>;

/** The seller as a book page shows them to anyone: name and area. How to reach them is asked for separately, by members. */
export type BookOwner = BookDetail['user'];

/** Status flags the owner sees in My Books. */
export type BookStatusFlags = Pick<BookDetail, 'is_reviewed' | 'is_accepted' | 'is_rejected' | 'is_disabled'>;

/** Every list endpoint answers `{items, count}`. */
export interface ListResponse<T> {
  items: T[];
  count: number;
}

export type Category = BookListItem['category'];
export type Condition = BookListItem['condition'];

type CreateBody = RequestBodyOf<'/books/create/', 'post'>;

/** A book's choice fields: those of POST /books/create/'s body that take one of a list of values. */
export type BookChoiceName = {
  [Name in keyof CreateBody]-?: string extends NonNullable<CreateBody[Name]>
    ? never
    : NonNullable<CreateBody[Name]> extends string
      ? Name
      : never;
}[keyof CreateBody];
export type BookChoices = { [Name in BookChoiceName]: NonNullable<CreateBody[Name]> };

/**
 * Each choice field's values, in the API's order (generated). A choice field the API gains fails the type-check
 * until it is here; Sell, Browse, My Books, saved searches and the moderators' view take the fields from this.
 */
export const BOOK_CHOICES = {
  category: pathsBooksCreatePostRequestBodyContentApplicationJsonCategoryValues,
  condition: pathsBooksCreatePostRequestBodyContentApplicationJsonConditionValues,
} as const satisfies { [Name in BookChoiceName]: ReadonlyArray<BookChoices[Name]> };

/** The choice fields, in the order screens show them. */
export const BOOK_CHOICE_NAMES = Object.keys(BOOK_CHOICES) as BookChoiceName[];

/** The API's categories and conditions, in its order. */
export const CATEGORIES = BOOK_CHOICES.category;
export const CONDITIONS = BOOK_CHOICES.condition;

/** The choice fields of anything that has them (a book, a form's values), and nothing else. */
export function bookChoicesOf(source: BookChoices): BookChoices {
  return Object.fromEntries(BOOK_CHOICE_NAMES.map((name) => [name, source[name]])) as BookChoices;
}

/** Browse's orderings, as GET /books/ accepts them. */
export const BROWSE_ORDERINGS = pathsBooksGetParametersQueryOrderingValues;
export type BrowseOrdering = NonNullable<QueryOf<'/books/', 'get'>['ordering']>;
