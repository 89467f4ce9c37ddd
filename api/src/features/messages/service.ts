import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { MESSAGE_LIMITS } from '../../limits';
import { messages } from '../../messages';
import type { RateLimits } from '../../plugins/rate-limit';
import type { SessionUser } from '../../plugins/session';
import type { Storage } from '../../storage/storage';
import { LISTED } from '../books/book-rows';
import { imageRecordColumn, withImageUrls } from '../uploads/images';
import type { LiveHub, LiveMessage } from './live';
import type { BookState, Conversation, Message, ReportedConversation } from './schemas';

// Conversations between a buyer and a book's seller (docs/architecture.md §11). Every query names
// the caller: a conversation is read or written only where the caller is one of its two members
// (or a moderator, while it is reported), in the same statement that reads or writes it.

const UNIQUE_VIOLATION = '23505';
const M = messages.conversations;

type Member = Pick<SessionUser, 'id' | 'is_moderator'>;
type Role = Conversation['role'];

/** A conversation row as every reader loads it, before it is shaped for the caller. */
interface ConversationRow {
  id: number;
  created_at: Date;
  buyer_id: number | null;
  seller_id: number | null;
  book_id: number | null;
  book_name: string;
  book_price: string | number;
  book_state: BookState;
  book_image: string | null;
  image: { width: number; height: number; widths: number[] } | null;
  buyer_read_id: number | string;
  seller_read_id: number | string;
  buyer_username: string | null;
  buyer_first_name: string | null;
  buyer_last_name: string | null;
  seller_username: string | null;
  seller_first_name: string | null;
  seller_last_name: string | null;
  last_id: number | string | null;
  last_body: string | null;
  last_from_seller: boolean | null;
  last_created_at: Date | null;
  unread_count: number;
  blocked_by_me: boolean;
  blocked_by_them: boolean;
  reported_by_me: boolean;
}

interface MessageRow {
  id: number | string;
  conversation_id: number | string;
  body: string;
  from_seller: boolean;
  created_at: Date | string;
}

function toMessage(row: MessageRow, role: Role): Message {
  // A moderator reads from the buyer's side.
  const fromMe = role === 'seller' ? row.from_seller : !row.from_seller;
  return {
    id: Number(row.id),
    conversation_id: Number(row.conversation_id),
    body: row.body,
    from_me: fromMe,
    created_at: new Date(row.created_at),
  };
}

function memberOf(username: string | null, firstName: string | null, lastName: string | null) {
  return username === null ? null : { username, first_name: firstName ?? '', last_name: lastName ?? '' };
}

/** `c` is one of `viewer`'s own conversations. */
function ownedBy(viewerId: number) {
  return sql<SqlBool>`(c.buyer_id = ${viewerId} OR c.seller_id = ${viewerId})`;
}

