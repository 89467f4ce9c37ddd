import { useCallback, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { CONVERSATION_POLL_MS, useConversationEvents } from '@booknook/shared-ui';
import { getOlderConversations, INBOX_KEY, type Conversation, type ConversationList } from '../api/conversations';

/**
 * The member's conversations, latest first: the newest page from SWR (refreshed by the event
 * stream, or polled without one) and older pages fetched on request.
 */
export function useInbox() {
  const { mutate: mutateKey } = useSWRConfig();
  const { live } = useConversationEvents((event) => {
    if (event.type === 'read' && !event.byMe) return; // the other member's seen marks do not change the list
    void mutateKey(INBOX_KEY);
  });
  const { data, error, mutate } = useSWR<ConversationList, unknown>(INBOX_KEY, {
    refreshInterval: live ? 0 : CONVERSATION_POLL_MS.unread,
  });
  const [older, setOlder] = useState<{ results: Conversation[]; hasMore: boolean } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);

  const conversations = useMemo(() => {
    const newest = data?.results ?? [];
    const shown = new Set(newest.map((conversation) => conversation.id));
    return [...newest, ...(older?.results ?? []).filter((conversation) => !shown.has(conversation.id))];
  }, [data, older]);
  const hasMore = older ? older.hasMore : (data?.has_more ?? false);

  const loadOlder = useCallback(async () => {
    const before = conversations[conversations.length - 1]?.last_message?.id;
    if (before === undefined) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const page = await getOlderConversations(before);
      setOlder((current) => ({ results: [...(current?.results ?? []), ...page.results], hasMore: page.has_more }));
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [conversations]);

  return {
    conversations,
    loaded: data !== undefined,
    failed: error !== undefined && data === undefined,
    retry: () => void mutate(),
    hasMore,
    loadOlder,
    loadingOlder,
    olderFailed,
  };
}
