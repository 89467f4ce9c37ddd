import { http } from '@booknook/platform';

/** Accept a book as the moderator saw it (`version`): it becomes visible in Browse; 409 if it has changed since. */
export async function acceptBook(bookId: number, version: number): Promise<{ detail: string }> {
  return (await http.post<{ detail: string }>(`/moderation/books/${bookId}/accept/`, { version })).data;
}
