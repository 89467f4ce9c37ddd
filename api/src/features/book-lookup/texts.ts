// What the ISBN look-up tells people.

export const bookLookupTexts = {
  notFound: (isbn: string) => `Nothing is known of the ISBN ${isbn} yet: fill in the book's details yourself.`,
  isbnRequired: 'Send the ISBN to look up: isbn=…',
} as const;
