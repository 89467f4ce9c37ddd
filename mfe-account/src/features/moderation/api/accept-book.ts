import { http } from '@booknook/shared-ui';

/** Accept a book: it becomes visible in Browse. */
export async function acceptBook(bookId: number): Promise<{ detail: string }> {
  return (await http.post<{ detail: string }>(`/moderation/books/${bookId}/accept/`, {})).data;
}