/** `c` is readable by `viewer`: their own, or any reported one for a moderator. */
function readableBy(viewer: Member) {
  if (!viewer.is_moderator) return ownedBy(viewer.id);
  return sql<SqlBool>`(${ownedBy(viewer.id)} OR EXISTS (
    SELECT 1 FROM conversation_reports r WHERE r.conversation_id = c.id AND r.resolved_at IS NULL))`;
}

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
  ) {}

  /** The conversations `viewer` may read, with everything the inbox and a conversation's header show. */
  private rows(viewer: Member) {
    const v = viewer.id;
    const otherId = sql<number | null>`CASE WHEN c.buyer_id = ${v} THEN c.seller_id ELSE c.buyer_id END`;
    const myReadId = sql<number>`CASE WHEN c.buyer_id = ${v} THEN c.buyer_read_id WHEN c.seller_id = ${v} THEN c.seller_read_id END`;
    return this.db
      .selectFrom('conversations as c')
      .leftJoin('books as b', 'b.id', 'c.book_id')
      .leftJoin('users as bu', 'bu.id', 'c.buyer_id')
      .leftJoin('users as su', 'su.id', 'c.seller_id')
      .leftJoin('messages as lm', 'lm.id', 'c.last_message_id')
      .select([
        'c.id',
        'c.created_at',
        'c.buyer_id',
        'c.seller_id',
        'c.book_id',
        sql<string>`COALESCE(b.name, c.book_name)`.as('book_name'),
        sql<string>`COALESCE(b.price, c.book_price)`.as('book_price'),
        sql<BookState>`CASE
          WHEN b.id IS NULL THEN 'deleted'
          WHEN b.is_disabled OR NOT b.is_accepted THEN 'unlisted'
          WHEN b.is_sold THEN 'sold'
          WHEN ${LISTED} THEN 'available'
          ELSE 'unlisted' END`.as('book_state'),
        'b.book_image',
        imageRecordColumn().as('image'),
        'c.buyer_read_id',
        'c.seller_read_id',
        'bu.username as buyer_username',
        'bu.first_name as buyer_first_name',
        'bu.last_name as buyer_last_name',
        'su.username as seller_username',
        'su.first_name as seller_first_name',
        'su.last_name as seller_last_name',
        'lm.id as last_id',
        'lm.body as last_body',
        'lm.from_seller as last_from_seller',
        'lm.created_at as last_created_at',
        sql<number>`(SELECT count(*) FROM messages um WHERE um.conversation_id = c.id AND um.id > ${myReadId})::int`.as('unread_count'),
        sql<boolean>`EXISTS (SELECT 1 FROM member_blocks mb WHERE mb.blocker_id = ${v} AND mb.blocked_id = ${otherId})`.as('blocked_by_me'),
        sql<boolean>`EXISTS (SELECT 1 FROM member_blocks mb WHERE mb.blocker_id = ${otherId} AND mb.blocked_id = ${v})`.as(
          'blocked_by_them',
        ),
        sql<boolean>`EXISTS (SELECT 1 FROM conversation_reports r
          WHERE r.conversation_id = c.id AND r.user_id = ${v} AND r.resolved_at IS NULL)`.as('reported_by_me'),
      ])
      .where(readableBy(viewer));
  }

  private shape(row: ConversationRow, viewer: Member): Conversation {
    const role: Role = row.buyer_id === viewer.id ? 'buyer' : row.seller_id === viewer.id ? 'seller' : 'moderator';
    const buyer = memberOf(row.buyer_username, row.buyer_first_name, row.buyer_last_name);
    const seller = memberOf(row.seller_username, row.seller_first_name, row.seller_last_name);
    const other = role === 'buyer' ? seller : role === 'seller' ? buyer : seller;
    const otherReadId = Number(role === 'seller' ? row.buyer_read_id : row.seller_read_id);
    const image =
      row.book_image === null
        ? { book_image: null, book_image_variants: [] }
        : withImageUrls(this.storage, { book_image: row.book_image, image: row.image });
    const lastMessage =
      row.last_id === null || row.last_body === null || row.last_from_seller === null || row.last_created_at === null
        ? null
        : toMessage(
            {
              id: row.last_id,
              conversation_id: row.id,
              body: row.last_body,
              from_seller: row.last_from_seller,
              created_at: row.last_created_at,
            },
            role,
          );
    const bothPresent = buyer !== null && seller !== null;
    return {
      id: row.id,
      role,
      book: {
        id: row.book_id,
        name: row.book_name,
        price: Number(row.book_price),
        status: row.book_state,
        book_image: image.book_image,
        book_image_variants: image.book_image_variants,
      },
      other_member: other,
      last_message: lastMessage,
      unread_count: role === 'moderator' ? 0 : row.unread_count,
      other_read_id: otherReadId,
      blocked_by_me: row.blocked_by_me,
      blocked_by_them: row.blocked_by_them,
      can_send: role !== 'moderator' && bothPresent && !row.blocked_by_me && !row.blocked_by_them,
      reported_by_me: row.reported_by_me,
      created_at: new Date(row.created_at),
    };
  }

  /** One conversation `viewer` may read; 404 otherwise (whether or not it exists). */
  async get(viewer: Member, id: number): Promise<Conversation> {
    const row = (await this.rows(viewer).where('c.id', '=', id).executeTakeFirst()) as ConversationRow | undefined;
    if (!row) throw new HttpError(404, messages.errors.notFound);
    return this.shape(row, viewer);
  }

  /** The caller's inbox: conversations with at least one message, the latest first. */
  async list(
    viewer: Member,
    { before, limit, book_id: bookId }: { before?: number; limit: number; book_id?: number },
  ): Promise<{ results: Conversation[]; has_more: boolean }> {
    let query = this.rows({ id: viewer.id, is_moderator: false }).where('c.last_message_id', 'is not', null);
    if (before !== undefined) query = query.where('c.last_message_id', '<', before);
    if (bookId !== undefined) query = query.where('c.book_id', '=', bookId);
    const rows = (await query
      .orderBy('c.last_message_id', 'desc')
      .limit(limit + 1)
      .execute()) as ConversationRow[];
    return {
      results: rows.slice(0, limit).map((row) => this.shape(row, viewer)),
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
    await this.rateLimits.hit('conversationStart', `user:${viewer.id}`, M.tooManyConversations);

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
    const v = viewer.id;
    const result = await sql<LiveMessage>`
      WITH target AS (
        SELECT c.id, c.buyer_id, c.seller_id, (c.seller_id = ${v}) AS from_seller
        FROM conversations c
        WHERE c.id = ${conversationId} AND (c.buyer_id = ${v} OR c.seller_id = ${v})
          AND c.buyer_id IS NOT NULL AND c.seller_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM member_blocks mb
            WHERE (mb.blocker_id = c.buyer_id AND mb.blocked_id = c.seller_id)
               OR (mb.blocker_id = c.seller_id AND mb.blocked_id = c.buyer_id))
        FOR UPDATE OF c
      ), inserted AS (
        INSERT INTO messages (conversation_id, from_seller, body)
        SELECT id, from_seller, ${body} FROM target
        RETURNING id, conversation_id, from_seller, body, created_at
      ), moved AS (
        UPDATE conversations c SET
          last_message_id = GREATEST(COALESCE(c.last_message_id, 0), i.id),
          last_message_at = GREATEST(COALESCE(c.last_message_at, i.created_at), i.created_at),
          buyer_read_id = CASE WHEN i.from_seller THEN c.buyer_read_id ELSE GREATEST(c.buyer_read_id, i.id) END,
          seller_read_id = CASE WHEN i.from_seller THEN GREATEST(c.seller_read_id, i.id) ELSE c.seller_read_id END
        FROM inserted i WHERE c.id = i.conversation_id
        RETURNING c.id
      )
      SELECT i.id::int AS id, i.conversation_id::int AS conversation_id, i.body, i.from_seller, i.created_at,
        t.buyer_id::int AS buyer_id, t.seller_id::int AS seller_id
      FROM inserted i CROSS JOIN target t CROSS JOIN moved`.execute(this.db);
    const sent = result.rows[0];
    if (!sent) throw await this.whyNotSent(viewer, conversationId);
    const message = { ...sent, created_at: new Date(sent.created_at).toISOString() };
    await this.live.publish({ type: 'message', message });
    return toMessage(message, message.from_seller ? 'seller' : 'buyer');
  }

  private async whyNotSent(viewer: Member, conversationId: number): Promise<HttpError> {
    const conversation = await this.get(viewer, conversationId).catch((error: unknown) => {
      if (error instanceof HttpError) return undefined;
      throw error;
    });
    if (!conversation) return new HttpError(404, messages.errors.notFound);
    if (conversation.role === 'moderator') return new HttpError(403, M.moderatorsRead);
    if (conversation.other_member === null) return new HttpError(403, M.memberLeft);
    if (conversation.blocked_by_me) return new HttpError(403, M.blockedByMe);
    if (conversation.blocked_by_them) return new HttpError(403, M.blockedByThem);
    // Changed back between the two statements: the caller may simply try again.
    return new HttpError(409, M.notSent);
  }

  /** A page of a conversation's history, paging upward from `before` (the newest page without it). */
  async page(viewer: Member, conversationId: number, before: number | undefined, limit: number) {
    const conversation = await this.get(viewer, conversationId);
    let query = this.db
      .selectFrom('messages')
      .select(['id', 'conversation_id', 'body', 'from_seller', 'created_at'])
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

  /** Report one of the caller's conversations to the moderators (once while the report is open). */
  async report(viewer: Member, conversationId: number, reason: string): Promise<void> {
    let inserted;
    try {
      inserted = await this.db
        .insertInto('conversation_reports')
        .columns(['conversation_id', 'user_id', 'reason'])
        .expression((eb) =>
          eb
            .selectFrom('conversations as c')
            .select(['c.id', sql.lit(viewer.id).as('user_id'), sql<string>`${reason}::text`.as('reason')])
            .where('c.id', '=', conversationId)
            .where(ownedBy(viewer.id)),
        )
        .returning('id')
        .executeTakeFirst();
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new HttpError(409, M.alreadyReported);
      throw error;
    }
    if (!inserted) throw new HttpError(404, messages.errors.notFound);
  }

  /** Reported conversations for moderators, the longest waiting first, with their reports and latest messages. */
  async reported(moderator: Member): Promise<ReportedConversation[]> {
    const open = await this.db
      .selectFrom('conversation_reports')
      .select(['conversation_id', sql<Date>`min(created_at)`.as('first_at')])
      .where('resolved_at', 'is', null)
      .groupBy('conversation_id')
      .orderBy('first_at')
      .limit(MESSAGE_LIMITS.reportedPage)
      .execute();
    const results: ReportedConversation[] = [];
    for (const { conversation_id: id } of open) {
      const row = (await this.rows(moderator).where('c.id', '=', id).executeTakeFirst()) as ConversationRow | undefined;
      if (!row) continue;
      const asModerator = this.shape(row, { id: 0, is_moderator: true });
      const reports = await this.db
        .selectFrom('conversation_reports as r')
        .innerJoin('conversations as c', 'c.id', 'r.conversation_id')
        .select(['r.reason', 'r.created_at', sql<boolean>`r.user_id = c.seller_id`.as('by_seller')])
        .where('r.conversation_id', '=', id)
        .where('r.resolved_at', 'is', null)
        .orderBy('r.created_at')
        .execute();
      const history = await this.db
        .selectFrom('messages')
        .select(['id', 'conversation_id', 'body', 'from_seller', 'created_at'])
        .where('conversation_id', '=', id)
        .orderBy('id', 'desc')
        .limit(MESSAGE_LIMITS.replayMax)
        .execute();
      results.push({
        conversation: {
          ...asModerator,
          role: 'moderator',
          other_member: memberOf(row.seller_username, row.seller_first_name, row.seller_last_name),
        },
        buyer: memberOf(row.buyer_username, row.buyer_first_name, row.buyer_last_name),
        seller: memberOf(row.seller_username, row.seller_first_name, row.seller_last_name),
        reports: reports.map((r) => ({
          reason: r.reason,
          created_at: new Date(r.created_at),
          reporter: r.by_seller ? ('seller' as const) : ('buyer' as const),
        })),
        messages: history.reverse().map((m) => toMessage(m, 'moderator')),
      });
    }
    return results;
  }

  /** A moderator has dealt with a conversation's open reports. */
  async resolveReports(moderator: Member, conversationId: number): Promise<void> {
    const result = await this.db
      .updateTable('conversation_reports')
      .set({ resolved_at: new Date(), resolved_by: moderator.id })
      .where('conversation_id', '=', conversationId)
      .where('resolved_at', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new HttpError(404, messages.errors.notFound);
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

  /** A message and its conversation's members, for a stream's replay and for events sent by reference. */
  async loadLiveMessages(where: { id: number } | { viewerId: number; afterId: number; limit: number }): Promise<LiveMessage[]> {
    let query = this.db
      .selectFrom('messages as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .select([
        sql<number>`m.id::int`.as('id'),
        sql<number>`m.conversation_id::int`.as('conversation_id'),
        'm.body',
        'm.from_seller',
        'm.created_at',
        sql<number | null>`c.buyer_id::int`.as('buyer_id'),
        sql<number | null>`c.seller_id::int`.as('seller_id'),
      ]);
    if ('id' in where) query = query.where('m.id', '=', where.id);
    else query = query.where(ownedBy(where.viewerId)).where('m.id', '>', where.afterId).orderBy('m.id').limit(where.limit);
    const rows = await query.execute();
    return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
  }

  /** The newest message id in any of the member's conversations: where a new stream starts. */
  async latestMessageId(viewerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('conversations as c')
      .select(sql<number>`COALESCE(max(c.last_message_id), 0)::int`.as('latest'))
      .where(ownedBy(viewerId))
      .executeTakeFirst();
    return row?.latest ?? 0;
  }
}
