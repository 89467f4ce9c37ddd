// Nepali of texts.ts. Unreviewed: written without a native speaker, until a reviewer confirms it (docs/i18n.md,
// "Who reviews Nepali") and changes this line.

import type { Translation } from '../../lib/language';
import type { BookLookupTexts } from './texts';

export const bookLookupTextsNe: Translation<BookLookupTexts> = {
  notFound: (isbn: string) => `ISBN ${isbn} बारे अझै केही थाहा छैन: किताबको विवरण आफैं भर्नुहोस्।`,
  isbnRequired: 'खोज्ने ISBN पठाउनुहोस्: isbn=…',
};
