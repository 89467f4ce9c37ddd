import { sql } from 'kysely';
import { HttpError } from '../../lib/http-error';
import { LISTED } from '../books';
import type { Conversation } from '../messages';
import type { DealParts, Member } from './deal-parts';
import { dealTexts } from './texts';

// Reservations (issue 37): the seller holds a listed book for one conversation's buyer. The book's own row
// is the reservation (books.reserved_for_conversation_id), so each step is one compare-and-set on it: of two
// reserves racing for one book, the second finds the column set and writes nothing.

const T = dealTexts;

/** The seller's side of a conversation, or 404 (outsiders) / 403 (the buyer, a moderator reading it). */
async function asSeller(parts: DealParts, viewer: Member, conversationId: number): Promise<Conversation> {
  const conversation = await parts.conversations.get(viewer, conversationId);
  if (conversation.role !== 'seller') throw new HttpError(403, T.onlySellerReserves);
  return conversation;
}

export class Reservations {
  constructor(private readonly parts: DealParts) {}

  /** POST /conversations/{id}/reserve/: the seller holds the listed, unreserved book for this buyer. */
  async reserve(viewer: Member, conversationId: number): Promise<Conversation> {
    const reserved = await sql<{ id: number }>`
      UPDATE books b SET reserved_for_conversation_id = c.id, reserved_at = now()
      FROM conversations c
      WHERE c.id = ${conversationId} AND c.seller_id = ${viewer.id} AND c.buyer_id IS NOT NULL
        AND b.id = c.book_id AND b.user_id = ${viewer.id} AND b.reserved_for_conversation_id IS NULL AND ${LISTED}
      RETURNING b.id::int AS id`.execute(this.parts.db);
    const book = reserved.rows[0];
    if (!book) {
      const conversation = await asSeller(this.parts, viewer, conversationId);
      if (conversation.other_member === null) throw new HttpError(409, T.buyerLeft);
      throw this.parts.whyNotReserved(conversation);
    }
    await this.parts.bookChanged(book.id);
    return this.parts.conversations.get(viewer, conversationId);
  }

  /** POST /conversations/{id}/release/: the seller makes the book available to everyone again. */
  async release(viewer: Member, conversationId: number): Promise<Conversation> {
    const released = await sql<{ id: number }>`
      UPDATE books b SET reserved_for_conversation_id = NULL, reserved_at = NULL
      FROM conversations c
      WHERE c.id = ${conversationId} AND c.seller_id = ${viewer.id}
        AND b.id = c.book_id AND b.user_id = ${viewer.id} AND b.reserved_for_conversation_id = c.id
      RETURNING b.id::int AS id`.execute(this.parts.db);
    const book = released.rows[0];
    if (!book) {
      await asSeller(this.parts, viewer, conversationId);
      throw new HttpError(409, T.notReserved);
    }
    await this.parts.released(book.id, conversationId);
    return this.parts.conversations.get(viewer, conversationId);
  }
}
