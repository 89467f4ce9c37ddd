// The books feature's front door: what other features may use of it.
export { LISTED, LISTING_STATUSES, LIST_ITEM_COLUMNS, earthPoint, formatDistance, shownToMember, visibleTo } from './book-rows';
export type { BookRows, ListResult, ListingStatus, Viewer } from './book-rows';
export { TtlCache } from './browse-cache';
export type { BrowseCache } from './browse-cache';
export { imageVariantsSchema } from './image-schemas';
export type { Point } from './location-blur';
export { bookDetailSchema, bookItemSchema, bookOwnerSchema, listSchema } from './schemas';
export type { BookItem, BrowseQuery } from './schemas';
export { allowedTypos, codePoints, editDistance, searchWordsOf } from './search-words';
export { isbnInSearchText, normaliseIsbn, printedIsbn } from './isbn';
export { sellerPoint } from './seller-point';
export { bookFieldTexts, bookQueryTexts } from './texts';
export {
  BOOK_CHOICE_COLUMNS,
  BOOK_CHOICE_NAMES,
  SAVED_SEARCH_CHOICE_NAMES,
  choiceMessages,
  choiceSavedSearchItemProperties,
  choiceSavedSearchProperties,
  savedSearchChoicesOf,
} from './choice-fields';
// Last: book-services reaches moderation, whose schemas read this index; everything above is defined by then.
export { createBookServices } from './book-services';
export type { BookServices } from './book-services';
