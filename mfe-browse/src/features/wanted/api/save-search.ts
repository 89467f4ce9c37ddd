import { BOOK_CHOICE_NAMES, type RequestBodyOf, type ResponseOf } from '@booknook/contract';
import { http } from '@booknook/platform';
import { toBooksQuery, type BrowseFilters } from '../../browse';

export type SavedSearchRequest = RequestBodyOf<'/saved-searches/', 'post'>;
export type SavedSearchAnswer = ResponseOf<'/saved-searches/', 'post', 201>;

/** A search worth saving: some text or a filter (a search for everything would tell of every book). */
export function isWorthSaving(filters: BrowseFilters): boolean {
  const { name, isbn, publication, edition, bookType, grade, priceMin, priceMax, free } = filters;
  return (
    Boolean(name || isbn || publication || free) ||
    BOOK_CHOICE_NAMES.some((choice) => filters[choice] !== undefined) ||
    edition !== undefined ||
    grade !== undefined ||
    priceMin !== undefined ||
    priceMax !== undefined ||
    (bookType ?? 'is_any') !== 'is_any'
  );
}

/** Browse's filters, the price range and Free only among them (and the buyer's position, if shared), as a saved search. */
export function savedSearchOf(filters: BrowseFilters, point?: { latitude: number; longitude: number }): SavedSearchRequest {
  // Fields left undefined are not sent (JSON has no undefined).
  const {
    limit: _limit,
    offset: _offset,
    ordering: _ordering,
    radius: _radius,
    with_count: _withCount,
    // Whether a book is reserved changes after it is listed: an alert tells of new books, reserved or not.
    hide_reserved: _hideReserved,
    ...query
  } = toBooksQuery(filters, 1, point);
  return query;
}

/** POST /saved-searches/: the API's answer says what was saved. */
export async function saveSearch(request: SavedSearchRequest): Promise<SavedSearchAnswer> {
  return (await http.post<SavedSearchAnswer>('/saved-searches/', request)).data;
}
