// What Sell's form uses of the lookup: the request, its answer's type and the cover offer.
export { isbnRefusal, lookupBook } from './api/lookup-book';
export type { BookLookup } from './api/isbn-api-types';
export { CoverOffer, COVER_FILE_NAME } from './components/cover-offer';
