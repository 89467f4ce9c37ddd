import { type RequestBodyOf, type ResponseOf } from '@booknook/contract';
import { http } from '@booknook/platform';

/** The fields an owner may change (PATCH /books/{id}/), each optional. */
export type BookUpdate = RequestBodyOf<'/books/{id}/', 'patch'>;

type BookUpdated = ResponseOf<'/books/{id}/', 'patch'>;

export async function updateBook(id: number, changes: BookUpdate): Promise<BookUpdated> {
  return (await http.patch<BookUpdated>(`/books/${id}/`, changes)).data;
}
