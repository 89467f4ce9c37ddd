import type { LightMyRequestResponse } from 'fastify';
import type { DatabaseKind } from '../../../src/db/database';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { listedBook, newMember, type Member } from '../../helpers/world';

// What the deal's tests share: a seller's listed book and buyers' conversations about it, and the conversation's shape.

export const CONVERSATIONS = '/api/v1/conversations';

/** The app and the members a deal's test casts: the seller, the buyer, another buyer in the queue and a stranger. */
export interface DealCast {
  t: TestApp;
  seller: Member;
  buyer: Member;
  queued: Member;
  stranger: Member;
}

export async function dealCast(kind: DatabaseKind, firstNames: { seller?: string; buyer?: string } = {}): Promise<DealCast> {
  const t = await createTestApp(kind);
  const seller = await newMember(t, firstNames.seller === undefined ? {} : { first_name: firstNames.seller });
  const buyer = await newMember(t, firstNames.buyer === undefined ? {} : { first_name: firstNames.buyer });
  return { t, seller, buyer, queued: await newMember(t), stranger: await newMember(t) };
}

/** A response as the tests compare it: its status and its JSON body. */
export const answer = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json<unknown>() });

export interface Offer {
  id: number;
  price: number;
  state: string;
  from_seller: boolean;
  from_me: boolean;
  answered_at: string | null;
}

export interface DealConversation {
  id: number;
  role: string;
  book: { id: number | null; status: string; price: number };
  reserved_here: boolean;
  offer: Offer | null;
  handover: { id: number; state: string; at: string; place: string; my_outcome: string | null; other_outcome: string | null } | null;
  last_message: { id: number; body: string; kind: string; offer: Offer | null } | null;
}

/** A new listed book of `seller`'s, and one conversation about it per buyer. */
export async function bookWithConversations(
  t: TestApp,
  seller: Member,
  buyers: Member[],
  overrides: Record<string, unknown> = {},
): Promise<{ bookId: number; ids: number[] }> {
  const bookId = await listedBook(t, seller, overrides);
  const ids: number[] = [];
  for (const buyer of buyers) {
    const response = await buyer.client.post(`${CONVERSATIONS}/`, { book_id: bookId });
    if (response.statusCode !== 201) throw new Error(`conversation: ${response.statusCode} ${response.body}`);
    ids.push(response.json<{ id: number }>().id);
  }
  return { bookId, ids };
}

export async function conversationOf(member: Member, id: number): Promise<DealConversation> {
  return (await member.client.get(`${CONVERSATIONS}/${id}/`)).json<DealConversation>();
}

/** A time `hours` from now, as the API takes it. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** `proposer` proposes a hand-over in conversation `id` and `accepter` accepts it; returns its id. */
export async function agreedHandover(id: number, proposer: Member, accepter: Member): Promise<number> {
  const proposed = await proposer.client.post(`${CONVERSATIONS}/${id}/handovers/`, { at: hoursFromNow(24), place: 'The library steps' });
  if (proposed.statusCode !== 201) throw new Error(`propose: ${proposed.statusCode} ${proposed.body}`);
  const handoverId = proposed.json<DealConversation>().handover!.id;
  const accepted = await accepter.client.post(`/api/v1/handovers/${handoverId}/accept/`);
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  return handoverId;
}
