import { expect, type Page } from '@playwright/test';
import { acceptBook, bookInput, csrfHeaders, uploadCover, type BookInput, type MemberSession } from './books';

/** A book with several photos (issue 27's `images`), accepted, so that its page shows them all. */
export async function createBookWithPhotos(seller: MemberSession, overrides: Partial<BookInput>, photos: number): Promise<number> {
  const keys: string[] = [];
  for (let n = 0; n < photos; n += 1) keys.push(await uploadCover(seller.api, 100 + n));
  const response = await seller.api.post('/api/v1/books/create/', {
    headers: await csrfHeaders(seller.api),
    data: { ...bookInput(overrides), book_image: keys[0], images: keys },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = ((await response.json()) as { id: number }).id;
  await acceptBook(id);
  return id;
}

/** Cards whose cover is wholly on screen now. */
export function wholeCoversOnScreen(page: Page): Promise<number> {
  return page.getByTestId('book-card').evaluateAll(
    (cards) =>
      cards.filter((card) => {
        const cover = card.querySelector('[data-testid="book-cover"]')?.getBoundingClientRect();
        return cover && cover.top >= 0 && cover.bottom <= window.innerHeight && cover.left >= 0 && cover.right <= window.innerWidth;
      }).length,
  );
}

/** Whether the page can be scrolled sideways. */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** Whether the API has issue 26's browse fields (`has_more`, `radius`): the browse-api branch merged. */
export async function apiHasBrowsePaging(page: Page): Promise<boolean> {
  const response = await page.request.get('/api/v1/books/?with_count=false&limit=1');
  const body = (await response.json()) as { has_more?: unknown };
  return typeof body.has_more === 'boolean';
}
