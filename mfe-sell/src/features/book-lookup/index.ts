// What Sell's form uses of the lookup: the request, its answer's type and the cover offer.
export { isbnRefusal, lookupBook } from './api/lookup-book';
export type { BookLookup } from './api/isbn-api-types';
export { CoverOffer } from './components/cover-offer';
