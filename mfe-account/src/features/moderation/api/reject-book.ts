import { http } from '@booknook/platform';

/** Reject a book as the moderator saw it (`version`), with a reason its owner sees in My Books; 409 if it has changed since. */
export async function rejectBook(bookId: number, reason: string, version: number): Promise<{ detail: string }> {
  return (await http.post<{ detail: string }>(`/moderation/books/${bookId}/reject/`, { reason, version })).data;
}
