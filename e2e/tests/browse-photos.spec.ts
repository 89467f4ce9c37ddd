import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createAcceptedBook, createMemberWithSession, uniqueWord, type CreatedBook, type ImageFile } from '../support/books';
import { wholeCoversOnScreen } from '../support/browse-helpers';
import { ARTIFACTS_DIR, VIEWPORTS } from '../support/screenshots';

/**
 * Covers as a person sees them: phone photos (turned upright, never cropped) in book-shaped frames, the right size of
 * image for the screen, and compact rows on a phone so that a screen shows several books.
 */

/** A phone photo held upright but stored sideways (EXIF orientation 6, as phones write them): red half on top once turned. */
async function sidewaysPhoto(): Promise<ImageFile> {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#d62828' } })
    .composite([{ input: { create: { width: 800, height: 1200, channels: 3, background: '#1d4ed8' } }, left: 800, top: 0 }])
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer };
}

/** What a loaded cover <img> shows: the chosen file, its pixel size, its frame's size, and the colour at the top and bottom. */
async function shownCover(img: Locator) {
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
  return img.evaluate((el: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const context = canvas.getContext('2d');
    context?.drawImage(el, 0, 0);
    const colour = (y: number) => Array.from(context?.getImageData(Math.floor(el.naturalWidth / 2), y, 1, 1).data.slice(0, 3) ?? []);
    const frame = el.closest('[data-testid="book-cover"]')?.getBoundingClientRect();
    return {
      currentSrc: el.currentSrc,
      natural: { width: el.naturalWidth, height: el.naturalHeight },
      frame: { width: frame?.width ?? 0, height: frame?.height ?? 0 },
      fit: getComputedStyle(el).objectFit,
      top: colour(Math.floor(el.naturalHeight * 0.2)),
      bottom: colour(Math.floor(el.naturalHeight * 0.8)),
    };
  });
}

const covers = (page: Page) => page.getByTestId('book-grid').locator('picture img');

test.describe('photos and covers', () => {
  const word = uniqueWord();
  const books: CreatedBook[] = [];
  let photoBook: CreatedBook;

  test.beforeAll(async () => {
    const seller = await createMemberWithSession('photos');
    photoBook = await createAcceptedBook(seller, { name: `${word} Field Guide to Birds` }, await sidewaysPhoto());
    for (let i = 1; i <= 6; i += 1)
      books.push(await createAcceptedBook(seller, { name: `${word} Shelf ${i}`, latitude: null, longitude: null }));
  });

  test('a sideways phone photo is shown upright and whole, from a WebP variant, in a 3:4 frame; the book page loads it first', async ({
    page,
  }) => {
    await page.goto(`/books/${photoBook.id}`);
    const img = page.locator('main picture img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('decoding', 'async');
    await expect(img).toHaveAttribute('sizes', /.+/);
    await expect(page.locator('main picture source[type="image/webp"]')).toHaveAttribute('srcset', /\/media\/covers\/.+ 240w, .+ 1080w/);
    const shown = await shownCover(img);
    expect(shown.currentSrc).toMatch(/\/media\/covers\/[0-9a-f]{32}\/\d+w\.webp$/);
    // Stored 1600 × 1200 with orientation 6: shown 3:4 portrait, red (the left half as stored) on top.
    expect(shown.natural.height / shown.natural.width).toBeCloseTo(4 / 3, 2);
    expect(shown.top[0]).toBeGreaterThan(180);
    expect(shown.bottom[2]).toBeGreaterThan(180);
    expect(shown.frame.height / shown.frame.width).toBeCloseTo(4 / 3, 1);
    expect(shown.fit).toBe('contain');
    await expect(page.getByTestId('price-badge')).toBeVisible();
    // The original is never served.
    const key = shown.currentSrc.match(/covers\/([0-9a-f]{32})\//)?.[1];
    expect((await page.request.get(`/media/books/${key}.jpg`)).status()).toBe(404);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'photo-book-page-1440.png') });
  });

  test('on a phone, Browse shows two columns of covers, at least four whole covers per screen', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(`/books?name=${word}`);
    await expect(page.getByTestId('book-card')).toHaveCount(7);
    const first = page.getByTestId('book-card').first();
    const [a, b] = await page
      .getByTestId('book-cover')
      .evaluateAll((frames) => frames.slice(0, 2).map((frame) => frame.getBoundingClientRect().toJSON() as DOMRect));
    expect(Math.round(a!.top)).toBe(Math.round(b!.top));
    expect(a!.height / a!.width).toBeCloseTo(4 / 3, 1);
    // A screen's worth of the list, from its first book: at least four whole covers.
    await first.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72));
    expect(await wholeCoversOnScreen(page)).toBeGreaterThanOrEqual(4);
    // The first screen's covers load at once, the first one first; the rest when scrolled near.
    await expect(covers(page).first()).toHaveAttribute('fetchpriority', 'high');
    await expect(covers(page).nth(1)).toHaveAttribute('loading', 'eager');
    // A variant about half the phone's width, not the widest one.
    expect((await shownCover(covers(page).first())).currentSrc).toMatch(/\/(240|360|480)w\.webp$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'photo-browse-375.png') });
  });

  test('on a wide screen, Browse shows book-shaped cards in four columns with covers of their size', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`/books?name=${word}`);
    await expect(page.getByTestId('book-card')).toHaveCount(7);
    const boxes = await page
      .getByTestId('book-cover')
      .evaluateAll((frames) => frames.slice(0, 4).map((frame) => frame.getBoundingClientRect().toJSON() as DOMRect));
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    for (const box of boxes) expect(box.height / box.width).toBeCloseTo(4 / 3, 1);
    const shown = await shownCover(covers(page).first());
    // A variant about the card's width (≈ 350 px), not the 1080 px one.
    expect(shown.natural.width).toBeGreaterThanOrEqual(shown.frame.width * 0.9);
    expect(shown.natural.width).toBeLessThanOrEqual(720);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'photo-browse-1440.png') });
  });
});
