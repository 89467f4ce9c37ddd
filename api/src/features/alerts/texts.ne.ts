// Nepali of texts.ts. Unreviewed: written without a native speaker, until a reviewer confirms it (docs/i18n.md,
// "Who reviews Nepali") and changes this line.

import type { Translation } from '../../lib/language';
import { ne } from '../../texts/nepali';
import type { SavedSearchTexts } from './texts';

export const savedSearchTextsNe: Translation<SavedSearchTexts> = {
  saved: 'सुरक्षित भयो। यस्तो किताब सूचीमा आउँदा हामी तपाईंलाई खबर गर्नेछौं।',
  updated: 'सुरक्षित खोज अद्यावधिक भयो।',
  deleted: 'सुरक्षित खोज मेटाइयो।',
  nothingToSave: 'खोज सुरक्षित गर्नुअघि के खोज्दै हुनुहुन्छ लेख्नुहोस्, वा कम्तीमा एउटा फिल्टर रोज्नुहोस्।',
  tooMany: (max: number) => `तपाईंका ${ne(max)} वटा सुरक्षित खोज छन्, जति हुन सक्छन् त्यति नै। अर्को सुरक्षित गर्न एउटा मेटाउनुहोस्।`,
  radiusInvalid: (maxKm: number) => `दूरी ०.१ देखि ${ne(maxKm)} किलोमिटरसम्म हुनुपर्छ।`,
  pointInvalid: 'radius_km सँग latitude र longitude दुवै पठाउनुहोस्, वा कुनै पनि नपठाउनुहोस्।',
  nothingToChange: 'paused वा radius_km पठाउनुहोस्।',
  fieldInvalid: 'यो मान Browse ले दिने मानमध्ये होइन।',
};
