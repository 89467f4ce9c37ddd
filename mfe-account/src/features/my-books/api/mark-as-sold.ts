import { type ResponseOf } from '@booknook/contract';
import { http } from '@booknook/platform';

/**
 * PATCH /books/mark-as-sold/{id}/: only for a reviewed book that is not sold yet. `soldToConversationId`, when
 * given, is the seller's conversation about the book whose buyer it went to.
 */
export async function markAsSold(id: number, soldToConversationId?: number): Promise<{ detail: string }> {
  const body = soldToConversationId === undefined ? undefined : { sold_to_conversation_id: soldToConversationId };
  return (await http.patch<{ detail: string }>(`/books/mark-as-sold/${id}/`, body)).data;
}

export type BookConversations = ResponseOf<'/conversations/', 'get'>;

/** The SWR key of the seller's conversations about one book: whom they may say they sold it to. */
export const bookConversationsKey = (bookId: number) => `/conversations/?book_id=${bookId}&limit=50`;

export async function getBookConversations(bookId: number): Promise<BookConversations> {
  return (await http.get<BookConversations>(bookConversationsKey(bookId))).data;
}
