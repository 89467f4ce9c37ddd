import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { API_BASE, errorStatus } from '../api/client';
import { getCurrentUser } from '../api/users';
import type { ResponseOf, StreamEventData, StreamEventName } from '@booknook/contract';
import { useSession } from '../session/session-provider';
import { SUSPENDED_PATH } from '../session/sign-in-return';

// The cross-remote contract of conversations (docs/contracts.md): one live
// event stream per tab while a member is signed in, the unread count every app shows under one
// SWR key, and a hook through which a page hears the stream's events. The pages themselves
// (inbox, conversation) belong to mfe-account; the API is docs/architecture.md §11.

/** The SWR key (an API path) of the caller's unread conversation count. */
export const UNREAD_CONVERSATIONS_KEY = '/conversations/unread/';
/** The SWR key of the caller's unread notification count (the bell, issue 25). */
export const UNREAD_NOTIFICATIONS_KEY = '/notifications/unread/';

export type UnreadConversations = ResponseOf<'/conversations/unread/', 'get'>;
/** A message as the API sends it (`from_me` from the caller's side). */
export type ConversationMessage = ResponseOf<'/conversations/{id}/messages/', 'post', 201>;

/** What the stream says, as a page hears it. */
export type ConversationEvent =
  | { type: 'message'; message: ConversationMessage }
  /** Someone read a conversation up to readId: `byMe` in another tab, or the other member (seen marks). */
  | { type: 'read'; conversationId: number; byMe: boolean; readId: number }
  /** Something else about a conversation changed (a block): refetch it. */
  | { type: 'conversation'; conversationId: number }
  /** The member's notifications changed (a new one, or read in another tab): the bell refetches. */
  | { type: 'notifications' }
  /** The stream (re)connected or may have missed events: refetch what is on screen. */
  | { type: 'resync' };

type Listener = (event: ConversationEvent) => void;

/**
 * The stream's state, one object for the provider's life. Not a context value that changes: a new value would reach
 * a remote page still waiting for its code, and React would then throw away that page's server HTML and draw it
 * afresh (a flash of the loading state, and taps made before it lost) when the stream opens first.
 */
class EventStream {
  private live = false;
  private readonly liveListeners = new Set<() => void>();
  readonly listeners = new Set<Listener>();

  readonly isLive = () => this.live;
  readonly onLiveChange = (callback: () => void) => {
    this.liveListeners.add(callback);
    return () => void this.liveListeners.delete(callback);
  };
  readonly subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  setLive(live: boolean) {
    if (this.live === live) return;
    this.live = live;
    for (const callback of [...this.liveListeners]) callback();
  }
}

const EventsContext = createContext(new EventStream());

/** How often pages poll while there is no live stream (no EventSource, or the server refused one). */
export const CONVERSATION_POLL_MS = { unread: 20_000, openConversation: 5_000 } as const;
/** Reconnecting after the browser gave up (the server answered an error), doubling up to the maximum. */
const RECONNECT_MIN_MS = 3_000;
const RECONNECT_MAX_MS = 60_000;

