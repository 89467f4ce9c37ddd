import { useCallback } from 'react';
import { type ResponseOf } from '@booknook/contract';
import { notify } from '@booknook/design-system';
import { errorDetail, http, useRefreshBooks } from '@booknook/platform';

// "Still available" (issue 25): a listing lives a set time; its owner renews it before or after it ends, from
// My Books or from the notification that says it is ending.

export type Renewal = ResponseOf<'/books/{id}/renew/', 'post'>;

export async function renewBook(id: number): Promise<Renewal> {
  return (await http.post<Renewal>(`/books/${id}/renew/`)).data;
}

/**
 * Renews a listing, says so in a toast (the API's words, with the new end date), and refreshes every cached answer
 * that shows books. Resolves to the renewal, or null when it failed (the toast says why).
 */
export function useRenewListing(failed: string): (bookId: number) => Promise<Renewal | null> {
  const refreshBooks = useRefreshBooks();
  return useCallback(
    async (bookId: number) => {
      try {
        const renewal = await renewBook(bookId);
        notify.success(renewal.detail);
        await refreshBooks();
        return renewal;
      } catch (error) {
        notify.error(errorDetail(error, failed));
        return null;
      }
    },
    [failed, refreshBooks],
  );
}
