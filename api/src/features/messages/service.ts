import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../texts';
import type { RateLimits } from '../../plugins/rate-limit';
import type { Storage } from '../../storage/storage';
import { LISTED } from '../books';
import { conversationRows, ownedBy, shapeConversation, toMessage, type ConversationRow, type Member } from './conversation-rows';
import type { LiveHub, LiveMessage } from './live';
import type { MessagePushes } from './message-push';
import { postMessage } from './post-message';
import { messageOfferColumn } from './deal-rows';
import type { Conversation, Message } from './schemas';
import { conversationTexts } from './texts';

// Conversations between a buyer and a book's seller (docs/architecture.md §11). Every query names
// the caller: a conversation is read or written only where the caller is one of its two members
// (or a moderator, while it is reported), in the same statement that reads or writes it.

const M = conversationTexts;

export interface StartedConversation {
  conversation: Conversation;
  created: boolean;
}

export class ConversationsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: Storage,
    private readonly live: LiveHub,
    private readonly rateLimits: RateLimits,
    private readonly pushes: MessagePushes,
  ) {}

  /** One conversation `viewer` may read; 404 otherwise (whether or not it exists). */
  async get(viewer: Member, id: number): Promise<Conversation> {
    const row = (await conversationRows(this.db, viewer).where('c.id', '=', id).executeTakeFirst()) as ConversationRow | undefined;
    if (!row) throw new HttpError(404, messages.errors.notFound);
    return shapeConversation(this.storage, row, viewer);
  }

  /** The caller's inbox: conversations with at least one message, the latest first. */
  async list(
    viewer: Member,
    { before, limit, book_id: bookId }: { before?: number; limit: number; book_id?: number },
  ): Promise<{ results: Conversation[]; has_more: boolean }> {
    let query = conversationRows(this.db, { id: viewer.id, is_moderator: false }).where('c.last_message_id', 'is not', null);
    if (before !== undefined) query = query.where('c.last_message_id', '<', before);
    if (bookId !== undefined) query = query.where('c.book_id', '=', bookId);
    const rows = (await query
      .orderBy('c.last_message_id', 'desc')
      .limit(limit + 1)
      .execute()) as ConversationRow[];
    return {
      results: rows.slice(0, limit).map((row) => shapeConversation(this.storage, row, viewer)),
      has_more: rows.length > limit,
    };
  }

  /** How many of the caller's conversations hold messages they have not read (the header's badge). */
  async unreadCount(viewer: Member): Promise<number> {
    const row = await sql<{ count: number }>`
      SELECT (
        (SELECT count(*) FROM conversations c WHERE c.buyer_id = ${viewer.id} AND c.last_message_id > c.buyer_read_id)
        + (SELECT count(*) FROM conversations c WHERE c.seller_id = ${viewer.id} AND c.last_message_id > c.seller_read_id)
      )::int AS count`.execute(this.db);
    return row.rows[0]?.count ?? 0;
  }

  /**
   * Open the caller's conversation about a book with its seller: the existing one, or a new one
   * when the book is listed, is not the caller's and neither member blocked the other.
   */
  async start(viewer: Member, bookId: number): Promise<StartedConversation> {
    const existing = await this.existingId(viewer.id, bookId);
    if (existing !== undefined) return { conversation: await this.get(viewer, existing), created: false };

    const book = await this.db
      .selectFrom('books as b')
      .select([
        'b.user_id',
        sql<boolean>`${LISTED}`.as('listed'),
        sql<boolean>`EXISTS (SELECT 1 FROM member_blocks mb WHERE mb.blocker_id = ${viewer.id} AND mb.blocked_id = b.user_id)`.as(
          'blocked_by_me',
        ),
        sql<boolean>`EXISTS (SELECT 1 FROM member_blocks mb WHERE mb.blocker_id = b.user_id AND mb.blocked_id = ${viewer.id})`.as(
          'blocked_by_them',
        ),
      ])
      .where('b.id', '=', bookId)
      .where(sql<SqlBool>`((b.is_reviewed AND b.is_accepted AND NOT b.is_disabled) OR b.user_id = ${viewer.id})`)
      .executeTakeFirst();
    if (!book) throw new HttpError(404, messages.errors.notFound);
    if (book.user_id === viewer.id) throw new HttpError(403, M.ownBook);
    if (!book.listed) throw new HttpError(409, M.bookUnavailable);
    if (book.blocked_by_me) throw new HttpError(403, M.blockedByMe);
    if (book.blocked_by_them) throw new HttpError(403, M.blockedByThem);

    // Only conversations that are really started count towards the limit.
    await this.rateLimits.hit('conversationStart', `user:${viewer.id}`, messages.conversations.tooManyConversations);

    // The book is checked again in the statement that inserts: one that stopped being listed
    // meanwhile starts nothing.
    const inserted = await this.db
      .insertInto('conversations')
      .columns(['book_id', 'buyer_id', 'seller_id', 'book_name', 'book_price'])
      .expression((eb) =>
        eb
          .selectFrom('books as b')
          .select(['b.id', sql.lit(viewer.id).as('buyer_id'), 'b.user_id', 'b.name', 'b.price'])
          .where('b.id', '=', bookId)
          .where('b.user_id', '<>', viewer.id)
          .where(LISTED)
          .where(
            sql<SqlBool>`NOT EXISTS (SELECT 1 FROM member_blocks mb
              WHERE (mb.blocker_id = ${viewer.id} AND mb.blocked_id = b.user_id) OR (mb.blocker_id = b.user_id AND mb.blocked_id = ${viewer.id}))`,
          ),
      )
      .onConflict((oc) => oc.columns(['book_id', 'buyer_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { conversation: await this.get(viewer, inserted.id), created: true };
    // Started by another request of the same member meanwhile, or the book just went.
    const raced = await this.existingId(viewer.id, bookId);
    if (raced !== undefined) return { conversation: await this.get(viewer, raced), created: false };
    throw new HttpError(409, M.bookUnavailable);
  }

  private async existingId(buyerId: number, bookId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('conversations')
      .select('id')
      .where('book_id', '=', bookId)
      .where('buyer_id', '=', buyerId)
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * Send a message. One statement locks the conversation where the caller is a member, both
   * members are still here and neither blocked the other, inserts the message and moves the
   * conversation's last message and the sender's read mark: a block or an account deletion
   * that commits first stops the message.
   */
  async send(viewer: Member, conversationId: number, body: string): Promise<Message> {
    const message = await postMessage(this.db, viewer.id, conversationId, body);
    if (!message) throw await this.whyNotSent(viewer, conversationId);
    await this.delivered(message);
    return toMessage(message, message.from_seller ? 'seller' : 'buyer');
  }

  /** A message written (and committed): both members' open views get it live, the recipient's browsers a push. */
  async delivered(message: LiveMessage): Promise<void> {
    this.pushes.sent(message);
    await this.live.publish({ type: 'message', message });
  }

  /** Why a message (or an offer: features/deals) was not written: 404, 403 or 409 with what stopped it. */
  async whyNotSent(viewer: Member, conversationId: number): Promise<HttpError> {
    const conversation = await this.get(viewer, conversationId).catch((error: unknown) => {
      if (error instanceof HttpError) return undefined;
      throw error;
    });
    if (!conversation) return new HttpError(404, messages.errors.notFound);
    if (conversation.role === 'moderator') return new HttpError(403, M.moderatorsRead);
    if (conversation.other_member === null) return new HttpError(403, M.memberLeft);
    if (conversation.blocked_by_me) return new HttpError(403, M.blockedByMe);
    if (conversation.blocked_by_them) return new HttpError(403, M.blockedByThem);
    if (conversation.other_suspended) return new HttpError(403, messages.admin.otherSuspended);
    // Changed back between the two statements: the caller may simply try again.
    return new HttpError(409, M.notSent);
  }

  /** A page of a conversation's history, paging upward from `before` (the newest page without it). */
  async page(viewer: Member, conversationId: number, before: number | undefined, limit: number) {
    const conversation = await this.get(viewer, conversationId);
    let query = this.db
      .selectFrom('messages')
      .select(['id', 'conversation_id', 'body', 'from_seller', 'created_at', 'kind', messageOfferColumn('messages').as('offer')])
      .where('conversation_id', '=', conversationId);
    if (before !== undefined) query = query.where('id', '<', before);
    const rows = await query
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute();
    return {
      results: rows
        .slice(0, limit)
        .reverse()
        .map((row) => toMessage(row, conversation.role)),
      has_more: rows.length > limit,
    };
  }

  /** The caller has read up to `lastReadId` (never beyond the last message, never backwards). */
  async markRead(viewer: Member, conversationId: number, lastReadId: number): Promise<number> {
    const v = viewer.id;
    const target = sql<number>`LEAST(${lastReadId}::bigint, COALESCE(c.last_message_id, 0))`;
    const moved = await sql<{ buyer_id: number | null; seller_id: number | null; read_id: number }>`
      UPDATE conversations c SET
        buyer_read_id = CASE WHEN c.buyer_id = ${v} THEN GREATEST(c.buyer_read_id, ${target}) ELSE c.buyer_read_id END,
        seller_read_id = CASE WHEN c.seller_id = ${v} THEN GREATEST(c.seller_read_id, ${target}) ELSE c.seller_read_id END
      WHERE c.id = ${conversationId}
        AND ((c.buyer_id = ${v} AND c.buyer_read_id < ${target}) OR (c.seller_id = ${v} AND c.seller_read_id < ${target}))
      RETURNING c.buyer_id::int AS buyer_id, c.seller_id::int AS seller_id,
        (CASE WHEN c.buyer_id = ${v} THEN c.buyer_read_id ELSE c.seller_read_id END)::int AS read_id`.execute(this.db);
    const row = moved.rows[0];
    if (row) {
      await this.live.publish({
        type: 'read',
        conversation_id: conversationId,
        member_ids: [row.buyer_id, row.seller_id].filter((id): id is number => id !== null),
        reader_id: v,
        read_id: row.read_id,
      });
    } else {
      // Nothing moved: already read, or not the caller's conversation.
      const own = await this.db
        .selectFrom('conversations as c')
        .select('c.id')
        .where('c.id', '=', conversationId)
        .where(ownedBy(v))
        .executeTakeFirst();
      if (!own) throw new HttpError(404, messages.errors.notFound);
    }
    return this.unreadCount(viewer);
  }

  /** Block the other member of one of the caller's conversations: no new messages either way, in any conversation. */
  async block(viewer: Member, conversationId: number): Promise<Conversation> {
    const conversation = await this.ownConversation(viewer, conversationId);
    const otherId = conversation.buyer_id === viewer.id ? conversation.seller_id : conversation.buyer_id;
    if (otherId === null) throw new HttpError(409, M.memberLeft);
    await this.db
      .insertInto('member_blocks')
      .values({ blocker_id: viewer.id, blocked_id: otherId })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
    await this.announce(conversation);
    return this.get(viewer, conversationId);
  }

  async unblock(viewer: Member, conversationId: number): Promise<Conversation> {
    const conversation = await this.ownConversation(viewer, conversationId);
    const otherId = conversation.buyer_id === viewer.id ? conversation.seller_id : conversation.buyer_id;
    if (otherId !== null) {
      await this.db.deleteFrom('member_blocks').where('blocker_id', '=', viewer.id).where('blocked_id', '=', otherId).execute();
    }
    await this.announce(conversation);
    return this.get(viewer, conversationId);
  }

  /** The members of a conversation of the caller's; 404 when it is not theirs. */
  private async ownConversation(viewer: Member, conversationId: number) {
    const row = await this.db
      .selectFrom('conversations as c')
      .select([sql<number | null>`c.buyer_id::int`.as('buyer_id'), sql<number | null>`c.seller_id::int`.as('seller_id')])
      .where('c.id', '=', conversationId)
      .where(ownedBy(viewer.id))
      .executeTakeFirst();
    if (!row) throw new HttpError(404, messages.errors.notFound);
    return { id: conversationId, ...row };
  }

  /** Both members' open views of a conversation refetch it. */
  private async announce(conversation: { id: number; buyer_id: number | null; seller_id: number | null }): Promise<void> {
    await this.live.publish({
      type: 'conversation',
      conversation_id: conversation.id,
      member_ids: [conversation.buyer_id, conversation.seller_id].filter((id): id is number => id !== null),
    });
  }
}
