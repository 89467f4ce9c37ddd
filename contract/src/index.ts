// @booknook/contract: what the API and the apps agree on, generated from the API's route schemas (`npm run contract`).
// Compile time only: types, and literal values (enumerations, limits, live-event payloads) that each app compiles in. It is never a
// federation shared module, so a remote and the shell never disagree about it at run time; they disagree at type-check.
export type { ApiPath, QueryOf, RequestBodyOf, ResponseOf, StreamEventData, StreamEventName } from './contract';
export { LIMITS } from './limits.gen';
export { MODERATION_STATUS_VALUES, MY_BOOKS_FILTER_VALUES } from './contract';
export { RATING_REASONS, RATING_SCORES, type RatingReason, type RatingScore } from './deal';
export {
  BOOK_CHOICES,
  BOOK_CHOICE_NAMES,
  bookChoicesOf,
  CATEGORIES,
  CONDITIONS,
  type BookChoiceName,
  type BookChoices,
  BROWSE_ORDERINGS,
  type Category,
  type Condition,
  type BookListItem,
  type ImageVariant,
  type BookDetail,
  type BookOwner,
  type BookStatusFlags,
  type ListResponse,
  type BrowseOrdering,
} from './book';
