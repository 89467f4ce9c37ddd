import { useCallback } from 'react';
import useSWR from 'swr';
import {
  changeSavedSearch,
  deleteSavedSearch,
  getSavedSearches,
  SAVED_SEARCHES_KEY,
  type SavedSearch,
  type SavedSearchChange,
  type SavedSearchList,
} from '../api/saved-searches';

/**
 * The member's saved searches, and the changes they make to them. Each change puts the API's answer into the list
 * at once (no second request); a failure is thrown for the caller to show where the member is looking.
 */
export function useSavedSearches() {
  const { data, error, isLoading, mutate } = useSWR<SavedSearchList, unknown>(SAVED_SEARCHES_KEY, getSavedSearches);

  const change = useCallback(
    async (id: number, changes: SavedSearchChange): Promise<SavedSearch> => {
      const saved = await changeSavedSearch(id, changes);
      await mutate((list) => list && { ...list, items: list.items.map((item) => (item.id === id ? saved : item)) }, { revalidate: false });
      return saved;
    },
    [mutate],
  );

  const remove = useCallback(
    async (id: number): Promise<string> => {
      const detail = await deleteSavedSearch(id);
      await mutate((list) => list && { ...list, items: list.items.filter((item) => item.id !== id) }, { revalidate: false });
      return detail;
    },
    [mutate],
  );

  return {
    searches: data?.items ?? [],
    max: data?.max ?? 0,
    loaded: data !== undefined,
    loading: isLoading,
    failed: error !== undefined && data === undefined,
    retry: () => void mutate(),
    change,
    remove,
  };
}
