import { messages } from '../messages';
import { messagesNe } from '../messages.ne';
import { offlineLanguage } from './offline-page';
import type { NotificationEventLike, PushEventLike, WindowClientLike, WorkerScope } from './scope';

// Web Push: the API sends `{title, body, url, tag?}` (api/src/features/push/sender.ts), only what a lock screen may
// show. A tap brings BookNook forward on that page, and only ever on this site.

export const NOTIFICATION_ICON = '/icon-192.png';
/** Android draws the badge in the status bar from its transparency alone: the book's outline in white. */
export const NOTIFICATION_BADGE = '/badge-96.png';

interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

function payloadOf(text: string | undefined): PushPayload | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<Record<keyof PushPayload, unknown>>;
    if (typeof data.title !== 'string' || typeof data.url !== 'string') return null;
    return {
      title: data.title,
      body: typeof data.body === 'string' ? data.body : '',
      url: data.url,
      ...(typeof data.tag === 'string' ? { tag: data.tag } : {}),
    };
  } catch {
    return null;
  }
}

/** `url` as an address on this site, or null when it points anywhere else. */
export function sameOriginUrl(url: unknown, origin: string): string | null {
  if (typeof url !== 'string') return null;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : null;
  } catch {
    return null;
  }
}

/** What a push shows. One that cannot be read still shows something: Chromium insists on a notification per push. */
export function notificationOf(
  scope: Pick<WorkerScope, 'navigator'>,
  text: string | undefined,
): { title: string; options: NotificationOptions } {
  const payload = payloadOf(text);
  const fallbackTitle = (offlineLanguage(scope.navigator.language) === 'ne' ? messagesNe : messages).pushFallbackTitle;
  return {
    title: payload?.title ?? fallbackTitle,
    options: {
      body: payload?.body ?? '',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      data: { url: payload?.url ?? '/' },
      ...(payload?.tag ? { tag: payload.tag } : {}),
    },
  };
}

/** Whether a BookNook tab in front already shows the push's page (the conversation being read, say). */
async function isOnScreen(scope: WorkerScope, url: string): Promise<boolean> {
  const target = sameOriginUrl(url, scope.location.origin);
  if (!target) return false;
  const { pathname } = new URL(target);
  const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return tabs.some((tab) => {
    const at = new URL(tab.url);
    return tab.focused && at.origin === scope.location.origin && at.pathname === pathname;
  });
}

export function onPush(scope: WorkerScope, event: PushEventLike): void {
  const text = event.data?.text();
  const { title, options } = notificationOf(scope, text);
  const url = payloadOf(text)?.url;
  const show = async () => {
    // No buzz for the page the member is looking at; Chromium allows a push without a notice while a tab is visible.
    if (url !== undefined && (await isOnScreen(scope, url).catch(() => false))) return;
    await scope.registration.showNotification(title, options);
  };
  event.waitUntil(show());
}

/** A BookNook tab to bring forward: the one in front if any, else the first. */
const pickTab = (tabs: readonly WindowClientLike[], origin: string) => {
  const ours = tabs.filter((tab) => new URL(tab.url).origin === origin);
  return ours.find((tab) => tab.focused) ?? ours[0];
};

async function openAt(scope: WorkerScope, url: string): Promise<void> {
  const tab = pickTab(await scope.clients.matchAll({ type: 'window', includeUncontrolled: true }), scope.location.origin);
  if (tab) {
    const focused = await tab.focus();
    try {
      // Only a tab this worker controls can be navigated; any other is refused (TypeError).
      if (focused.url !== url) await focused.navigate(url);
      return;
    } catch {
      // Fall through to a new window.
    }
  }
  await scope.clients.openWindow(url);
}

export function onNotificationClick(scope: WorkerScope, event: NotificationEventLike): void {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  // An address elsewhere is refused: the tap opens BookNook's home instead.
  const url = sameOriginUrl(data?.url, scope.location.origin) ?? new URL('/', scope.location.origin).href;
  event.waitUntil(openAt(scope, url));
}
