import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createAcceptedBook, createMemberWithSession, csrfHeaders, markBookSold, uniqueWord, type MemberSession } from '../support/books';
import { signIn } from '../support/members';
import { screenshotBothWidths } from '../support/screenshots';

/** My Bookmarks against the real API: add on the detail page, see it here, remove it here, gone on the detail page. */

let seller: MemberSession;

test.beforeAll(async () => {
  seller = await createMemberWithSession('lender', { first_name: 'Ramesh', last_name: 'Karki', location: 'Bhaktapur' });
});

test('a guest sees the empty state with a way to Explore Books, on /bookmarks and /bookMarks', async ({ page }) => {
  let bookmarkCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/bookmarks')) bookmarkCalls += 1;
  });
  for (const path of ['/bookmarks', '/bookMarks']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookmarks' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No bookmarks found!' })).toBeVisible();
    await expect(page.getByText("It looks like you haven't added any books to your bookmarks.")).toBeVisible();
  }
  expect(bookmarkCalls).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'account-bookmarks-empty');
  await page.getByRole('link', { name: '← Explore Books' }).click();
  await expect(page).toHaveURL(/\/books$/);
});

test('bookmark on the detail page → listed here → removed here → not bookmarked on the detail page', async ({ page }) => {
  const reader = await createMemberWithSession('reader');
  const book = await createAcceptedBook(seller, { name: `${uniqueWord()} Geography`, price: 180 });
  await signIn(page, reader.member);

  await page.goto(`/books/${book.id}`);
  await page.getByRole('button', { name: 'Add Bookmark' }).click();
  await expect(page.getByRole('button', { name: 'Remove Bookmark' })).toBeVisible();

  await page.goto('/bookmarks');
  const card = page.getByTestId('book-card').filter({ hasText: book.name });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('price-badge')).toHaveText('Rs. 180.00');

  await card.getByRole('button', { name: `Remove Bookmark: ${book.name}` }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No bookmarks found!' })).toBeVisible();

  await page.goto(`/books/${book.id}`);
  await expect(page.getByRole('button', { name: 'Add Bookmark' })).toBeVisible();
});

test('bookmarked books show as cards, sold ones marked; the page passes axe', async ({ page }) => {
  const reader = await createMemberWithSession('collector');
  const books = [];
  for (const [index, name] of ['Botany', 'Algebra', 'Nepali Grammar'].entries()) {
    books.push(await createAcceptedBook(seller, { name: `${uniqueWord()} ${name}`, price: index === 1 ? 0 : 95 * (index + 1) }));
  }
  for (const book of books) {
    const response = await reader.api.post('/api/v1/bookmarks/', { headers: await csrfHeaders(reader.api), data: { book_id: book.id } });
    expect(response.status(), await response.text()).toBe(201);
  }
  await markBookSold(seller, books[2]!.id);

  await signIn(page, reader.member);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/bookmarks/', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/bookmarks');
  await expect(page.getByTestId('book-card-skeleton')).toHaveCount(3);
  release();

  await expect(page.getByTestId('book-card')).toHaveCount(3);
  const sold = page.getByTestId('book-card').filter({ hasText: books[2]!.name });
  await expect(sold.getByText('Sold', { exact: true })).toBeVisible();
  await expect(sold.getByTestId('price-badge')).toHaveCount(0);
  await expect(page.getByTestId('book-card').filter({ hasText: books[1]!.name }).getByTestId('price-badge')).toHaveText('Donate');
  await page.getByRole('link', { name: books[0]!.name }).click();
  await expect(page).toHaveURL(`/books/${books[0]!.id}`);
  await page.goBack();
  await expect(page.getByTestId('book-card')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'account-bookmarks');
});
