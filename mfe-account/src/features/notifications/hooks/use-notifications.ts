import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { CONVERSATION_POLL_MS, UNREAD_NOTIFICATIONS_KEY, useConversationEvents } from '@booknook/shared-ui';
import {
  getNewestNotifications,
  getOlderNotifications,
  markNotificationsRead,
  NOTIFICATIONS_KEY,
  type Notification,
  type NotificationPage,
} from '../api/notifications';

/**
 * The member's notifications, newest first: the newest page from SWR (fetched again when the event stream says
 * something changed, or polled without a stream), older pages on request. Whatever is shown is marked read up to
 * the newest, and the bell's count (shared-ui's useUnreadNotifications, under UNREAD_NOTIFICATIONS_KEY) takes the
 * API's answer at once; what was unread keeps its look for this visit.
 */
export function useNotifications() {
  const { mutate: mutateKey } = useSWRConfig();
  const { live } = useConversationEvents((event) => {
    // A new notification, or some read in another tab; or the stream may have missed one.
    if (event.type === 'notifications' || event.type === 'resync') void mutateKey(NOTIFICATIONS_KEY);
  });
  const { data, error, mutate } = useSWR<NotificationPage, unknown>(NOTIFICATIONS_KEY, getNewestNotifications, {
    refreshInterval: live ? 0 : CONVERSATION_POLL_MS.unread,
  });
  const [older, setOlder] = useState<{ results: Notification[]; hasMore: boolean } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const [unreadIds, setUnreadIds] = useState<ReadonlySet<number>>(() => new Set());
  const markedUpTo = useRef(0);

  const notifications = useMemo(() => {
    const newest = data?.results ?? [];
    const shown = new Set(newest.map((notification) => notification.id));
    return [...newest, ...(older?.results ?? []).filter((notification) => !shown.has(notification.id))];
  }, [data, older]);

  useEffect(() => {
    const fresh = notifications.filter((notification) => !notification.read && !unreadIds.has(notification.id));
    if (fresh.length > 0) setUnreadIds((ids) => new Set([...ids, ...fresh.map((notification) => notification.id)]));
  }, [notifications, unreadIds]);

  useEffect(() => {
    const newestId = data?.results[0]?.id;
    if (newestId === undefined || data?.unread === 0 || newestId <= markedUpTo.current) return;
    const before = markedUpTo.current;
    markedUpTo.current = newestId;
    markNotificationsRead(newestId).then(
      (unread) => void mutateKey(UNREAD_NOTIFICATIONS_KEY, { unread }, { revalidate: false }),
      () => {
        // Not marked: try again with the next answer.
        markedUpTo.current = before;
      },
    );
  }, [data, mutateKey]);

  const hasMore = older ? older.hasMore : (data?.has_more ?? false);

  const loadOlder = useCallback(async () => {
    const before = notifications[notifications.length - 1]?.id;
    if (before === undefined) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const page = await getOlderNotifications(before);
      setOlder((current) => ({ results: [...(current?.results ?? []), ...page.results], hasMore: page.has_more }));
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [notifications]);

  return {
    notifications,
    unreadIds,
    loaded: data !== undefined,
    failed: error !== undefined && data === undefined,
    retry: () => void mutate(),
    hasMore,
    loadOlder,
    loadingOlder,
    olderFailed,
  };
}
