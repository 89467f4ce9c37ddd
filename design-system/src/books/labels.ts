import type { Category, Condition } from '@booknook/contract';

/** How the API's categories and conditions read to a person. */
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
