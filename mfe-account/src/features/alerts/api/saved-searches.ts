import { type RequestBodyOf, type ResponseOf } from '@booknook/contract';
import { http } from '@booknook/platform';

// Wanted books (issue 25): the member's saved searches. They are saved on Browse (mfe-browse); /alerts lists,
// pauses, re-ranges and deletes them.

export type SavedSearchList = ResponseOf<'/saved-searches/', 'get'>;
export type SavedSearch = SavedSearchList['items'][number];
export type SavedSearchChange = RequestBodyOf<'/saved-searches/{id}/', 'patch'>;

/** The SWR key (an API path) of the member's saved searches. */
export const SAVED_SEARCHES_KEY = '/saved-searches/';

export async function getSavedSearches(): Promise<SavedSearchList> {
  return (await http.get<SavedSearchList>(SAVED_SEARCHES_KEY)).data;
}

export async function changeSavedSearch(id: number, change: SavedSearchChange): Promise<SavedSearch> {
  return (await http.patch<SavedSearch>(`/saved-searches/${id}/`, change)).data;
}

export async function deleteSavedSearch(id: number): Promise<string> {
  return (await http.delete<{ detail: string }>(`/saved-searches/${id}/`)).data.detail;
}
