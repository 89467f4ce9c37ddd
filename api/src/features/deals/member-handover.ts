import { sql, type Kysely } from 'kysely';
import type { HandoverState } from '../../db/deals-schema';
import type { DB } from '../../db/schema';
import { handoverCalendar } from './calendar';
import { dealTexts as T } from './texts';

/** A hand-over as one of its two members sees it: with whom (null once they left), about which book, in which conversation. */
export interface MemberHandover {
  id: number;
  at: Date;
  place: string;
  state: HandoverState;
  book_name: string;
  other_first_name: string | null;
  conversation_id: number;
}

/**
 * Hand-over `handoverId` if `memberId` is one of its two members; `upcoming` keeps it only while it is accepted,
 * nobody has said how it went and its time is still to come (what a reminder may be about).
 */
export async function memberHandover(
  db: Kysely<DB>,
  memberId: number,
  handoverId: number,
  { upcoming = false }: { upcoming?: boolean } = {},
): Promise<MemberHandover | undefined> {
  let query = db
    .selectFrom('handovers as h')
    .innerJoin('conversations as c', 'c.id', 'h.conversation_id')
    .leftJoin('users as o', (join) => join.on(sql<boolean>`o.id = CASE WHEN c.buyer_id = ${memberId} THEN c.seller_id ELSE c.buyer_id END`))
    .select([
      'h.id',
      'h.at',
      'h.place',
      'h.state',
      'c.book_name',
      'o.first_name as other_first_name',
      sql<number>`c.id::int`.as('conversation_id'),
    ])
    .where('h.id', '=', handoverId)
    .where((eb) => eb.or([eb('c.buyer_id', '=', memberId), eb('c.seller_id', '=', memberId)]));
  if (upcoming)
    query = query
      .where('h.state', '=', 'accepted')
      .where('h.buyer_outcome', 'is', null)
      .where('h.seller_outcome', 'is', null)
      .where(sql<boolean>`h.at > now()`);
  const row = await query.executeTakeFirst();
  return row && { ...row, at: new Date(row.at) };
}

/** The hand-over's calendar file; `url` makes an absolute link on the site from a path. */
export function memberHandoverCalendar(handover: MemberHandover, url: (path: string) => string): string {
  return handoverCalendar({
    id: handover.id,
    at: handover.at,
    place: handover.place,
    summary: T.calendarSummary(handover.book_name),
    description: T.calendarDescription(handover.other_first_name ?? T.formerMember, url(`/messages/${handover.conversation_id}`)),
    host: new URL(url('/')).host,
  });
}
