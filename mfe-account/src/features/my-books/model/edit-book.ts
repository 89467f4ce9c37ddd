import type { Category, Condition } from '@booknook/contract';
import type { BookUpdate } from '../api/update-book';

/** What the edit form holds: the price as typed (an empty input is ''). */
export interface EditBookValues {
  name: string;
  /** '' is no author. */
  author: string;
  category: Category;
  price: number | '';
  condition: Condition;
}

/** docs/product.md §5: an empty price becomes 0. */
export function toUpdate(values: EditBookValues): BookUpdate {
  return {
    name: values.name.trim(),
    author: values.author.trim() || null,
    category: values.category,
    price: values.price === '' ? 0 : values.price,
    condition: values.condition,
  };
}

/** The fields that differ from the book as it is; empty when nothing changed (then no call is made). */
export function changedFields(original: BookUpdate, values: EditBookValues): Partial<BookUpdate> {
  const next = toUpdate(values);
  const changes: Partial<BookUpdate> = {};
  if (next.name !== original.name) changes.name = next.name;
  if ((next.author ?? null) !== (original.author ?? null)) changes.author = next.author;
  if (next.category !== original.category) changes.category = next.category;
  if (next.price !== original.price) changes.price = next.price;
  if (next.condition !== original.condition) changes.condition = next.condition;
  return changes;
}

/** The server sends a book back to review when its name, author or category changes (docs/architecture.md §4). */
export function sendsBackToReview(changes: Partial<BookUpdate>): boolean {
  return changes.name !== undefined || changes.author !== undefined || changes.category !== undefined;
}
