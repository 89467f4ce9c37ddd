import { forgetSubscription, getPushKey, saveSubscription, type SubscriptionBody } from './api/push';

// This browser's side of Web Push (issue 41): whether it can take pushes at all, whether the shell's service worker
// is there to receive them, what the member allowed, and subscribing or leaving. The service worker is the shell's;
// this only finds its registration.

export type PushReadiness =
  | { state: 'unsupported' }
  | { state: 'no-worker' }
  | { state: 'denied' }
  | { state: 'ready'; registration: ServiceWorkerRegistration; subscribed: boolean };

export type TurnOnOutcome = 'subscribed' | 'denied' | 'dismissed';

function browserCanPush(): boolean {
  return typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window && 'serviceWorker' in navigator;
}

/** What this browser can do now. */
export async function pushReadiness(): Promise<PushReadiness> {
  if (!browserCanPush()) return { state: 'unsupported' };
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return { state: 'no-worker' };
  if (Notification.permission === 'denied') return { state: 'denied' };
  const subscription = await registration.pushManager.getSubscription();
  return { state: 'ready', registration, subscribed: subscription !== null && Notification.permission === 'granted' };
}

/** Resolves once a service worker is active for this page (never, if none registers). */
export function workerReady(): Promise<unknown> {
  return browserCanPush() ? navigator.serviceWorker.ready : new Promise(() => undefined);
}

/** The key as PushManager.subscribe() takes it: the bytes of the API's base64url text. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Asks the member's permission (only from a tap: browsers refuse otherwise), subscribes this browser with the site's
 * key and saves it for the member. A subscription the API refused is undone, so the switch never says on falsely.
 */
export async function turnOn(registration: ServiceWorkerRegistration): Promise<TurnOnOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  // A subscription this browser already holds is saved again as it is (subscribing anew with it present fails).
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(await getPushKey()) }));
  try {
    await saveSubscription(subscription.toJSON() as SubscriptionBody);
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'subscribed';
}

/** The API forgets this browser first: should that fail, the switch stays on, as pushes would still come. */
export async function turnOff(registration: ServiceWorkerRegistration): Promise<void> {
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await forgetSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
