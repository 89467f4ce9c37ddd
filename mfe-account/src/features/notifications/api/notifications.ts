import { type ResponseOf } from '@booknook/contract';
import { http } from '@booknook/platform';

// The bell's list (issue 25): the member's notifications, newest first, and marking them read.

export type NotificationPage = ResponseOf<'/notifications/', 'get'>;
export type Notification = NotificationPage['results'][number];
export type NotificationKind = Notification['kind'];

/** The SWR key of the newest page; older pages are fetched with `before` and kept by the page. */
export const NOTIFICATIONS_KEY = '/notifications/';

export async function getOlderNotifications(before: number): Promise<NotificationPage> {
  return (await http.get<NotificationPage>(NOTIFICATIONS_KEY, { params: { before } })).data;
}

/** Every notification up to `upToId` (the newest shown) is read; answers the member's unread count. */
export async function markNotificationsRead(upToId: number): Promise<number> {
  return (await http.post<ResponseOf<'/notifications/read/', 'post'>>('/notifications/read/', { up_to_id: upToId })).data.unread;
}

export async function getNewestNotifications(): Promise<NotificationPage> {
  return (await http.get<NotificationPage>(NOTIFICATIONS_KEY)).data;
}
