import { sql } from 'kysely';
import type { RatingReason, RatingScore } from '../../db/deals-schema';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../texts';
import type { Conversation } from '../messages';
import type { Handovers } from './handovers';
import type { DealParts, Member } from './deal-parts';
import { dealTexts } from './texts';

// Ratings (issue 37): after a hand-over's outcome each of its two members rates the other once (the database's
// unique key and its CHECK that rater and ratee differ), never for a book that went to someone else. Double-blind:
// a rating is published when the second one is written (under the hand-over's row lock, so two written at once
// still publish each other), or a week after the first outcome (features/members reads that rule).

const T = dealTexts;

/** Thrown inside the transaction to roll it back; answered after it. */
class NotRated extends Error {}

export class Ratings {
  constructor(
    private readonly parts: DealParts,
    private readonly handovers: Handovers,
  ) {}

  /** POST /handovers/{id}/rating/. */
  async rate(
    viewer: Member,
    handoverId: number,
    rating: { score: RatingScore; reason?: RatingReason; text?: string },
  ): Promise<Conversation> {
    if (rating.score === 'down' && rating.reason === undefined) throw new HttpError(400, T.reasonRequired, { reason: T.reasonRequired });
    const text = rating.text?.trim() || null;
    const reason = rating.score === 'down' ? (rating.reason ?? null) : null;
    const v = viewer.id;
    let conversationId: number | undefined;
    try {
      await this.parts.db.transaction().execute(async (trx) => {
        const locked = await sql<{ conversation_id: number }>`
          SELECT h.conversation_id::int AS conversation_id FROM handovers h WHERE h.id = ${handoverId} FOR UPDATE`.execute(trx);
        if (!locked.rows[0]) throw new NotRated();
        const inserted = await sql<{ id: number }>`
          INSERT INTO ratings (handover_id, rater_id, ratee_id, score, reason, body)
          SELECT h.id, ${v}, CASE WHEN c.buyer_id = ${v} THEN c.seller_id ELSE c.buyer_id END, ${rating.score}, ${reason}, ${text}
          FROM handovers h JOIN conversations c ON c.id = h.conversation_id
          WHERE h.id = ${handoverId} AND (c.buyer_id = ${v} OR c.seller_id = ${v}) AND c.buyer_id IS NOT NULL AND c.seller_id IS NOT NULL
            AND (h.buyer_outcome IS NOT NULL OR h.seller_outcome IS NOT NULL)
            AND NOT EXISTS (SELECT 1 FROM books b WHERE b.id = c.book_id AND b.is_sold AND b.sold_to_id IS DISTINCT FROM c.buyer_id)
          ON CONFLICT (handover_id, rater_id) DO NOTHING
          RETURNING id`.execute(trx);
        if (!inserted.rows[0]) throw new NotRated();
        conversationId = locked.rows[0].conversation_id;
        await sql`UPDATE ratings SET published_at = now()
          WHERE handover_id = ${handoverId} AND published_at IS NULL
            AND (SELECT count(*) FROM ratings r WHERE r.handover_id = ${handoverId}) = 2`.execute(trx);
      });
    } catch (error) {
      if (!(error instanceof NotRated)) throw error;
      throw await this.whyNot(viewer, handoverId);
    }
    if (conversationId === undefined) throw new HttpError(404, messages.errors.notFound);
    return this.parts.conversations.get(viewer, conversationId);
  }

  private async whyNot(viewer: Member, handoverId: number): Promise<HttpError> {
    const row = await this.handovers.ownHandover(viewer, handoverId);
    const rated = await this.parts.db
      .selectFrom('ratings')
      .select('id')
      .where('handover_id', '=', handoverId)
      .where('rater_id', '=', viewer.id)
      .executeTakeFirst();
    if (rated) return new HttpError(409, T.ratedAlready);
    if (row.buyer_outcome === null && row.seller_outcome === null) return new HttpError(409, T.ratingTooEarly);
    const conversation = await this.parts.conversations.get(viewer, row.conversation_id);
    if (conversation.other_member === null) return new HttpError(409, T.otherLeft);
    return new HttpError(409, T.soldToAnother);
  }
}
