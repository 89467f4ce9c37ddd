import useSWR from 'swr';
import type { ListResponse } from '@booknook/contract';
import { getModerationBooks, moderationBooksKey, type ModerationBook, type ModerationQueue } from '../api/get-moderation-books';

/** One page of a moderation list. The API answers 403 to anyone who is not a moderator. */
export function useModerationBooks(queue: ModerationQueue, page: number) {
  return useSWR<ListResponse<ModerationBook>, unknown>(moderationBooksKey(queue, page), () => getModerationBooks(queue, page), {
    keepPreviousData: true,
  });
}
