import { http } from '@booknook/platform';

/** DELETE /books/{id}/: the owner removes a book (the API deletes its image too). */
export async function deleteBook(id: number): Promise<{ detail: string }> {
  return (await http.delete<{ detail: string }>(`/books/${id}/`)).data;
}
