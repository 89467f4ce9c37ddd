import type { BookLookup } from '../features/book-lookup/api/isbn-api-types';

/** What GET /books/lookup/ answers for an edition BookNook has listed before (no cover offered). */
export const physicsLookup: BookLookup = {
  isbn: '9780306406157',
  name: 'Concepts of Physics',
  author: 'H. C. Verma',
  publication: 'Bharati Bhawan',
  edition: 2,
  category: 'TEXTBOOK',
  cover: null,
  source: 'booknook',
};
