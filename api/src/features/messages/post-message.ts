import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { suspendedNow } from '../../lib/suspension';
import type { LiveMessage } from './live';
import type { OfferRow } from './deal-rows';
import { LISTED } from '../books';

/**
 * Write a message, and with `offer` the offer it carries (issue 37), in one statement that locks the
 * conversation where the writer is a member, both members are still here, neither blocked the other and
 * neither is suspended (and an offer's book is listed); it moves the conversation's last message and the writer's read mark. Undefined
 * when any of that does not hold: the caller says why. Publishing it is the caller's, after the commit.
 */
export async function postMessage(
  db: Kysely<DB>,
  writerId: number,
  conversationId: number,
  body: string,
  offer?: { price: number },
): Promise<LiveMessage | undefined> {
  const v = writerId;
  const offerInsert =
    offer === undefined
      ? sql`offer AS (SELECT NULL::bigint AS id WHERE false)`
      : sql`offer AS (
          INSERT INTO offers (conversation_id, from_seller, price) SELECT t.id, t.from_seller, ${offer.price} FROM target t
          WHERE EXISTS (SELECT 1 FROM books b WHERE b.id = t.book_id AND ${LISTED})
          RETURNING id, price, state, from_seller, created_at, answered_at)`;
  const kind = offer === undefined ? 'text' : 'offer';
  const result = await sql<LiveMessage & { offer: OfferRow | null }>`
    WITH target AS (
      SELECT c.id, c.book_id, c.buyer_id, c.seller_id, (c.seller_id = ${v}) AS from_seller
      FROM conversations c
      WHERE c.id = ${conversationId} AND (c.buyer_id = ${v} OR c.seller_id = ${v})
        AND c.buyer_id IS NOT NULL AND c.seller_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM member_blocks mb
          WHERE (mb.blocker_id = c.buyer_id AND mb.blocked_id = c.seller_id)
             OR (mb.blocker_id = c.seller_id AND mb.blocked_id = c.buyer_id))
        AND NOT EXISTS (SELECT 1 FROM users su WHERE su.id IN (c.buyer_id, c.seller_id) AND ${suspendedNow('su')})
      FOR UPDATE OF c
    ), ${offerInsert}, inserted AS (
      INSERT INTO messages (conversation_id, from_seller, body, kind, offer_id)
      SELECT t.id, t.from_seller, ${body}, ${kind}, (SELECT o.id FROM offer o) FROM target t
      WHERE ${offer === undefined ? sql`true` : sql`EXISTS (SELECT 1 FROM offer)`}
      RETURNING id, conversation_id, from_seller, body, kind, created_at
    ), moved AS (
      UPDATE conversations c SET
        last_message_id = GREATEST(COALESCE(c.last_message_id, 0), i.id),
        last_message_at = GREATEST(COALESCE(c.last_message_at, i.created_at), i.created_at),
        buyer_read_id = CASE WHEN i.from_seller THEN c.buyer_read_id ELSE GREATEST(c.buyer_read_id, i.id) END,
        seller_read_id = CASE WHEN i.from_seller THEN GREATEST(c.seller_read_id, i.id) ELSE c.seller_read_id END
      FROM inserted i WHERE c.id = i.conversation_id
      RETURNING c.id
    )
    SELECT i.id::int AS id, i.conversation_id::int AS conversation_id, i.body, i.from_seller, i.kind, i.created_at,
      t.buyer_id::int AS buyer_id, t.seller_id::int AS seller_id,
      ${
        offer === undefined
          ? sql`NULL::json`
          : sql`(SELECT json_build_object('id', o.id, 'price', o.price, 'state', o.state, 'from_seller', o.from_seller,
              'created_at', o.created_at, 'answered_at', o.answered_at) FROM offer o)`
      } AS offer
    FROM inserted i CROSS JOIN target t CROSS JOIN moved`.execute(db);
  const sent = result.rows[0];
  return sent && { ...sent, created_at: new Date(sent.created_at).toISOString() };
}
