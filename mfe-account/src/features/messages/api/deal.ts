import type { RatingReason, RatingScore } from '@booknook/contract';
import { http, API_BASE } from '@booknook/platform';
import type { Conversation } from './conversations';

// The deal (issue 37): every route answers the conversation as it now is, so the view replaces its copy.

export type Offer = NonNullable<Conversation['offer']>;
export type Handover = NonNullable<Conversation['handover']>;
export type Outcome = 'completed' | 'no_show' | 'cancelled';
export const PLACE_MAX_LENGTH = 200;
export const RATING_TEXT_MAX_LENGTH = 500;
export const PRICE_MAX = 99999.99;

async function post(url: string, body?: object): Promise<Conversation> {
  return (await http.post<Conversation>(url, body)).data;
}

export const makeOffer = (conversationId: number, price: number) => post(`/conversations/${conversationId}/offers/`, { price });
export const acceptOffer = (offerId: number) => post(`/offers/${offerId}/accept/`);
export const declineOffer = (offerId: number) => post(`/offers/${offerId}/decline/`);
export const counterOffer = (offerId: number, price: number) => post(`/offers/${offerId}/counter/`, { price });
export const reserve = (conversationId: number) => post(`/conversations/${conversationId}/reserve/`);
export const release = (conversationId: number) => post(`/conversations/${conversationId}/release/`);
export const proposeHandover = (conversationId: number, at: string, place: string) =>
  post(`/conversations/${conversationId}/handovers/`, { at, place });
export const acceptHandover = (handoverId: number) => post(`/handovers/${handoverId}/accept/`);
export const reportOutcome = (handoverId: number, outcome: Outcome) => post(`/handovers/${handoverId}/outcome/`, { outcome });
export const rate = (handoverId: number, score: RatingScore, reason?: RatingReason, text?: string) =>
  post(`/handovers/${handoverId}/rating/`, { score, ...(reason ? { reason } : {}), ...(text ? { text } : {}) });

/** The calendar file of an accepted hand-over: a plain link, the browser downloads it with the session cookie. */
export const calendarUrl = (handoverId: number) => `${API_BASE}/handovers/${handoverId}/calendar.ics`;
