import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../mfe-browse/src/messages';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createAcceptedBook, createMemberWithSession, markBookSold, uniqueWord, type MemberSession } from '../support/books';
import { createBookWithPhotos, scrollsSideways } from '../support/browse-helpers';
import { registerMember } from '../support/members';
import { pageIsLive } from '../support/layout';
import { screenshotAtWidths } from '../support/screenshots';

/** The book page as a phone-first marketplace page (issue 26): gallery, Message seller, heart, Sold. */

const t = messages.detail;
const g = messages.gallery;
let seller: MemberSession;
let bookId: number;
const name = `${uniqueWord()} Atlas of Nepal`;

test.beforeAll(async () => {
  seller = await createMemberWithSession('gallery', { first_name: 'Sita', last_name: 'Gurung', location: 'Jawalakhel, Lalitpur' });
  bookId = await createBookWithPhotos(seller, { name, price: 640, description: 'Three photos: the cover, the spine and a page.' }, 3);
});

const counter = (page: Page) => page.getByTestId('gallery-counter');
const currentSlideImage = (page: Page) => page.locator('.yarl__slide_current img');

/** A finger drawn sideways across an element, as Chromium receives it from a touch screen. */
async function swipeLeft(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  const y = box.y + box.height / 2;
  const session = await page.context().newCDPSession(page);
  const at = (x: number) => [{ x, y, id: 1 }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(box.x + box.width * 0.85) });
  for (let step = 1; step <= 8; step += 1) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(box.x + box.width * (0.85 - step * 0.09)) });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('three photos: a swipe moves to the next, a tap opens it full screen, where a swipe moves on again', async ({ page }) => {
    await page.goto(`/books/${bookId}`);
    await expect(page.getByTestId('gallery').getByRole('link')).toHaveCount(3);
    await expect(counter(page)).toHaveText(g.counter(1, 3));
    await swipeLeft(page, '[data-testid="gallery"] ul');
    await expect(counter(page)).toHaveText(g.counter(2, 3));
    const second = page.getByRole('link', { name: g.open(2, 3) });
    const box = await second.boundingBox();
    await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect(currentSlideImage(page)).toHaveAttribute('alt', g.photoOf(name, 2, 3));
    await swipeLeft(page, '.yarl__slide_current');
    await expect(currentSlideImage(page)).toHaveAttribute('alt', g.photoOf(name, 3, 3));
    // The phone's Back closes the viewer and stays on the book (issue 36: it left the page).
    await page.goBack();
    await expect(page.locator('.yarl__root')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/books/${bookId}$`));
    await expect(counter(page)).toHaveText(g.counter(3, 3));
  });

  test('"Message seller" stays inside the screen at 375 px as the page scrolls', async ({ page }) => {
    await page.goto(`/books/${bookId}`);
    const message = page.getByRole('button', { name: t.message });
    for (const y of [0, 400, 900]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(message).toBeInViewport({ ratio: 1 });
      const box = await message.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(812);
    }
    expect(await scrollsSideways(page)).toBe(false);
  });
});

test('three photos by keyboard: arrow keys move, Enter opens full screen, arrows and Escape there', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/books/${bookId}`);
  // Keys pressed before the gallery's code has run do nothing (unlike taps, they are not held).
  await pageIsLive(page);
  await page.getByRole('link', { name: g.open(1, 3) }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(g.counter(2, 3));
  await expect(page.getByRole('link', { name: g.open(2, 3) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(currentSlideImage(page)).toHaveAttribute('alt', g.photoOf(name, 2, 3));
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'photo-viewer', { fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('ArrowRight');
  await expect(currentSlideImage(page)).toHaveAttribute('alt', g.photoOf(name, 3, 3));
  await page.keyboard.press('Escape');
  await expect(page.locator('.yarl__root')).toHaveCount(0);
  await expect(counter(page)).toHaveText(g.counter(3, 3));
  await expect(page.getByRole('link', { name: g.open(3, 3) })).toBeFocused();
});

test('the page: price, "Listed by" the seller, a heart to bookmark, axe clean, at three widths', async ({ page }) => {
  await page.goto(`/books/${bookId}`);
  await expect(page.getByTestId('price-badge')).toHaveText('Rs. 640.00');
  await expect(page.getByText(`${t.listedBy('Sita', 'Gurung')} · Jawalakhel, Lalitpur`)).toBeVisible();
  await expect(page.getByRole('button', { name: t.addBookmark })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'book-page');
});

test('a guest who taps "Message seller" signs in once and lands in the new conversation', async ({ page, request }) => {
  const buyer = await registerMember(request, 'asker');
  await page.goto(`/books/${bookId}`);
  await page.getByRole('button', { name: t.message }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  await expect(page.getByText(name).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`/books/${bookId}`);
});

test('a sold book: a Sold band across the photo, no price, and Message off with the reason', async ({ page }) => {
  const sold = await createAcceptedBook(seller, { name: `${uniqueWord()} Sold Copy` });
  await markBookSold(seller, sold.id);
  await page.goto(`/books/${sold.id}`);
  await expect(page.getByTestId('sold-band')).toHaveText(g.sold);
  await expect(page.getByTestId('price-badge')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.message })).toBeDisabled();
  await expect(page.getByTestId('message-blocked-reason')).toHaveText(t.soldReason);
  await expectNoSeriousA11yViolations(page);
});
