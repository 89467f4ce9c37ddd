import type { BrowserContext, Page } from '@playwright/test';
import type { TestBrowser } from '../../api/test/helpers/push-service';

// Headless Chromium has no vendor push service, so the journeys use the API tests' stand-in (on loopback: the API
// lets http:// loopback endpoints through with WEB_PUSH_ALLOW_HTTP, set by the global setup) and stand in for the
// browser's subscription: the page's service worker registration answers a PushManager whose subscription names the
// stand-in and keys made by it, so what arrives is decrypted as the browser would.
export { TestPushService } from '../../api/test/helpers/push-service';

/**
 * Before each page loads (of `page`, or of every tab of a context): a service worker registration whose PushManager
 * subscribes `browser`, and a permission.
 */
export async function standInForPush(page: Page | BrowserContext, browser: TestBrowser): Promise<void> {
  await page.addInitScript(
    ({ endpoint, keys }) => {
      // Kept across reloads, as a browser keeps its subscription and the member's permission.
      const STORE = 'e2e-push-stand-in';
      const held = () => localStorage.getItem(STORE) === 'subscribed';
      const subscription = {
        endpoint,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: () => {
          localStorage.setItem(STORE, 'granted');
          return Promise.resolve(true);
        },
      };
      const pushManager = {
        getSubscription: () => Promise.resolve(held() ? subscription : null),
        subscribe: () => {
          localStorage.setItem(STORE, 'subscribed');
          return Promise.resolve(subscription);
        },
      };
      Object.defineProperty(navigator.serviceWorker, 'getRegistration', { value: () => Promise.resolve({ pushManager }) });
      Object.defineProperty(Notification, 'permission', { get: () => (localStorage.getItem(STORE) ? 'granted' : 'default') });
      Object.defineProperty(Notification, 'requestPermission', {
        value: () => {
          if (!localStorage.getItem(STORE)) localStorage.setItem(STORE, 'granted');
          return Promise.resolve('granted');
        },
      });
    },
    { endpoint: browser.endpoint, keys: browser.keys },
  );
}
