import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ownedBy } from './conversation-rows';
import type { LiveMessage } from './live';
import { messageOfferColumn } from './deal-rows';

// What an event stream replays when it opens (routes.ts), and what the live feed loads when an event
// names a message by id (live.ts): messages with their conversation's members.

/** A message and its conversation's members, for a stream's replay and for events sent by reference. */
export async function loadLiveMessages(
  db: Kysely<DB>,
  where: { id: number } | { viewerId: number; afterId: number; limit: number },
): Promise<LiveMessage[]> {
  let query = db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select([
      sql<number>`m.id::int`.as('id'),
      sql<number>`m.conversation_id::int`.as('conversation_id'),
      'm.body',
      'm.from_seller',
      'm.created_at',
      'm.kind',
      messageOfferColumn().as('offer'),
      sql<number | null>`c.buyer_id::int`.as('buyer_id'),
      sql<number | null>`c.seller_id::int`.as('seller_id'),
    ]);
  if ('id' in where) query = query.where('m.id', '=', where.id);
  else query = query.where(ownedBy(where.viewerId)).where('m.id', '>', where.afterId).orderBy('m.id').limit(where.limit);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

/** The newest message id in any of the member's conversations: where a new stream starts. */
export async function latestMessageId(db: Kysely<DB>, viewerId: number): Promise<number> {
  const row = await db
    .selectFrom('conversations as c')
    .select(sql<number>`COALESCE(max(c.last_message_id), 0)::int`.as('latest'))
    .where(ownedBy(viewerId))
    .executeTakeFirst();
  return row?.latest ?? 0;
}
