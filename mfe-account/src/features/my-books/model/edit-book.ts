import { BOOK_CHOICE_NAMES, bookChoicesOf, type BookChoices } from '@booknook/contract';
import type { BookUpdate } from '../api/update-book';

/** What the edit form holds: the price as typed (an empty input is ''). */
export type EditBookValues = {
  name: string;
  /** '' is no author. */
  author: string;
  price: number | '';
} & BookChoices;

/** docs/product.md §5: an empty price becomes 0. */
export function toUpdate(values: EditBookValues): BookUpdate {
  return {
    name: values.name.trim(),
    author: values.author.trim() || null,
    ...bookChoicesOf(values),
    price: values.price === '' ? 0 : values.price,
  };
}

/** The fields that differ from the book as it is; empty when nothing changed (then no call is made). */
export function changedFields(original: BookUpdate, values: EditBookValues): Partial<BookUpdate> {
  const next = toUpdate(values);
  const changes: Partial<BookUpdate> = {};
  if (next.name !== original.name) changes.name = next.name;
  if ((next.author ?? null) !== (original.author ?? null)) changes.author = next.author;
  if (next.price !== original.price) changes.price = next.price;
  const changedChoices = BOOK_CHOICE_NAMES.filter((name) => next[name] !== original[name]);
  return { ...changes, ...Object.fromEntries(changedChoices.map((name) => [name, next[name]])) };
}

/** The server sends a book back to review when its name, author or category changes (docs/architecture.md §4). */
export function sendsBackToReview(changes: Partial<BookUpdate>): boolean {
  return changes.name !== undefined || changes.author !== undefined || changes.category !== undefined;
}
