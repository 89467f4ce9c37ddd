import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { messages } from '../../shell/src/messages';
import { createAcceptedBook, createMemberWithSession, csrfHeaders, uniqueWord } from '../support/books';
import { signIn } from '../support/members';
import { ARTIFACTS_DIR } from '../support/screenshots';
import { serviceWorkerControls } from '../support/service-worker';
import { E2E_BASE_URL } from '../support/stack-config';
import { englishT } from '../support/text';

// Issue 41, part 1: BookNook installs as an app, and says so when the member is offline, with the conversations they
// last saw (and none once they signed out).

// A push shown by the worker, and its tap, are in the push journey (account-push.spec.ts).
test('installable once the service worker controls the page', async () => {
  // Chromium installs nothing from an incognito profile, which every browser.newContext() is: a profile on disk.
  const profile = mkdtempSync(path.join(tmpdir(), 'booknook-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL: E2E_BASE_URL });
  try {
    // Served so that browsers see a new worker at once (nginx, as npm start).
    const script = await context.request.get('/sw.js');
    expect(script.headers()['cache-control']).toBe('no-cache');
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await serviceWorkerControls(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, a page is the offline page with the conversations last seen, readable on a phone; after sign-out, none', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const seller = await createMemberWithSession('seller', { first_name: 'Mina', last_name: 'Gurung' });
  const buyer = await createMemberWithSession('buyer');
  const book = await createAcceptedBook(seller, { name: `${uniqueWord()} Muna Madan` });
  const started = await buyer.api.post('/api/v1/conversations/', { data: { book_id: book.id }, headers: await csrfHeaders(buyer.api) });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: number };
  const secret = 'My phone number is 9800000001';
  const sent = await buyer.api.post(`/api/v1/conversations/${id}/messages/`, {
    data: { body: secret },
    headers: await csrfHeaders(buyer.api),
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signIn(page, buyer.member);
  await serviceWorkerControls(page);
  // The inbox lists the conversation: its list passed through the worker, which kept what the offline page shows.
  await page.goto('/messages');
  await expect(page.getByText(book.name).first()).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await context.setOffline(true);
  await page.goto('/books');
  await expect(page.getByRole('heading', { level: 1, name: messages.offline.title })).toBeVisible();
  await expect(page).toHaveTitle(messages.offline.pageTitle);
  const seen = page.getByRole('listitem');
  await expect(seen).toHaveCount(1);
  await expect(seen).toContainText('Mina Gurung');
  await expect(seen).toContainText(englishT(messages.offline.about, { book: book.name }));
  await expect(page.getByText(secret)).toHaveCount(0);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/offline-page-375.png`, fullPage: true });

  // Back online, the member signs out from the account menu: the device keeps none of their conversations.
  await context.setOffline(false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: messages.offline.retry }).click();
  await page.getByTestId('avatar').click();
  await page.getByRole('menuitem', { name: messages.nav.logout }).click();
  await expect(page.getByRole('link', { name: messages.nav.signIn })).toBeVisible();
  await context.setOffline(true);
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: messages.offline.title })).toBeVisible();
  await expect(page.getByText(messages.offline.conversationsNone)).toBeVisible();
  await expect(page.getByText(book.name)).toHaveCount(0);
  await context.setOffline(false);
});
