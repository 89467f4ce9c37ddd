import { http } from '@booknook/platform';
import type { ModerationBook } from './get-moderation-books';

/** One book as a moderator sees it now: the desk reloads a book whose decision was refused because it changed. */
export async function getModerationBook(bookId: number): Promise<ModerationBook> {
  return (await http.get<ModerationBook>(`/moderation/books/${bookId}/`)).data;
}
