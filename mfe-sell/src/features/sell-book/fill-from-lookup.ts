import { BOOK_CHOICES, type BookChoices } from '@booknook/contract';
import type { BookLookup } from '../book-lookup/api/isbn-api-types';
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

/** The form with the empty fields the lookup knows filled in, and which were. */
export function fillEmptyFields(values: SellBookValues, found: BookLookup): { values: SellBookValues; filled: FillableField[] } {
  const next = { ...values };
  const filled: FillableField[] = [];
  for (const field of FILLABLE_FIELDS) {
    const value = valueFrom(found, field);
    if (value === undefined || !isEmpty(values, field)) continue;
    Object.assign(next, { [field]: value });
    filled.push(field);
  }
  return { values: next, filled };
}
