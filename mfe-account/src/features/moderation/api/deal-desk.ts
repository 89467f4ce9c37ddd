import { type ResponseOf } from '@booknook/contract';
import { http } from '@booknook/platform';

export type DealDesk = ResponseOf<'/moderation/deals/', 'get'>;
export type HandoverDispute = DealDesk['disputes'][number];
export type DownRating = DealDesk['down_ratings'][number];
export type HiddenRating = DealDesk['hidden_ratings'][number];

/** The SWR key (an API path) of the deal desk: open disagreements, the oldest first, and recent thumbs-down ratings. */
export const DEAL_DESK_KEY = '/moderation/deals/';

export async function getDealDesk(): Promise<DealDesk> {
  return (await http.get<DealDesk>(DEAL_DESK_KEY)).data;
}

/** Hide a rating from the member page; the reason goes to the audit log. */
export async function hideRating(ratingId: number, reason: string): Promise<{ detail: string }> {
  return (await http.post<{ detail: string }>(`/moderation/ratings/${ratingId}/hide/`, { reason })).data;
}

/** Show a hidden rating on the member page again; the reason goes to the audit log. */
export async function unhideRating(ratingId: number, reason: string): Promise<{ detail: string }> {
  return (await http.post<{ detail: string }>(`/moderation/ratings/${ratingId}/unhide/`, { reason })).data;
}

/** Close a hand-over disagreement once a moderator has looked at it. */
export async function resolveDispute(handoverId: number): Promise<{ detail: string }> {
  return (await http.post<{ detail: string }>(`/moderation/handovers/${handoverId}/resolve/`)).data;
}
