import { http, type Category, type Condition } from '@booknook/shared-ui';

/** The fields an owner may change (PATCH /books/{id}/). */
export interface BookUpdate {
  name: string;
  category: Category;
  price: number;
  condition: Condition;
}

export async function updateBook(id: number, changes: Partial<BookUpdate>): Promise<{ detail: string }> {
  return (await http.patch<{ detail: string }>(`/books/${id}/`, changes)).data;
}
