import type { SelectHTMLAttributes } from 'react';
import { BOOK_CHOICES, type BookChoiceName } from '@booknook/contract';
import { choiceLabel } from './labels';

export interface ChoiceSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The book's choice field whose values it offers, in the API's order, with their labels. */
  field: BookChoiceName;
  /** A first option for no value: "Any" on a filter, or a disabled prompt on a form that needs a choice. */
  empty?: { label: string; disabled?: boolean };
}

/** A select of one of a book's choice fields: Sell, Browse's filters and My Books' edit all draw theirs with it. */
export function ChoiceSelect({ field, empty, ...select }: ChoiceSelectProps) {
  return (
    <select {...select}>
      {empty && (
        <option value="" disabled={empty.disabled}>
          {empty.label}
        </option>
      )}
      {BOOK_CHOICES[field].map((value) => (
        <option key={value} value={value}>
          {choiceLabel(field, value)}
        </option>
      ))}
    </select>
  );
}
