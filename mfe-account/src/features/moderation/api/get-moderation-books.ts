import { MODERATION_STATUS_VALUES, type ListResponse, type ResponseOf } from '@booknook/contract';
import { http } from '@booknook/platform';

/** The lists a moderator works through; rejected and disabled books are where a decision is taken back. */
export const MODERATION_QUEUES = [
  'unreviewed',
  'reported',
  'accepted',
  'rejected',
  'disabled',
] as const satisfies readonly (typeof MODERATION_STATUS_VALUES)[number][];
export type ModerationQueue = (typeof MODERATION_QUEUES)[number];

// Every status the API lists is a queue here but 'all' (the desk has no such tab): one the API adds fails here.
true satisfies Exclude<(typeof MODERATION_STATUS_VALUES)[number], ModerationQueue | 'all'> extends never ? true : false;

/** The lists whose size the desk shows at the top. */
export const COUNTED_QUEUES = ['unreviewed', 'reported', 'accepted'] as const satisfies readonly ModerationQueue[];

export const MODERATION_PAGE_SIZE = 10;

/**
 * A book as a moderator sees it (GET /moderation/books/): every field, its owner with how to reach them, the reason
 * it was rejected, how often it was reported, and the `version` a decision names.
 */
export type ModerationBook = ResponseOf<'/moderation/books/', 'get'>['items'][number];

/** A book's owner as moderators see them: with how to reach them, which members only get on request. */
export type ModerationOwner = ModerationBook['user'];

export function moderationBooksKey(queue: ModerationQueue, page: number): string {
  const params = new URLSearchParams({
    status: queue,
    limit: String(MODERATION_PAGE_SIZE),
    offset: String((page - 1) * MODERATION_PAGE_SIZE),
  });
  return `/moderation/books/?${params.toString()}`;
}

export async function getModerationBooks(queue: ModerationQueue, page: number): Promise<ListResponse<ModerationBook>> {
  return (await http.get<ListResponse<ModerationBook>>(moderationBooksKey(queue, page))).data;
}
