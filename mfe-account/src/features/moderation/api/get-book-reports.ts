import { http } from '@booknook/shared-ui';

export interface BookReport {
  id: number;
  reason: string;
  reporter: string;
  date_created: string;
}

export function bookReportsKey(bookId: number): string {
  return `/moderation/books/${bookId}/reports/`;
}

/** The reports members filed against one book, newest first. */
export async function getBookReports(bookId: number): Promise<{ items: BookReport[] }> {
  return (await http.get<{ items: BookReport[] }>(bookReportsKey(bookId))).data;
}
