import { BOOK_CHOICES, type BookChoices } from '@booknook/contract';
import type { BookLookup } from '../book-lookup';
import { emptySellBookValues, type SellBookValues } from './sell-book-values';

/** What an earlier listing of the same ISBN may fill (issue 40): what an edition shares, never a copy's own state. */
export const FILLABLE_FIELDS = ['name', 'author', 'publication', 'edition', 'category'] as const;
export type FillableField = (typeof FILLABLE_FIELDS)[number];

/** A lookup's value for a field, in the form's terms; undefined when it says nothing usable. */
function valueFrom(found: BookLookup, field: FillableField): string | number | undefined {
  switch (field) {
    case 'edition':
      return typeof found.edition === 'number' && Number.isInteger(found.edition) && found.edition >= 1 ? found.edition : undefined;
    case 'category':
      return BOOK_CHOICES.category.includes(found.category as BookChoices['category']) ? (found.category ?? undefined) : undefined;
    default: {
      const text = found[field];
      return typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined;
    }
  }
}

/** Whether the seller has left a field as it starts (only those are filled: nothing typed is lost). */
const isEmpty = (values: SellBookValues, field: FillableField) => {
  const value = values[field];
  return typeof value === 'string' ? value.trim() === '' : value === emptySellBookValues[field];
};

/** What the last lookup put in each field it filled. */
export type LookupFill = Partial<Record<FillableField, string | number>>;

/**
 * The form with the empty fields the lookup knows filled in, which were, and with what. A field still holding what
 * the previous lookup (another ISBN's) put there counts as empty: that book's details are replaced, or cleared when
 * this lookup knows none (`found` null: the ISBN is unknown). A field the seller changed since is kept.
 */
export function fillEmptyFields(
  values: SellBookValues,
  found: BookLookup | null,
  previous: LookupFill = {},
): { values: SellBookValues; filled: FillableField[]; fill: LookupFill } {
  const next = { ...values };
  const filled: FillableField[] = [];
  const fill: LookupFill = {};
  for (const field of FILLABLE_FIELDS) {
    const stale = previous[field] !== undefined && values[field] === previous[field];
    if (!stale && !isEmpty(values, field)) continue;
    const value = found ? valueFrom(found, field) : undefined;
    if (value === undefined) {
      if (stale) Object.assign(next, { [field]: emptySellBookValues[field] });
      continue;
    }
    Object.assign(next, { [field]: value });
    filled.push(field);
    fill[field] = value;
  }
  return { values: next, filled, fill };
}
