import type { Kysely } from 'kysely';
import { BOOK_CHOICE_NAMES, shownToMember } from '../books';
import type { DB } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { deviceOf } from './service';

// GET /users/me/export/: everything BookNook keeps about a member, as one JSON document they can
// download (issue 19): the profile, their books, bookmarks, reports, conversations with every
// message, blocks and sessions. Never a password hash or a session token. Another member's book is
// named only while it is listed (book_name null otherwise: see shownToMember).

export async function exportMemberData(db: Kysely<DB>, member: SessionUser) {
  const id = member.id;
  const [profile, books, bookmarks, reports, conversationReports, conversations, messages, blocks, sessions, savedArea] = await Promise.all(
    [
      db
        .selectFrom('users')
        .select([
          'username',
          'email',
          'first_name',
          'last_name',
          'location',
          'phone_number',
          'hide_phone_number',
          'language',
          'is_moderator',
          'date_joined',
        ])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('books')
        .select([
          'id',
          'name',
          'author',
          'isbn',
          ...BOOK_CHOICE_NAMES,
          'publication',
          'edition',
          'grade',
          'is_school_book',
          'is_college_book',
          'is_bachlore_book',
          'description',
          'price',
          'book_image',
          'is_reviewed',
          'is_accepted',
          'is_rejected',
          'rejection_reason',
          'is_disabled',
          'is_sold',
          'date_created',
        ])
        .where('user_id', '=', id)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('bookmarks as bm')
        .innerJoin('books as b', 'b.id', 'bm.book_id')
        .select((eb) => ['bm.book_id', eb.case().when(shownToMember(id)).then(eb.ref('b.name')).end().as('book_name'), 'bm.created_at'])
        .where('bm.user_id', '=', id)
        .orderBy('bm.id')
        .execute(),
      db
        .selectFrom('reports as r')
        .innerJoin('books as b', 'b.id', 'r.book_id')
        .select((eb) => [
          'r.book_id',
          eb.case().when(shownToMember(id)).then(eb.ref('b.name')).end().as('book_name'),
          'r.reason',
          'r.created_at',
        ])
        .where('r.user_id', '=', id)
        .orderBy('r.id')
        .execute(),
      db
        .selectFrom('conversation_reports')
        .select(['conversation_id', 'reason', 'created_at'])
        .where('user_id', '=', id)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('conversations as c')
        .leftJoin('users as bu', 'bu.id', 'c.buyer_id')
        .leftJoin('users as su', 'su.id', 'c.seller_id')
        .select([
          'c.id',
          'c.book_id',
          'c.book_name',
          'c.book_price',
          'c.buyer_id',
          'c.created_at',
          'bu.username as buyer',
          'su.username as seller',
        ])
        .where((eb) => eb.or([eb('c.buyer_id', '=', id), eb('c.seller_id', '=', id)]))
        .orderBy('c.id')
        .execute(),
      db
        .selectFrom('messages as m')
        .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
        .select(['m.conversation_id', 'm.from_seller', 'm.body', 'm.created_at', 'c.seller_id'])
        .where((eb) => eb.or([eb('c.buyer_id', '=', id), eb('c.seller_id', '=', id)]))
        .orderBy('m.id')
        .execute(),
      db
        .selectFrom('member_blocks as mb')
        .innerJoin('users as u', 'u.id', 'mb.blocked_id')
        .select(['u.username', 'mb.created_at'])
        .where('mb.blocker_id', '=', id)
        .execute(),
      db
        .selectFrom('sessions')
        .select(['user_agent', 'created_at', 'last_seen_at'])
        .where('user_id', '=', id)
        .where('expires_at', '>', new Date())
        .orderBy('last_seen_at', 'desc')
        .execute(),
      // What the member saved it from, not the point: it never leaves the API (features/saved-area).
      db.selectFrom('member_saved_areas').select(['source', 'label', 'saved_at']).where('user_id', '=', id).executeTakeFirst(),
    ],
  );
  return {
    exported_at: new Date().toISOString(),
    profile,
    books,
    bookmarks,
    reports,
    conversation_reports: conversationReports,
    conversations: conversations.map((conversation) => {
      const asBuyer = conversation.buyer_id === id;
      return {
        id: conversation.id,
        book_id: conversation.book_id,
        book_name: conversation.book_name,
        book_price: conversation.book_price,
        started_at: conversation.created_at,
        you_are: asBuyer ? 'buyer' : 'seller',
        other_member: (asBuyer ? conversation.seller : conversation.buyer) ?? 'former member',
        messages: messages
          .filter((message) => message.conversation_id === conversation.id)
          .map((message) => ({ from_you: message.from_seller === !asBuyer, body: message.body, sent_at: message.created_at })),
      };
    }),
    blocked_members: blocks,
    saved_area: savedArea ?? null,
    sessions: sessions.map((session) => ({
      device: deviceOf(session.user_agent),
      signed_in_at: session.created_at,
      last_seen_at: session.last_seen_at,
    })),
  };
}
