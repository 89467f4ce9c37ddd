import { sql } from 'kysely';
import { HttpError } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { messages } from '../../texts';
import { LISTED } from '../books';
import { postMessage, type Conversation } from '../messages';
import type { DealParts, Member } from './deal-parts';
import { dealTexts, offerMessageTexts } from './texts';

// Offers (issue 37): the buyer puts a price (0: asking for it free); the other side accepts, declines or counters.
// An offer is written with its message in one statement (features/messages), so it arrives over the event stream
// and sits in the history; at most one is open per conversation (a unique index). Answering is a compare-and-set
// on the offer's state by the side that did not make it; accepting also reserves the book in the same transaction.

const T = dealTexts;

export type Answer = 'accepted' | 'declined' | 'countered';

/** Thrown inside a transaction to roll it back; its reason is worked out after, outside it. */
class NotAnswered extends Error {
  constructor(readonly why: 'offer' | 'reserve' | 'counter') {
    super(why);
  }
}

interface Answered {
  conversation_id: number;
  book_id: number | null;
  buyer_id: number | null;
  seller_id: number | null;
}

const cents = (price: number) => Math.round(price * 100) / 100;

export class Offers {
  constructor(private readonly parts: DealParts) {}

  /** POST /conversations/{id}/offers/: the buyer's offer. */
  async make(viewer: Member, conversationId: number, price: number): Promise<Conversation> {
    const { conversations, db } = this.parts;
    const conversation = await conversations.get(viewer, conversationId);
    if (conversation.role !== 'buyer') throw new HttpError(403, T.onlyBuyerOffers);
    const amount = cents(price);
    const message = await postMessage(db, viewer.id, conversationId, offerMessageTexts.offerBody(amount), { price: amount }).catch(
      (error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(409, T.offerOpen);
        throw error;
      },
    );
    if (!message) {
      const why = await conversations.whyNotSent(viewer, conversationId);
      if (why.statusCode !== 409) throw why;
      throw new HttpError(409, T.bookNotListed);
    }
    await conversations.delivered(message);
    return conversations.get(viewer, conversationId);
  }

  /** POST /offers/{id}/accept|decline|counter/: the other side answers an open offer. */
  async answer(viewer: Member, offerId: number, answer: Answer, counterPrice?: number): Promise<Conversation> {
    const { conversations, db, live } = this.parts;
    let answered: Answered | undefined;
    let counter: Awaited<ReturnType<typeof postMessage>>;
    try {
      await db.transaction().execute(async (trx) => {
        const moved = await sql<Answered>`
          UPDATE offers o SET state = ${answer}, answered_at = now()
          FROM conversations c
          WHERE o.id = ${offerId} AND c.id = o.conversation_id AND o.state = 'open'
            AND ((o.from_seller AND c.buyer_id = ${viewer.id}) OR (NOT o.from_seller AND c.seller_id = ${viewer.id}))
          RETURNING o.conversation_id::int AS conversation_id, c.book_id::int AS book_id,
            c.buyer_id::int AS buyer_id, c.seller_id::int AS seller_id`.execute(trx);
        answered = moved.rows[0];
        if (!answered) throw new NotAnswered('offer');
        if (answer === 'accepted') {
          // The same compare-and-set as a reserve; already held for this very conversation is fine.
          const reserved = await sql`
            UPDATE books b SET reserved_for_conversation_id = ${answered.conversation_id},
              reserved_at = CASE WHEN b.reserved_for_conversation_id IS NULL THEN now() ELSE b.reserved_at END
            WHERE b.id = ${answered.book_id} AND ${LISTED}
              AND (b.reserved_for_conversation_id IS NULL OR b.reserved_for_conversation_id = ${answered.conversation_id})`.execute(trx);
          if (Number(reserved.numAffectedRows ?? 0) === 0) throw new NotAnswered('reserve');
        }
        if (answer === 'countered' && counterPrice !== undefined) {
          const amount = cents(counterPrice);
          counter = await postMessage(trx, viewer.id, answered.conversation_id, offerMessageTexts.counterBody(amount), { price: amount });
          if (!counter) throw new NotAnswered('counter');
        }
      });
    } catch (error) {
      if (!(error instanceof NotAnswered)) throw error;
      throw await this.whyNot(viewer, offerId, error.why);
    }
    if (!answered) throw new HttpError(404, messages.errors.notFound);
    if (counter) await conversations.delivered(counter);
    if (answer === 'accepted') await this.parts.bookChanged(answered.book_id);
    else {
      const memberIds = [answered.buyer_id, answered.seller_id].filter((id): id is number => id !== null);
      await live.publish({ type: 'conversation', conversation_id: answered.conversation_id, member_ids: memberIds });
    }
    return conversations.get(viewer, answered.conversation_id);
  }

  /** Why an answer wrote nothing: 404 outside the conversation, 403 for one's own offer, 409 naming the state. */
  private async whyNot(viewer: Member, offerId: number, why: NotAnswered['why']): Promise<HttpError> {
    const offer = await this.parts.db
      .selectFrom('offers as o')
      .innerJoin('conversations as c', 'c.id', 'o.conversation_id')
      .select(['o.state', 'o.from_seller', 'c.seller_id', sql<number>`o.conversation_id::int`.as('conversation_id')])
      .where('o.id', '=', offerId)
      .where((eb) => eb.or([eb('c.buyer_id', '=', viewer.id), eb('c.seller_id', '=', viewer.id)]))
      .executeTakeFirst();
    if (!offer) return new HttpError(404, messages.errors.notFound);
    if (offer.from_seller === (offer.seller_id === viewer.id)) return new HttpError(403, T.ownOffer);
    if (offer.state !== 'open') return new HttpError(409, T.offerNotOpen(offer.state));
    const conversation = await this.parts.conversations.get(viewer, offer.conversation_id);
    if (why === 'reserve') return this.parts.whyNotReserved(conversation);
    const notSent = await this.parts.conversations.whyNotSent(viewer, offer.conversation_id);
    return notSent.statusCode === 409 ? new HttpError(409, T.bookNotListed) : notSent;
  }
}
