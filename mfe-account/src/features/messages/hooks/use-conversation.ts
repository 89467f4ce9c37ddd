import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { CONVERSATION_POLL_MS, errorStatus, useConversationEvents, useUnreadConversations } from '@booknook/platform';
import {
  conversationKey,
  getEarlierMessages,
  INBOX_KEY,
  markRead,
  mergeMessages,
  messagesKey,
  type Conversation,
  type Message,
  type MessagePage,
} from '../api/conversations';

interface History {
  conversationId: number;
  /** Every message seen so far (the newest page, earlier pages, live and sent ones), oldest first. */
  messages: Message[];
  /** Whether older messages exist before the first one; undefined until the first page arrives. */
  hasEarlier: boolean | undefined;
}

/**
 * One conversation and its history. Messages accumulate as they arrive (a refetch of the newest
 * page never drops what was shown); the event stream adds the other member's messages and seen
 * marks, or the view polls without it. What the member has on screen is marked read.
 */
export function useConversation(id: number) {
  const { mutate: mutateKey } = useSWRConfig();
  const { update: setUnread } = useUnreadConversations();
  const [history, setHistory] = useState<History>({ conversationId: id, messages: [], hasEarlier: undefined });
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierFailed, setEarlierFailed] = useState(false);

  const add = useCallback(
    (added: readonly Message[], hasEarlier?: boolean) =>
      setHistory((current) => {
        const same = current.conversationId === id;
        return {
          conversationId: id,
          messages: mergeMessages(same ? current.messages : [], added),
          hasEarlier: hasEarlier ?? (same ? current.hasEarlier : undefined),
        };
      }),
    [id],
  );

  const { live } = useConversationEvents((event) => {
    if (event.type === 'message' && event.message.conversation_id === id) add([event.message]);
    else if (event.type === 'read' && event.conversationId === id && !event.byMe) {
      void mutateKey<Conversation>(
        conversationKey(id),
        (current) => (current ? { ...current, other_read_id: Math.max(current.other_read_id, event.readId) } : current),
        { revalidate: false },
      );
    } else if (event.type === 'conversation' && event.conversationId === id) {
      // The deal moved on (an offer answered, a reservation, a hand-over): offer cards in the history show it too.
      void mutateKey(conversationKey(id));
      void mutateKey(messagesKey(id));
    } else if (event.type === 'resync') {
      void mutateKey(conversationKey(id));
      void mutateKey(messagesKey(id));
    }
  });
  const liveRef = useRef(live);
  liveRef.current = live;
  const refreshInterval = live ? 0 : CONVERSATION_POLL_MS.openConversation;
  const conversation = useSWR<Conversation>(conversationKey(id), { refreshInterval });
  const newest = useSWR<MessagePage>(messagesKey(id), { refreshInterval });

  useEffect(() => {
    if (!newest.data) return;
    const page = newest.data;
    setHistory((current) => {
      const same = current.conversationId === id;
      return {
        conversationId: id,
        messages: mergeMessages(same ? current.messages : [], page.results),
        // Earlier pages already fetched know better than the newest page.
        hasEarlier:
          same && current.hasEarlier !== undefined && current.messages.length > page.results.length ? current.hasEarlier : page.has_more,
      };
    });
  }, [newest.data, id]);

  const shown = history.conversationId === id ? history : { conversationId: id, messages: [], hasEarlier: undefined };

  const loadEarlier = useCallback(async () => {
    const first = shown.messages[0];
    if (!first) return;
    setLoadingEarlier(true);
    setEarlierFailed(false);
    try {
      const page = await getEarlierMessages(id, first.id);
      add(page.results, page.has_more);
    } catch {
      setEarlierFailed(true);
    } finally {
      setLoadingEarlier(false);
    }
  }, [add, id, shown.messages]);

  // Read what is on screen: the newest message, when the other member wrote it and the tab is visible.
  const readUpTo = useRef({ conversationId: id, messageId: 0 });
  const latest = shown.messages[shown.messages.length - 1];
  const role = conversation.data?.role;
  useEffect(() => {
    if (!latest || latest.from_me || role === undefined || role === 'moderator') return;
    const read = () => {
      const done = readUpTo.current.conversationId === id ? readUpTo.current.messageId : 0;
      if (document.visibilityState !== 'visible' || latest.id <= done) return;
      readUpTo.current = { conversationId: id, messageId: latest.id };
      markRead(id, latest.id)
        .then((unread) => {
          setUnread(unread);
          // Live, the read event refreshes the inbox (in every tab); without a stream, this does.
          if (!liveRef.current) void mutateKey(INBOX_KEY);
        })
        .catch(() => {
          readUpTo.current = { conversationId: id, messageId: 0 }; // tried again with the next message or visit
        });
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [id, latest, role, setUnread, mutateKey]);

  return {
    conversation: conversation.data,
    notFound: errorStatus(conversation.error) === 404,
    failed:
      (conversation.error !== undefined && conversation.data === undefined) || (newest.error !== undefined && newest.data === undefined),
    retry: () => {
      void conversation.mutate();
      void newest.mutate();
    },
    messages: shown.messages,
    historyLoaded: shown.hasEarlier !== undefined,
    hasEarlier: shown.hasEarlier === true,
    loadEarlier,
    loadingEarlier,
    earlierFailed,
    /** A message the member sent (shown at once; the stream's copy of it merges by id). */
    addSent: (message: Message) => {
      add([message]);
      // Live, the stream's copy of the message refreshes the inbox; without a stream, this does.
      if (!live) void mutateKey(INBOX_KEY);
    },
    /** The conversation as the API answered a block or unblock. */
    replace: (updated: Conversation) => void conversation.mutate(updated, { revalidate: false }),
    /** The conversation as a deal action answered it; a new offer message and answered offers come with the newest page. */
    applyDeal: (updated: Conversation) => {
      void conversation.mutate(updated, { revalidate: false });
      void newest.mutate();
    },
  };
}
