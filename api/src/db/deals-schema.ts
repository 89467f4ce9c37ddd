import type { ColumnType, Generated } from 'kysely';

// The tables of the deal (migration 0029), apart from schema.ts: written by features/deals, read by
// conversations (an offer is a message) and by features/members (ratings).

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type OfferState = 'open' | 'accepted' | 'declined' | 'countered' | 'withdrawn';
export type HandoverState = 'proposed' | 'accepted' | 'replaced' | 'done';
export type HandoverOutcome = 'completed' | 'no_show' | 'cancelled';
export type RatingScore = 'up' | 'down';
export type RatingReason = 'no_show' | 'late' | 'not_as_described' | 'rude' | 'other';

export interface BookReservationColumns {
  /** The conversation whose buyer the book is reserved for; null when it is not reserved. */
  reserved_for_conversation_id: ColumnType<number | null, number | null | undefined, number | null>;
  reserved_at: NullableTimestamp;
}

export interface OffersTable {
  id: Generated<number>;
  conversation_id: number;
  from_seller: boolean;
  /** numeric(7,2); 0 asks for the book free. */
  price: ColumnType<number, number | string, number | string>;
  state: ColumnType<OfferState, OfferState | undefined, OfferState>;
  created_at: CreatedAt;
  answered_at: NullableTimestamp;
}

export interface HandoversTable {
  id: Generated<number>;
  conversation_id: number;
  proposed_by_seller: boolean;
  at: ColumnType<Date, Date | string, Date | string>;
  place: string;
  state: ColumnType<HandoverState, HandoverState | undefined, HandoverState>;
  created_at: CreatedAt;
  accepted_at: NullableTimestamp;
  buyer_outcome: ColumnType<HandoverOutcome | null, HandoverOutcome | null | undefined, HandoverOutcome | null>;
  buyer_outcome_at: NullableTimestamp;
  seller_outcome: ColumnType<HandoverOutcome | null, HandoverOutcome | null | undefined, HandoverOutcome | null>;
  seller_outcome_at: NullableTimestamp;
  reminded_at: NullableTimestamp;
  disputed_at: NullableTimestamp;
  dispute_resolved_at: NullableTimestamp;
}

export interface RatingsTable {
  id: Generated<number>;
  handover_id: number;
  rater_id: number | null;
  ratee_id: number | null;
  score: RatingScore;
  reason: ColumnType<RatingReason | null, RatingReason | null | undefined, RatingReason | null>;
  body: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  published_at: NullableTimestamp;
  hidden_by: ColumnType<number | null, number | null | undefined, number | null>;
  hidden_at: NullableTimestamp;
}

export interface MessageDealColumns {
  /** 'offer': the message carries offer `offer_id`. */
  kind: ColumnType<'text' | 'offer', 'text' | 'offer' | undefined, 'text' | 'offer'>;
  offer_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface DealTables {
  offers: OffersTable;
  handovers: HandoversTable;
  ratings: RatingsTable;
}
