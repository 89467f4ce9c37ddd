import { http } from '@booknook/platform';

// Sign-out ends this browser's push subscription: on a shared phone the next member must neither get the last one's
// notifications nor see their Profile switch "On".

/** Sign-out waits at most this long for it: a slow network or a stuck push service never keeps a member signed in. */
export const FORGET_PUSH_TIMEOUT_MS = 2000;

type Win = Pick<Window, 'navigator' | 'setTimeout' | 'clearTimeout'>;

async function forget(win: Win): Promise<void> {
  if (!('serviceWorker' in win.navigator)) return;
  const registration = await win.navigator.serviceWorker.getRegistration();
  // Some browsers have service workers but no Push API.
  if (!registration || !('pushManager' in registration)) return;
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  try {
    // Still signed in here: the API knows whose subscription it forgets.
    await http.delete('/push/subscriptions/', { data: { endpoint: subscription.endpoint } });
  } finally {
    // Even when the API could not be told, this browser stops receiving (the API drops a dead endpoint on its next push).
    await subscription.unsubscribe();
  }
}

/** Forgets this browser's push subscription, on the API and in the browser; never fails, and gives up after the timeout. */
export async function forgetPushSubscription(win: Win = window, timeoutMs = FORGET_PUSH_TIMEOUT_MS): Promise<void> {
  let timer: ReturnType<Window['setTimeout']> | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = win.setTimeout(resolve, timeoutMs);
  });
  await Promise.race([forget(win).catch(() => undefined), timeUp]);
  win.clearTimeout(timer);
}
