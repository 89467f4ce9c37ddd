// What the ISBN look-up tells people.

import { localized } from '../../lib/language';
import { bookLookupTextsNe } from './texts.ne';

const bookLookupTextsEnglish = {
  notFound: (isbn: string) => `Nothing is known of the ISBN ${isbn} yet: fill in the book's details yourself.`,
  isbnRequired: 'Send the ISBN to look up: isbn=…',
} as const;

export type BookLookupTexts = typeof bookLookupTextsEnglish;

export const bookLookupTexts = localized(bookLookupTextsEnglish, { ne: bookLookupTextsNe });
