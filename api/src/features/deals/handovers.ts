import { sql, type Transaction } from 'kysely';
import type { HandoverOutcome } from '../../db/deals-schema';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../texts';
import { LISTED } from '../books';
import type { Conversation } from '../messages';
import { HANDOVER_MAX_DAYS_AHEAD, HANDOVER_PLACE_MAX } from './limits';
import type { DealParts, Member } from './deal-parts';
import { dealTexts } from './texts';
import { memberHandover, memberHandoverCalendar } from './member-handover';

// Hand-overs (issue 37): either side proposes a time and a place, which replaces a proposal (or an agreed time
// nobody has reported on yet); the other side accepts it, which reserves the book for the buyer in the same
// transaction. After that each side says once how it went: both completed sells the book to the buyer, a
// no-show or a cancellation releases it, and completed against anything else is a disagreement for moderators.

const T = dealTexts;
const DAY_MS = 24 * 60 * 60 * 1000;

interface HandoverParties {
  id: number;
  conversation_id: number;
  book_id: number | null;
  buyer_id: number | null;
  seller_id: number | null;
}

/** Thrown inside a transaction to roll it back; the answer is worked out after it, outside. */
class Refused extends Error {
  constructor(readonly answer: HttpError | 'why') {
    super('refused');
  }
}

/**
 * Reserve the book for the conversation's buyer unless it is held for another (then false). reserved_at is written
 * afresh: a sweep waiting on this row then finds the reservation new (features/deals/sweep.ts).
 */
async function reserveFor(trx: Transaction<DB>, bookId: number | null, conversationId: number): Promise<boolean> {
  const reserved = await sql`
    UPDATE books b SET reserved_for_conversation_id = ${conversationId},
      reserved_at = now()
    WHERE b.id = ${bookId} AND ${LISTED}
      AND (b.reserved_for_conversation_id IS NULL OR b.reserved_for_conversation_id = ${conversationId})`.execute(trx);
  return Number(reserved.numAffectedRows ?? 0) > 0;
}

export class Handovers {
  constructor(private readonly parts: DealParts) {}

