import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import type { Storage } from '../../storage/storage';
import { memberSuspended } from '../../lib/suspension';
import { LISTED, shownToMember } from '../books';
import { imageRecordColumn, withImageUrls } from '../uploads';
import type { BookState, Conversation, Message } from './schemas';
import {
  currentHandoverColumn,
  latestOfferColumn,
  messageOfferColumn,
  toHandover,
  toOffer,
  type HandoverRow,
  type OfferRow,
} from './deal-rows';

// How conversations are read, for every reader (the members' service, the moderators' reports): one
// query of what the inbox and a conversation's header show, limited to what the caller may read
// (their own, or a reported one for a moderator), and the shape each caller gets.

export type Member = Pick<SessionUser, 'id' | 'is_moderator'>;
export type Role = Conversation['role'];

/** A conversation row as every reader loads it, before it is shaped for the caller. */
export interface ConversationRow {
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
  /** The other member is suspended (features/admin/suspensions.ts). */
  other_suspended: boolean;
  reported_by_me: boolean;
  reserved_here: boolean;
  last_kind: 'text' | 'offer' | null;
  last_offer: OfferRow | null;
  offer: OfferRow | null;
  handover: HandoverRow | null;
}

export interface MessageRow {
  id: number | string;
  conversation_id: number | string;
  body: string;
  from_seller: boolean;
  created_at: Date | string;
  /** Absent where a reader does not select it (a text message). */
  kind?: 'text' | 'offer';
  offer?: OfferRow | null;
}

export function toMessage(row: MessageRow, role: Role): Message {
  // A moderator reads from the buyer's side.
  const fromMe = role === 'seller' ? row.from_seller : !row.from_seller;
  return {
    id: Number(row.id),
    conversation_id: Number(row.conversation_id),
    body: row.body,
    from_me: fromMe,
    created_at: new Date(row.created_at),
    kind: row.kind ?? 'text',
    offer: row.offer ? toOffer(row.offer, role) : null,
  };
}

export function memberOf(username: string | null, firstName: string | null, lastName: string | null) {
  return username === null ? null : { username, first_name: firstName ?? '', last_name: lastName ?? '' };
}

/** `c` is one of `viewer`'s own conversations. */
export function ownedBy(viewerId: number) {
  return sql<SqlBool>`(c.buyer_id = ${viewerId} OR c.seller_id = ${viewerId})`;
}

/** `c` is readable by `viewer`: their own, or any reported one for a moderator. */
export function readableBy(viewer: Member) {
  if (!viewer.is_moderator) return ownedBy(viewer.id);
  return sql<SqlBool>`(${ownedBy(viewer.id)} OR EXISTS (
    SELECT 1 FROM conversation_reports r WHERE r.conversation_id = c.id AND r.resolved_at IS NULL))`;
}

/** The conversations `viewer` may read, with everything the inbox and a conversation's header show. */
export function conversationRows(db: Kysely<DB>, viewer: Member) {
  const v = viewer.id;
  const otherId = sql<number | null>`CASE WHEN c.buyer_id = ${v} THEN c.seller_id ELSE c.buyer_id END`;
  const myReadId = sql<number>`CASE WHEN c.buyer_id = ${v} THEN c.buyer_read_id WHEN c.seller_id = ${v} THEN c.seller_read_id END`;
  // The book as it is now only for its seller (and moderators), or while it is listed; otherwise the
  // name and price it had when the conversation started, and no cover: an edit waiting for review
  // (or a suspended owner's book) shows nothing nobody has reviewed.
  const live = viewer.is_moderator ? sql<boolean>`(b.id IS NOT NULL)` : shownToMember(v);
  return db
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
      sql<string>`CASE WHEN ${live} THEN b.name ELSE c.book_name END`.as('book_name'),
      sql<string>`CASE WHEN ${live} THEN b.price ELSE c.book_price END`.as('book_price'),
      sql<BookState>`CASE
        WHEN b.id IS NULL THEN 'deleted'
        WHEN b.is_disabled OR NOT b.is_accepted THEN 'unlisted'
        WHEN b.is_sold THEN 'sold'
        WHEN ${LISTED} AND b.reserved_for_conversation_id IS NOT NULL THEN 'reserved'
        WHEN ${LISTED} THEN 'available'
        ELSE 'unlisted' END`.as('book_state'),
      sql<string | null>`CASE WHEN ${live} THEN b.book_image END`.as('book_image'),
      sql<ConversationRow['image']>`CASE WHEN ${live} THEN ${imageRecordColumn()} END`.as('image'),
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
      'lm.kind as last_kind',
      messageOfferColumn('lm').as('last_offer'),
      sql<boolean>`COALESCE(b.reserved_for_conversation_id = c.id, false)`.as('reserved_here'),
      latestOfferColumn().as('offer'),
      currentHandoverColumn().as('handover'),
      sql<number>`(SELECT count(*) FROM messages um WHERE um.conversation_id = c.id AND um.id > ${myReadId})::int`.as('unread_count'),
      sql<boolean>`EXISTS (SELECT 1 FROM member_blocks mb WHERE mb.blocker_id = ${v} AND mb.blocked_id = ${otherId})`.as('blocked_by_me'),
      sql<boolean>`EXISTS (SELECT 1 FROM member_blocks mb WHERE mb.blocker_id = ${otherId} AND mb.blocked_id = ${v})`.as('blocked_by_them'),
      memberSuspended(otherId).as('other_suspended'),
      sql<boolean>`EXISTS (SELECT 1 FROM conversation_reports r
        WHERE r.conversation_id = c.id AND r.user_id = ${v} AND r.resolved_at IS NULL)`.as('reported_by_me'),
    ])
    .where(readableBy(viewer));
}

/** A conversation row as `viewer` sees it: their role, the other member, what is unread, whether they can write. */
export function shapeConversation(storage: Storage, row: ConversationRow, viewer: Member): Conversation {
  const role: Role = row.buyer_id === viewer.id ? 'buyer' : row.seller_id === viewer.id ? 'seller' : 'moderator';
  const buyer = memberOf(row.buyer_username, row.buyer_first_name, row.buyer_last_name);
  const seller = memberOf(row.seller_username, row.seller_first_name, row.seller_last_name);
  const other = role === 'buyer' ? seller : role === 'seller' ? buyer : seller;
  const otherReadId = Number(role === 'seller' ? row.buyer_read_id : row.seller_read_id);
  const image =
    row.book_image === null
      ? { book_image: null, book_image_variants: [] }
      : withImageUrls(storage, { book_image: row.book_image, image: row.image });
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
            kind: row.last_kind ?? 'text',
            offer: row.last_offer,
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
    other_suspended: row.other_suspended,
    can_send: role !== 'moderator' && bothPresent && !row.blocked_by_me && !row.blocked_by_them && !row.other_suspended,
    reported_by_me: row.reported_by_me,
    created_at: new Date(row.created_at),
    reserved_here: row.reserved_here,
    offer: row.offer ? toOffer(row.offer, role) : null,
    handover: row.handover ? toHandover(row.handover, role) : null,
  };
}
