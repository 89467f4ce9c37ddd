import { sql } from 'kysely';
import type { HandoverOutcome, HandoverState, OfferState } from '../../db/deals-schema';

// The deal as a conversation carries it (issue 37): its offers (each also a message) and its hand-over.
// features/deals writes them; they are read here, with the conversation and its messages, so that
// one read answers what a client draws and no feature reads another's tables through its code.

export const OFFER_STATES = ['open', 'accepted', 'declined', 'countered', 'withdrawn'] as const;
export const HANDOVER_STATES = ['proposed', 'accepted', 'replaced', 'done'] as const;
export const HANDOVER_OUTCOMES = ['completed', 'no_show', 'cancelled'] as const;

const offerProperties = {
  id: { type: 'integer' },
  price: { type: 'number', description: '0 asks for the book free' },
  state: {
    type: 'string',
    enum: OFFER_STATES,
    description:
      'open (waiting for the other side); accepted (the book is reserved at this price); declined; countered (a newer offer answers it); withdrawn',
  },
  from_seller: { type: 'boolean' },
  from_me: { type: 'boolean', description: 'Made by the caller (for a moderator: by the buyer)' },
  created_at: { type: 'string', format: 'date-time' },
  answered_at: { type: ['string', 'null'], format: 'date-time' },
} as const;

export const offerSchema = {
  type: 'object',
  required: Object.keys(offerProperties) as (keyof typeof offerProperties)[],
  properties: offerProperties,
} as const;

const handoverProperties = {
  id: { type: 'integer' },
  at: { type: 'string', format: 'date-time' },
  place: { type: 'string', description: 'Free text, as proposed (plain text: never render it as HTML)' },
  state: {
    type: 'string',
    enum: HANDOVER_STATES,
    description: 'proposed (the other side may accept it or propose another); accepted; done (both said how it went)',
  },
  proposed_by_me: { type: 'boolean' },
  my_outcome: { anyOf: [{ type: 'string', enum: HANDOVER_OUTCOMES }, { type: 'null' }] },
  other_outcome: { anyOf: [{ type: 'string', enum: HANDOVER_OUTCOMES }, { type: 'null' }] },
  rated_by_me: { type: 'boolean', description: 'The caller has rated the other member for this hand-over' },
} as const;

export const handoverSchema = {
  type: 'object',
  required: Object.keys(handoverProperties) as (keyof typeof handoverProperties)[],
  properties: handoverProperties,
} as const;

/** An offer as it is read (json_build_object): ids and prices as numbers, times as text. */
export interface OfferRow {
  id: number;
  price: number | string;
  state: OfferState;
  from_seller: boolean;
  created_at: string;
  answered_at: string | null;
}

export interface HandoverRow {
  id: number;
  at: string;
  place: string;
  state: HandoverState;
  proposed_by_seller: boolean;
  buyer_outcome: HandoverOutcome | null;
  seller_outcome: HandoverOutcome | null;
  rated_by_buyer: boolean;
  rated_by_seller: boolean;
}

const offerJson = (alias: string) =>
  sql`json_build_object('id', ${sql.ref(`${alias}.id`)}, 'price', ${sql.ref(`${alias}.price`)}, 'state', ${sql.ref(`${alias}.state`)},
    'from_seller', ${sql.ref(`${alias}.from_seller`)}, 'created_at', ${sql.ref(`${alias}.created_at`)}, 'answered_at', ${sql.ref(`${alias}.answered_at`)})`;

/** The offer a message (as `message`) carries, or null. */
export const messageOfferColumn = (message = 'm') =>
  sql<OfferRow | null>`(SELECT ${offerJson('o')} FROM offers o WHERE o.id = ${sql.ref(`${message}.offer_id`)})`;

/** A conversation's (as `c`) latest offer, or null. */
export const latestOfferColumn = () =>
  sql<OfferRow | null>`(SELECT ${offerJson('o')} FROM offers o WHERE o.conversation_id = c.id ORDER BY o.id DESC LIMIT 1)`;

/** A conversation's (as `c`) current hand-over: the live one (proposed or accepted), else the latest done one. */
export const currentHandoverColumn = () => sql<HandoverRow | null>`(
  SELECT json_build_object('id', h.id, 'at', h.at, 'place', h.place, 'state', h.state, 'proposed_by_seller', h.proposed_by_seller,
    'buyer_outcome', h.buyer_outcome, 'seller_outcome', h.seller_outcome,
    'rated_by_buyer', EXISTS (SELECT 1 FROM ratings r WHERE r.handover_id = h.id AND r.rater_id = c.buyer_id),
    'rated_by_seller', EXISTS (SELECT 1 FROM ratings r WHERE r.handover_id = h.id AND r.rater_id = c.seller_id))
  FROM handovers h WHERE h.conversation_id = c.id AND h.state <> 'replaced'
  ORDER BY (h.state IN ('proposed', 'accepted')) DESC, h.id DESC LIMIT 1)`;

type Side = 'buyer' | 'seller' | 'moderator';

export function toOffer(row: OfferRow, role: Side) {
  return {
    id: row.id,
    price: Number(row.price),
    state: row.state,
    from_seller: row.from_seller,
    // A moderator reads from the buyer's side, as with messages.
    from_me: role === 'seller' ? row.from_seller : !row.from_seller,
    created_at: new Date(row.created_at),
    answered_at: row.answered_at === null ? null : new Date(row.answered_at),
  };
}

export function toHandover(row: HandoverRow, role: Side) {
  const seller = role === 'seller';
  return {
    id: row.id,
    at: new Date(row.at),
    place: row.place,
    state: row.state,
    proposed_by_me: seller ? row.proposed_by_seller : !row.proposed_by_seller,
    my_outcome: seller ? row.seller_outcome : row.buyer_outcome,
    other_outcome: seller ? row.buyer_outcome : row.seller_outcome,
    rated_by_me: seller ? row.rated_by_seller : row.rated_by_buyer,
  };
}