/** One event's data, typed by the contract (the API writes it through the same schema); undefined if unreadable. */
function parse<E extends StreamEventName>(_event: E, data: unknown): StreamEventData<E> | undefined {
  try {
    return typeof data === 'string' ? (JSON.parse(data) as StreamEventData<E>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Opens `/conversations/events/` once a member is signed in (in an effect: server rendering and the
 * first render in the browser agree), and closes it when they sign out. EventSource reconnects by
 * itself with Last-Event-ID; when the server refused it outright (429, 503), this reconnects later
 * and names the last id in the query instead.
 */
export function ConversationEventsProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const member = session.status === 'authenticated' ? session.user.username : null;
  const { mutate } = useSWRConfig();
  const [stream] = useState(() => new EventStream());

  useEffect(() => {
    if (member === null || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let lastEventId: string | undefined;
    let delay = RECONNECT_MIN_MS;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const dispatch = (event: ConversationEvent) => {
      for (const listener of [...stream.listeners]) listener(event);
    };
    const refreshUnread = () => void mutate(UNREAD_CONVERSATIONS_KEY);

    const connect = () => {
      const query = lastEventId === undefined ? '' : `?last_event_id=${encodeURIComponent(lastEventId)}`;
      const current = new EventSource(`${API_BASE}/conversations/events/${query}`, { withCredentials: true });
      source = current;
      const remember = (event: MessageEvent) => {
        if (event.lastEventId) lastEventId = event.lastEventId;
      };
      current.addEventListener('ready', (event) => {
        remember(event);
        delay = RECONNECT_MIN_MS;
        stream.setLive(true);
        // Also on the first connection: a message sent between a page's fetch and this moment
        // reached no stream, and the replay starts from now.
        refreshUnread();
        void mutate(UNREAD_NOTIFICATIONS_KEY);
        dispatch({ type: 'resync' });
      });
      current.addEventListener('message', (event) => {
        remember(event);
        const message = parse('message', event.data);
        if (!message) return;
        dispatch({ type: 'message', message });
        if (!message.from_me) refreshUnread();
      });
      current.addEventListener('read', (event) => {
        const data = parse('read', event.data);
        if (!data) return;
        dispatch({ type: 'read', conversationId: data.conversation_id, byMe: data.by_me, readId: data.read_id });
        if (data.by_me) refreshUnread();
      });
      current.addEventListener('conversation', (event) => {
        const data = parse('conversation', event.data);
        if (data) dispatch({ type: 'conversation', conversationId: data.conversation_id });
      });
      current.addEventListener('notifications', () => {
        void mutate(UNREAD_NOTIFICATIONS_KEY);
        dispatch({ type: 'notifications' });
      });
      current.addEventListener('resync', () => {
        refreshUnread();
        void mutate(UNREAD_NOTIFICATIONS_KEY);
        dispatch({ type: 'resync' });
      });
      current.onerror = () => {
        stream.setLive(false);
        // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error answer); try later.
        if (current.readyState !== EventSource.CLOSED || closed) return;
        // Refused because the member was just suspended: the page that says why replaces this one.
        void getCurrentUser().catch((error: unknown) => {
          if (errorStatus(error) === 403) window.location.assign(SUSPENDED_PATH);
        });
        retryTimer = setTimeout(connect, delay);
        delay = Math.min(RECONNECT_MAX_MS, delay * 2);
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(retryTimer);
      source?.close();
      stream.setLive(false);
    };
  }, [member, mutate, stream]);

  return <EventsContext.Provider value={stream}>{children}</EventsContext.Provider>;
}

/**
 * Hear the member's conversation events while mounted (the latest `listener` is called). Returns
 * whether the stream is live; when it is not, the caller polls what it shows.
 */
export function useConversationEvents(listener?: Listener): { live: boolean } {
  const stream = useContext(EventsContext);
  // The server and the first render in the browser say "not live"; the browser then says what it knows.
  const live = useSyncExternalStore(stream.onLiveChange, stream.isLive, () => false);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => stream.subscribe((event) => latest.current?.(event)), [stream]);
  return { live };
}

/**
 * The number of the member's conversations with unread messages: the same number in the header,
 * the menu and the inbox, kept current by the event stream (or by polling without one). 0 for guests.
 */
export function useUnreadConversations(): { count: number; update: (count: number) => void } {
  const { session } = useSession();
  const { live } = useConversationEvents();
  const signedIn = session.status === 'authenticated';
  const { data, mutate } = useSWR<UnreadConversations>(signedIn ? UNREAD_CONVERSATIONS_KEY : null, {
    refreshInterval: live ? 0 : CONVERSATION_POLL_MS.unread,
  });
  return useMemo(
    () => ({
      count: signedIn ? (data?.unread_conversations ?? 0) : 0,
      update: (count: number) => void mutate({ unread_conversations: count }, { revalidate: false }),
    }),
    [signedIn, data, mutate],
  );
}

/**
 * The number of the member's unread notifications (the bell): one number for every app, kept current
 * by the event stream (or polled without one). 0 for guests.
 */
export function useUnreadNotifications(): number {
  const { session } = useSession();
  const { live } = useConversationEvents();
  const signedIn = session.status === 'authenticated';
  const { data } = useSWR<{ unread: number }>(signedIn ? UNREAD_NOTIFICATIONS_KEY : null, {
    refreshInterval: live ? 0 : CONVERSATION_POLL_MS.unread,
  });
  return signedIn ? (data?.unread ?? 0) : 0;
}
