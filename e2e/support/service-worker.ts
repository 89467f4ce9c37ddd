import type { CDPSession, Page } from '@playwright/test';

// The shell's service worker (shell/src/service-worker) in a journey: waiting until it controls the page, and
// reaching it through the DevTools protocol.

/** Resolves once the worker is active and controls `page` (it claims open pages as it activates). */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/** The registration id the DevTools protocol knows the site's worker by (for `ServiceWorker.deliverPushMessage`). */
export async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The notifications the worker shows now, read through the page. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, icon, badge, data }) => ({
      title,
      body,
      tag,
      icon: new URL(icon).pathname,
      badge: new URL(badge).pathname,
      data: data as unknown,
    })),
  );
}