  /** POST /conversations/{id}/handovers/: propose a time and a place. */
  async propose(viewer: Member, conversationId: number, at: Date | string, rawPlace: string): Promise<Conversation> {
    const place = rawPlace.trim();
    const when = new Date(at);
    const now = Date.now();
    if (Number.isNaN(when.getTime()) || when.getTime() <= now || when.getTime() > now + HANDOVER_MAX_DAYS_AHEAD * DAY_MS) {
      throw new HttpError(400, T.atInvalid(HANDOVER_MAX_DAYS_AHEAD), { at: T.atInvalid(HANDOVER_MAX_DAYS_AHEAD) });
    }
    if (place.length === 0 || place.length > HANDOVER_PLACE_MAX) {
      throw new HttpError(400, T.placeInvalid(HANDOVER_PLACE_MAX), { place: T.placeInvalid(HANDOVER_PLACE_MAX) });
    }
    const conversation = await this.parts.conversations.get(viewer, conversationId);
    if (conversation.role === 'moderator') throw new HttpError(403, T.moderatorsRead);
    if (conversation.other_member === null) throw new HttpError(409, T.otherLeft);
    const v = viewer.id;
    try {
      await this.parts.db.transaction().execute(async (trx) => {
        const live = await sql<{ id: number; settled: boolean }>`
          SELECT h.id, (h.buyer_outcome IS NOT NULL OR h.seller_outcome IS NOT NULL) AS settled FROM handovers h
          WHERE h.conversation_id = ${conversationId} AND h.state IN ('proposed', 'accepted') FOR UPDATE`.execute(trx);
        if (live.rows.some((row) => row.settled)) throw new Refused(new HttpError(409, T.handoverHasOutcome));
        await sql`UPDATE handovers SET state = 'replaced' WHERE conversation_id = ${conversationId} AND state IN ('proposed', 'accepted')`.execute(
          trx,
        );
        // The book must be listed and not held for another buyer; the caller one of the two members.
        const inserted = await sql`
          INSERT INTO handovers (conversation_id, proposed_by_seller, at, place)
          SELECT c.id, c.seller_id = ${v}, ${when.toISOString()}::timestamptz, ${place}
          FROM conversations c JOIN books b ON b.id = c.book_id
          WHERE c.id = ${conversationId} AND (c.buyer_id = ${v} OR c.seller_id = ${v}) AND c.buyer_id IS NOT NULL AND c.seller_id IS NOT NULL
            AND ${LISTED} AND (b.reserved_for_conversation_id IS NULL OR b.reserved_for_conversation_id = c.id)`.execute(trx);
        if (Number(inserted.numAffectedRows ?? 0) === 0) throw new Refused('why');
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      if (error.answer !== 'why') throw error.answer;
      throw this.parts.whyNotReserved(await this.parts.conversations.get(viewer, conversationId));
    }
    await this.announce(conversation.id, viewer);
    return this.parts.conversations.get(viewer, conversationId);
  }

  /** POST /handovers/{id}/accept/: the side that did not propose it agrees; the book is reserved for the buyer. */
  async accept(viewer: Member, handoverId: number): Promise<Conversation> {
    const v = viewer.id;
    let parties: HandoverParties | undefined;
    try {
      await this.parts.db.transaction().execute(async (trx) => {
        const moved = await sql<HandoverParties>`
          UPDATE handovers h SET state = 'accepted', accepted_at = now()
          FROM conversations c
          WHERE h.id = ${handoverId} AND c.id = h.conversation_id AND h.state = 'proposed'
            AND ((h.proposed_by_seller AND c.buyer_id = ${v}) OR (NOT h.proposed_by_seller AND c.seller_id = ${v}))
          RETURNING h.id::int AS id, c.id::int AS conversation_id, c.book_id::int AS book_id,
            c.buyer_id::int AS buyer_id, c.seller_id::int AS seller_id`.execute(trx);
        parties = moved.rows[0];
        if (!parties) throw new Refused('why');
        if (!(await reserveFor(trx, parties.book_id, parties.conversation_id))) throw new Refused('why');
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      throw await this.whyNotAccepted(viewer, handoverId);
    }
    if (!parties) throw new HttpError(404, messages.errors.notFound);
    await this.parts.bookChanged(parties.book_id);
    return this.parts.conversations.get(viewer, parties.conversation_id);
  }

  private async whyNotAccepted(viewer: Member, handoverId: number): Promise<HttpError> {
    const row = await this.ownHandover(viewer, handoverId);
    if (row.proposed_by_seller === (row.seller_id === viewer.id)) return new HttpError(403, T.ownHandover);
    if (row.state !== 'proposed') return new HttpError(409, T.handoverNotProposed(row.state));
    return this.parts.whyNotReserved(await this.parts.conversations.get(viewer, row.conversation_id));
  }

  /** A hand-over in one of the caller's conversations; 404 otherwise. */
  async ownHandover(viewer: Member, handoverId: number) {
    const row = await this.parts.db
      .selectFrom('handovers as h')
      .innerJoin('conversations as c', 'c.id', 'h.conversation_id')
      .select([
        'h.state',
        'h.proposed_by_seller',
        'h.buyer_outcome',
        'h.seller_outcome',
        sql<number | null>`c.seller_id::int`.as('seller_id'),
        sql<number>`h.conversation_id::int`.as('conversation_id'),
      ])
      .where('h.id', '=', handoverId)
      .where((eb) => eb.or([eb('c.buyer_id', '=', viewer.id), eb('c.seller_id', '=', viewer.id)]))
      .executeTakeFirst();
    if (!row) throw new HttpError(404, messages.errors.notFound);
    return row;
  }

  /** POST /handovers/{id}/outcome/: the caller says how the accepted hand-over went, once. */
  async outcome(viewer: Member, handoverId: number, outcome: HandoverOutcome): Promise<Conversation> {
    const v = viewer.id;
    let settled: (HandoverParties & { buyer_outcome: HandoverOutcome | null; seller_outcome: HandoverOutcome | null }) | undefined;
    // Whether this outcome freed the book: its queue is told once the transaction has committed.
    const released = await this.parts.db.transaction().execute(async (trx) => {
      // The row lock orders the two sides: the second sees the first's outcome in what it returns.
      const moved = await sql<NonNullable<typeof settled>>`
        UPDATE handovers h SET
          buyer_outcome = CASE WHEN c.buyer_id = ${v} THEN ${outcome} ELSE h.buyer_outcome END,
          buyer_outcome_at = CASE WHEN c.buyer_id = ${v} THEN now() ELSE h.buyer_outcome_at END,
          seller_outcome = CASE WHEN c.seller_id = ${v} THEN ${outcome} ELSE h.seller_outcome END,
          seller_outcome_at = CASE WHEN c.seller_id = ${v} THEN now() ELSE h.seller_outcome_at END
        FROM conversations c
        WHERE h.id = ${handoverId} AND c.id = h.conversation_id AND h.state = 'accepted'
          AND ((c.buyer_id = ${v} AND h.buyer_outcome IS NULL) OR (c.seller_id = ${v} AND h.seller_outcome IS NULL))
        RETURNING h.id::int AS id, c.id::int AS conversation_id, c.book_id::int AS book_id, c.buyer_id::int AS buyer_id,
          c.seller_id::int AS seller_id, h.buyer_outcome, h.seller_outcome`.execute(trx);
      settled = moved.rows[0];
      if (!settled) return false;
      let freed = false;
      const outcomes = [settled.buyer_outcome, settled.seller_outcome];
      const both = outcomes.every((said) => said !== null);
      if (both && outcomes.every((said) => said === 'completed')) {
        // Sold to the buyer, as mark-as-sold does; not when it went to someone else meanwhile.
        await sql`UPDATE books b SET is_sold = true, sold_to_id = ${settled.buyer_id}, reserved_for_conversation_id = NULL, reserved_at = NULL
          WHERE b.id = ${settled.book_id} AND NOT b.is_sold
            AND (b.reserved_for_conversation_id IS NULL OR b.reserved_for_conversation_id = ${settled.conversation_id})`.execute(trx);
      } else if (outcome !== 'completed') {
        const cleared = await sql`UPDATE books b SET reserved_for_conversation_id = NULL, reserved_at = NULL
          WHERE b.id = ${settled.book_id} AND b.reserved_for_conversation_id = ${settled.conversation_id}`.execute(trx);
        freed = Number(cleared.numAffectedRows ?? 0) > 0;
      }
      const disputed = both && outcomes.includes('completed') && !outcomes.every((said) => said === 'completed');
      if (both) {
        await sql`UPDATE handovers SET state = 'done', disputed_at = ${disputed ? sql`now()` : sql`NULL`} WHERE id = ${settled.id}`.execute(
          trx,
        );
      }
      return freed;
    });
    if (!settled) {
      const row = await this.ownHandover(viewer, handoverId);
      if (row.state === 'proposed' || row.state === 'replaced') throw new HttpError(409, T.handoverNotAccepted);
      throw new HttpError(409, T.outcomeGiven);
    }
    if (released) await this.parts.released(settled.book_id, settled.conversation_id);
    else await this.parts.bookChanged(settled.book_id);
    return this.parts.conversations.get(viewer, settled.conversation_id);
  }

  /** GET /handovers/{id}/calendar.ics: an accepted hand-over as a calendar file, for either member. */
  async calendar(viewer: Member, handoverId: number, publicUrl: string): Promise<string> {
    const handover = await memberHandover(this.parts.db, viewer.id, handoverId);
    if (!handover) throw new HttpError(404, messages.errors.notFound);
    if (handover.state !== 'accepted' && handover.state !== 'done') throw new HttpError(409, T.calendarNotAccepted);
    return memberHandoverCalendar(handover, (path) => `${publicUrl}${path}`);
  }

  private async announce(conversationId: number, viewer: Member): Promise<void> {
    const c = await this.parts.db
      .selectFrom('conversations')
      .select([sql<number | null>`buyer_id::int`.as('buyer_id'), sql<number | null>`seller_id::int`.as('seller_id')])
      .where('id', '=', conversationId)
      .executeTakeFirst();
    const memberIds = [c?.buyer_id ?? null, c?.seller_id ?? null, viewer.id].filter((id): id is number => id !== null);
    await this.parts.live.publish({ type: 'conversation', conversation_id: conversationId, member_ids: [...new Set(memberIds)] });
  }
}
