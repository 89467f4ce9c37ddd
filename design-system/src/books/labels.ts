import type { BookChoiceName, BookChoices } from '@booknook/contract';

/**
 * How each of a book's choice fields and its values read to a person: the one place for them (every screen's select,
 * badge and description reads them here). A choice field the contract gains fails the type-check until it is here.
 */
export const choiceLabels: { [Name in BookChoiceName]: { label: string; values: Record<BookChoices[Name], string> } } = {
  category: {
    label: 'Category',
    values: {
      TEXTBOOK: 'Text Book',
      REFERENCE: 'Reference Book',
      GUIDEBOOK: 'Guide Book',
      SOLUTION: 'Solution',
      OTHER: 'Other',
    },
  },
  condition: {
    label: 'Condition',
    values: {
      'LIKE NEW': 'Like New',
      GOOD: 'Good',
      MODERATE: 'Moderate',
      POOR: 'Poor',
    },
  },
};

/** How `value` of the choice field `name` reads to a person. */
export function choiceLabel<Name extends BookChoiceName>(name: Name, value: BookChoices[Name]): string {
  const labels: Record<string, string> = choiceLabels[name].values;
  return labels[value] ?? value;
}

/** How the API's categories and conditions read to a person. */
export const categoryLabels = choiceLabels.category.values;
export const conditionLabels = choiceLabels.condition.values;
