import { useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { CONVERSATION_POLL_MS, UNREAD_NOTIFICATIONS_KEY, useConversationEvents } from '@booknook/platform';
import {
  getNewestNotifications,
  getOlderNotifications,
  markNotificationsRead,
  NOTIFICATIONS_KEY,
  type Notification,
  type NotificationPage,
} from '../api/notifications';
import { useOlderPages } from '../../../lib/use-older-pages';

/**
 * The member's notifications, newest first: the newest page from SWR (fetched again when the event stream says
 * something changed, or polled without a stream), older pages on request. Whatever is shown is marked read up to
 * the newest, and the bell's count (the platform's useUnreadNotifications, under UNREAD_NOTIFICATIONS_KEY) takes the
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
  const { items: notifications, ...olderPages } = useOlderPages<Notification>(
    data,
    (notification) => notification.id,
    getOlderNotifications,
  );
  const [unreadIds, setUnreadIds] = useState<ReadonlySet<number>>(() => new Set());
  const markedUpTo = useRef(0);

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

  return {
    notifications,
    unreadIds,
    loaded: data !== undefined,
    failed: error !== undefined && data === undefined,
    retry: () => void mutate(),
    ...olderPages,
  };
}
