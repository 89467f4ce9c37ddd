import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { PushMessage, PushSender } from '../push';
import type { LiveMessage } from './live';
import { messagePushTexts as T } from './texts';

// A new message pushes to its recipient's browsers at once (issue 41), one push per conversation until they read it:
// conversation_push (migration 0033) keeps the last message pushed about, and a later one pushes only once the
// recipient has read past it. The claim is one statement, so two messages sent together push once.

export class MessagePushes {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly push: PushSender,
  ) {}

  /** After `message` is committed: its recipient's browsers hear of it, in the background. */
  sent(message: LiveMessage): void {
    const recipientId = message.from_seller ? message.buyer_id : message.seller_id;
    if (recipientId === null) return;
    this.push.noticeLater(recipientId, 'messages', () => this.compose(message, recipientId));
  }

  private async compose(message: LiveMessage, recipientId: number): Promise<PushMessage | undefined> {
    const conversationId = message.conversation_id;
    const claimed = await sql<{ book_name: string; writer: string | null }>`
      WITH target AS (
        SELECT c.id, c.book_name FROM conversations c
        WHERE c.id = ${conversationId}
          AND (CASE WHEN c.buyer_id = ${recipientId} THEN c.buyer_read_id ELSE c.seller_read_id END) < ${message.id}
      ), claim AS (
        INSERT INTO conversation_push AS p (conversation_id, user_id, pushed_message_id)
        SELECT t.id, ${recipientId}, ${message.id} FROM target t
        ON CONFLICT (conversation_id, user_id) DO UPDATE SET pushed_message_id = EXCLUDED.pushed_message_id
        -- Pushed about an earlier message still unread: this one waits for the member to read.
        WHERE p.pushed_message_id <= (SELECT CASE WHEN c.buyer_id = ${recipientId} THEN c.buyer_read_id ELSE c.seller_read_id END
          FROM conversations c WHERE c.id = p.conversation_id)
        RETURNING p.conversation_id
      )
      SELECT t.book_name, (SELECT u.first_name FROM users u WHERE u.id = ${message.from_seller ? sql`c2.seller_id` : sql`c2.buyer_id`}) AS writer
      FROM claim JOIN target t ON t.id = claim.conversation_id JOIN conversations c2 ON c2.id = t.id`.execute(this.db);
    const row = claimed.rows[0];
    if (!row) return undefined;
    return {
      title: T.title(row.writer ?? T.someone, row.book_name),
      body: T.body,
      url: `/messages/${conversationId}`,
      tag: `conversation-${conversationId}`,
    };
  }
}
