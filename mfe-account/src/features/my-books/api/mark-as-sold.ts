import { http } from '@booknook/shared-ui';

/** PATCH /books/mark-as-sold/{id}/ (no body): only for a reviewed book that is not sold yet. */
export async function markAsSold(id: number): Promise<{ detail: string }> {
  return (await http.patch<{ detail: string }>(`/books/mark-as-sold/${id}/`)).data;
}
