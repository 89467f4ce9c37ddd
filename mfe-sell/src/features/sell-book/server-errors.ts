import { errorFields } from '@booknook/platform';
import type { SellBookValues } from './sell-book-values';

/** A field of the form that can carry an error: the values, and the photos beside them. */
export type SellBookField = keyof SellBookValues | 'photos';

/** API field names (docs/product.md §7) → the form field that shows their error. */
const fieldOfApiName: Record<string, SellBookField> = {
  name: 'name',
  author: 'author',
  category: 'category',
  publication: 'publication',
  edition: 'edition',
  grade: 'grade',
  description: 'description',
  condition: 'condition',
  price: 'price',
  book_image: 'photos',
  images: 'photos',
  is_school_book: 'bookType',
  is_college_book: 'bookType',
  is_bachlore_book: 'bookType',
};

/**
 * Splits a failed POST /books/create/ body into errors the form can show beside its fields and the rest
 * (e.g. latitude), which belong in the banner.
 */
export function serverFieldErrors(error: unknown): { fields: Partial<Record<SellBookField, string>>; other: string[] } {
  const fields: Partial<Record<SellBookField, string>> = {};
  const other: string[] = [];
  for (const [apiName, message] of Object.entries(errorFields(error))) {
    const field = fieldOfApiName[apiName.replace(/^body[./]/, '')];
    if (field) fields[field] ??= message;
    else other.push(message);
  }
  return { fields, other };
}
