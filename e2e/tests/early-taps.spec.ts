import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../mfe-browse/src/messages';
import { messages as shellMessages } from '../../shell/src/messages';
import { pageIsLive } from '../support/layout';
import { createAcceptedBook, createMemberWithSession, uniqueWord, type MemberSession } from '../support/books';

/**
 * No dead taps (issue 26): a tap on a button drawn by the server before the page's code has run is held, then done
 * once the page is live; a choice changed in the filters before then applies at once. The page's code is held back
 * here (every script file waits) so that the tap lands before hydration every time, not only on a slow phone.
 */

const t = messages.detail;
const f = messages.browse;
let seller: MemberSession;
let bookId: number;
const word = uniqueWord();

test.beforeAll(async () => {
  seller = await createMemberWithSession('early');
  bookId = (await createAcceptedBook(seller, { name: `${word} Field Guide to Birds`, price: 450 })).id;
  await createAcceptedBook(seller, { name: `${word} Birds of the Terai`, price: 900 });
});

/** Holds every script file until `release()`: the server's page is on screen, none of its code has run. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(static|remotes)\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('a guest\'s tap on "Message seller" before the page is live leads to sign in once it is', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(`/books/${bookId}`, { waitUntil: 'commit' });
    const message = page.getByRole('button', { name: t.message });
    await message.tap();
    await expect(message).toHaveAttribute('data-tap-held', '');
    expect(new URL(page.url()).pathname).toBe(`/books/${bookId}`);
    scripts.release();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a member's tap on the heart before the page is live bookmarks the book once it is (and only once)", async ({ page, context }) => {
    const member = await createMemberWithSession('hearts');
    await context.addCookies((await member.api.storageState()).cookies);
    const scripts = await holdScripts(page);
    await page.goto(`/books/${bookId}`, { waitUntil: 'commit' });
    const heart = page.getByTestId('bookmark-button');
    await expect(heart).toContainText(t.addBookmark);
    // `force`: a finger taps what it sees, ready or not.
    await heart.tap({ force: true });
    await expect(heart).toHaveAttribute('data-tap-held', '');
    scripts.release();
    await expect(heart).toContainText(t.removeBookmark);
    await expect(heart).not.toHaveAttribute('data-tap-held');
    const book = (await (await member.api.get(`/api/v1/books/${bookId}/`)).json()) as { is_bookmarked: boolean };
    expect(book.is_bookmarked).toBe(true);
  });

  test("a member's book page stays as the server drew it while its code is late, though the live stream opens first", async ({
    page,
    context,
  }) => {
    const member = await createMemberWithSession('late');
    await context.addCookies((await member.api.storageState()).cookies);
    // Only the book page's own code is late: the shell hydrates and opens the member's event stream meanwhile.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/remotes\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const stream = page.waitForResponse((response) => response.url().includes('/conversations/events/'));
    await page.goto(`/books/${bookId}`, { waitUntil: 'commit' });
    const heart = page.getByTestId('bookmark-button');
    await heart.tap({ force: true });
    await expect(heart).toHaveAttribute('data-tap-held', '');
    await stream;
    // Time for the stream's first event to reach the page (no sign of it on screen, by design).
    await page.waitForTimeout(1500);
    await page.evaluate(() => Object.assign(window, { serverHeart: document.querySelector('[data-testid="bookmark-button"]') }));
    release();
    await expect(heart).toContainText(t.removeBookmark);
    // Hydrated, not drawn afresh: the button the member tapped is the one the server sent (it used to flash away).
    expect(await heart.evaluate((button) => button === (window as unknown as { serverHeart: Element }).serverHeart)).toBe(true);
  });
});

test('a page scrolled before it is live stays where the member put it (it used to jump back to the top under their finger)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 600 });
  for (const path of [`/books/${bookId}`, `/books?name=${word}`]) {
    const scripts = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, 300));
    scripts.release();
    await pageIsLive(page);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY), path).toBe(300);
    await page.unrouteAll();
  }
});

test('a sort chosen in the filters before the page is live applies at once', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(`/books?name=${word}`, { waitUntil: 'commit' });
  await page.getByLabel(f.sortBy).selectOption('-price');
  await expect(page).toHaveURL(/ordering=-price/);
  scripts.release();
  const cards = page.getByTestId('book-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Terai');
});

test('words typed in the home search before the page is live are the ones searched once it is', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('searchbox', { name: shellMessages.home.searchLabel }).fill(word);
  scripts.release();
  await pageIsLive(page);
  // The search runs in the page (no reload): it used to read an empty state and do nothing.
  await page.getByRole('button', { name: shellMessages.home.search, exact: true }).click();
  await expect(page).toHaveURL(`/books?name=${word}`);
  await expect(page.getByTestId('book-card')).toHaveCount(2);
});
