import { http } from '@booknook/shared-ui';

/** Reject a book with a reason its owner sees in My Books. */
export async function rejectBook(bookId: number, reason: string): Promise<{ detail: string }> {
  return (await http.post<{ detail: string }>(`/moderation/books/${bookId}/reject/`, { reason })).data;
}
