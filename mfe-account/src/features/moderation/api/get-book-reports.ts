import { type ResponseOf } from '@booknook/contract';
import { http } from '@booknook/platform';

type BookReports = ResponseOf<'/moderation/books/{id}/reports/', 'get'>;

export type BookReport = BookReports['items'][number];

export function bookReportsKey(bookId: number): string {
  return `/moderation/books/${bookId}/reports/`;
}

/** The reports members filed against one book, newest first. */
export async function getBookReports(bookId: number): Promise<BookReports> {
  return (await http.get<BookReports>(bookReportsKey(bookId))).data;
}
