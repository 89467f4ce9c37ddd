import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { messagePushTexts } from '../../api/src/features/messages/texts';
import type { PushMessage } from '../../api/src/features/push';
import { messages as accountMessages } from '../../mfe-account/src/messages';
import { NOTIFICATION_BADGE, NOTIFICATION_ICON } from '../../shell/src/service-worker/push';
import { createAcceptedBook, createMemberWithSession, csrfHeaders, uniqueWord } from '../support/books';
import { DesktopNotifications } from '../support/desktop-notifications';
import { signIn } from '../support/members';
import { standInForPush, TestPushService } from '../support/push-service';
import { registrationId, serviceWorkerControls, shownNotifications } from '../support/service-worker';
import { E2E_BASE_URL } from '../support/stack-config';

// Issue 41, one journey: a member turns on "Push on this phone" on Profile; another member writes about their book;
// the stack's API pushes through the (stood-in) push service, which decrypts it as the browser would: who wrote about
// which book, never the text. That push is handed to the page's service worker (the DevTools protocol stands in for
// the vendor's delivery), which shows the notification on the desktop's notification service (stood in on a private
// bus); a tap on it opens the conversation. Turning push off forgets the browser.

const t = accountMessages.profile.push;

test('a member turns push on, another writes, the push arrives, shows who wrote about which book, and a tap opens the conversation', async () => {
  test.setTimeout(120_000);
  const service = await new TestPushService().start();
  const desktop = await new DesktopNotifications().start();
  // A profile on disk, as the installed app would have (the worker and its notifications live there).
  const profile = mkdtempSync(path.join(tmpdir(), 'booknook-e2e-push-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL: E2E_BASE_URL,
    env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: desktop.address },
  });
  try {
    await context.grantPermissions(['notifications'], { origin: E2E_BASE_URL });
    const seller = await createMemberWithSession('pushseller', { first_name: 'Mina' });
    const buyer = await createMemberWithSession('pushbuyer', { first_name: 'Bikash' });
    const book = await createAcceptedBook(seller, { name: `${uniqueWord()} Poems` });
    const browser = service.browser('/e2e-push/journey');
    // Every tab: the tap may bring this one forward or open another.
    await standInForPush(context, browser);
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, seller.member);
    await serviceWorkerControls(page);

    // Push on, on Profile; a kind turned off is kept with the mail choices.
    await page.goto('/profile#push');
    const section = page.getByRole('region', { name: t.title });
    const toggle = section.getByRole('switch', { name: t.browserLabel });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(section.getByText(t.turnedOn)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await section.getByRole('switch', { name: t.kinds.wanted.label }).click();
    await expect(section.getByText(t.saved(t.kinds.wanted.label, false))).toBeVisible();
    await page.reload();
    await expect(section.getByRole('switch', { name: t.kinds.wanted.label })).toHaveAttribute('aria-checked', 'false');
    await expect(section.getByRole('switch', { name: t.browserLabel })).toHaveAttribute('aria-checked', 'true');

    // The buyer writes; the push service receives the API's push and decrypts it with the browser's keys.
    const headers = await csrfHeaders(buyer.api);
    const started = await buyer.api.post('/api/v1/conversations/', { data: { book_id: book.id }, headers });
    const { id } = (await started.json()) as { id: number };
    const text = 'Is the margin full of notes?';
    const sent = await buyer.api.post(`/api/v1/conversations/${id}/messages/`, { data: { body: text }, headers });
    expect(sent.status()).toBe(201);
    await expect.poll(() => service.pushesFor<PushMessage>(browser).length).toBe(1);
    const [push] = service.pushesFor<PushMessage>(browser);
    const title = messagePushTexts.title('Bikash', book.name);
    expect(push).toEqual({ title, body: messagePushTexts.body, url: `/messages/${id}`, tag: `conversation-${id}` });
    expect(JSON.stringify(push)).not.toContain('margin');

    // Handed to the service worker as the push service would; it shows the notification on the desktop.
    const cdp = await context.newCDPSession(page);
    const registration = await registrationId(cdp, E2E_BASE_URL);
    // Headless Chromium sometimes sits on a push delivered right after the worker took over; delivered again, the same
    // tag replaces the first, so one notification stands however many got through.
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: E2E_BASE_URL,
        registrationId: registration,
        data: JSON.stringify(push),
      });
      await expect
        .poll(() => shownNotifications(page), { timeout: 3_000 })
        .toEqual([
          { title, body: push!.body, tag: push!.tag, icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, data: { url: push!.url } },
        ]);
    }).toPass({ timeout: 30_000 });
    await expect.poll(() => desktop.shown.filter((shown) => shown.summary === title).length).toBeGreaterThan(0);
    const shown = desktop.shown.find((notification) => notification.summary === title)!;
    expect(shown.body).toContain(push!.body);
    expect(shown.body).not.toContain('margin');

    // The tap brings the tab forward on the conversation, with the buyer's message.
    desktop.tap(shown.id);
    await expect.poll(() => context.pages().map((tab) => new URL(tab.url()).pathname)).toContain(`/messages/${id}`);
    const conversation = context.pages().find((tab) => new URL(tab.url()).pathname === `/messages/${id}`)!;
    await expect(conversation.getByTestId('message').getByText(text)).toBeVisible();
    await expect(conversation.getByText(book.name).first()).toBeVisible();
    await expect.poll(() => shownNotifications(conversation)).toEqual([]);

    // Off: the API forgets this browser.
    await conversation.goto('/profile#push');
    await conversation.getByRole('switch', { name: t.browserLabel }).click();
    await expect(conversation.getByText(t.turnedOff)).toBeVisible();
    const forgotten = await seller.api.delete('/api/v1/push/subscriptions/', {
      data: { endpoint: browser.endpoint },
      headers: await csrfHeaders(seller.api),
    });
    expect(forgotten.status()).toBe(404);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    desktop.stop();
    await service.stop();
  }
});
