// What the alerts feature tells people about their wanted books (saved searches).

import { localized } from '../../lib/language';
import { savedSearchTextsNe } from './texts.ne';

const savedSearchTextsEnglish = {
  saved: 'Saved. We will tell you when a book like this is listed.',
  updated: 'Saved search updated.',
  deleted: 'Saved search deleted.',
  nothingToSave: 'Type what you are looking for, or choose at least one filter, before saving the search.',
  tooMany: (max: number) => `You have ${max} saved searches, the most there can be. Delete one to save another.`,
  radiusInvalid: (maxKm: number) => `The distance must be from 0.1 to ${maxKm} km.`,
  pointInvalid: 'Send both latitude and longitude with radius_km, or none of them.',
  nothingToChange: 'Send paused or radius_km.',
  fieldInvalid: 'This value is not one Browse offers.',
} as const;

export type SavedSearchTexts = typeof savedSearchTextsEnglish;

export const savedSearchTexts = localized(savedSearchTextsEnglish, { ne: savedSearchTextsNe });
