import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Notifier } from '../notifications';

// The deal's notices on the bell (issue 37): a reserved book available again tells its queue, the buyers who wrote
// about it (one notice per member: a buyer has one conversation per book); a book deleted while reserved tells the
// buyer it was held for. Both lead to the member's conversation, which outlives the book.

export class DealNotices {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly notifier: Notifier,
  ) {}

  /** Book `bookId` is no longer held for conversation `heldFor`: every other buyer who wrote about it hears. */
  async availableAgain(bookId: number, heldFor: number | null): Promise<number> {
    const queue = await sql<{ buyer_id: number; conversation_id: number }>`
      SELECT c.buyer_id::int AS buyer_id, c.id::int AS conversation_id FROM conversations c
      WHERE c.book_id = ${bookId} AND c.buyer_id IS NOT NULL AND c.id IS DISTINCT FROM ${heldFor}::bigint
        AND EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND NOT m.from_seller)
      ORDER BY c.id`.execute(this.db);
    return this.notifier.notify(
      queue.rows.map((row) => ({
        userId: row.buyer_id,
        kind: 'book_available_again' as const,
        bookId,
        details: { conversation_id: row.conversation_id },
      })),
    );
  }

  /** The book held for conversation `conversationId` was deleted (its row is gone): its buyer hears, by its name. */
  async reservedBookDeleted(conversationId: number, bookName: string): Promise<number> {
    const conversation = await this.db
      .selectFrom('conversations')
      .select(sql<number | null>`buyer_id::int`.as('buyer_id'))
      .where('id', '=', conversationId)
      .executeTakeFirst();
    if (!conversation?.buyer_id) return 0;
    return this.notifier.notify([
      {
        userId: conversation.buyer_id,
        kind: 'reserved_book_deleted',
        bookId: null,
        details: { conversation_id: conversationId, book_name: bookName },
      },
    ]);
  }
}
