import { http, type BookDetail, type BookOwner, type ListResponse } from '@booknook/shared-ui';

/** The lists a moderator works through; rejected and disabled books are where a decision is taken back. */
export const MODERATION_QUEUES = ['unreviewed', 'reported', 'accepted', 'rejected', 'disabled'] as const;
export type ModerationQueue = (typeof MODERATION_QUEUES)[number];

/** The lists whose size the desk shows at the top. */
export const COUNTED_QUEUES = ['unreviewed', 'reported', 'accepted'] as const satisfies readonly ModerationQueue[];

export const MODERATION_PAGE_SIZE = 10;

/** A book's owner as moderators see them: with how to reach them, which members only get on request. */
export interface ModerationOwner extends BookOwner {
  email: string;
  phone_number: string;
  hide_phone_number: boolean;
}

/** A book as a moderator sees it: every field, its owner, the reason it was rejected and how often it was reported. */
export interface ModerationBook extends Omit<BookDetail, 'user'> {
  user: ModerationOwner;
  rejection_reason: string | null;
  report_count: number;
  /** Changes with every change to the book; a decision names the version the moderator saw. */
  version: number;
}

export function moderationBooksKey(queue: ModerationQueue, page: number): string {
  const params = new URLSearchParams({
    status: queue,
    limit: String(MODERATION_PAGE_SIZE),
    offset: String((page - 1) * MODERATION_PAGE_SIZE),
  });
  return `/moderation/books/?${params.toString()}`;
}

export function isModerationKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith('/moderation/');
}

export async function getModerationBooks(queue: ModerationQueue, page: number): Promise<ListResponse<ModerationBook>> {
  return (await http.get<ListResponse<ModerationBook>>(moderationBooksKey(queue, page))).data;
}
