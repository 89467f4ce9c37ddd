import useSWR, { useSWRConfig } from 'swr';
import { CONVERSATION_POLL_MS, useConversationEvents } from '@booknook/platform';
import { useOlderPages } from '../../../lib/use-older-pages';
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
  const { items: conversations, ...olderPages } = useOlderPages<Conversation>(
    data,
    (conversation) => conversation.last_message?.id,
    getOlderConversations,
  );

  return {
    conversations,
    loaded: data !== undefined,
    failed: error !== undefined && data === undefined,
    retry: () => void mutate(),
    ...olderPages,
  };
}
