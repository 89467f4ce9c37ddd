import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../mfe-browse/src/messages';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createAcceptedBook, createMemberWithSession, uniqueWord } from '../support/books';
import { wholeCoversOnScreen } from '../support/browse-helpers';
import { screenshotAtWidths } from '../support/screenshots';

// Issue 36 (4): on a 375 px phone the search box, the sort and the count are on /books without opening Filters;
// Filters has a price range and "Free only"; Home's first screen shows the search and the first covers.

const t = messages.browse;
const word = uniqueWord();
/** Three given away, two for sale. */
const PRICES = [0, 350, 0, 120, 0];

test.beforeAll(async () => {
  const seller = await createMemberWithSession('phone');
  for (const [index, price] of PRICES.entries()) await createAcceptedBook(seller, { name: `${word} Reader ${index + 1}`, price });
});

const hydrated = (page: Page) => expect(page.locator('form[data-hydrated]').first()).toBeAttached();
const prices = (page: Page) =>
  page
    .getByTestId('book-grid')
    .getByTestId('price-badge')
    .allTextContents()
    .then((texts) => texts.map((text) => text.trim()));

test('on a phone: search from the box, sort, Free only, and the count says how many', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/books');
  await hydrated(page);
  const box = page.getByTestId('quick-search').getByRole('searchbox', { name: t.searchBooks });
  await expect(box).toBeVisible();
  await expect(page.getByTestId('quick-search').getByRole('combobox', { name: t.sort, exact: true })).toBeVisible();

  await box.fill(word);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/books\\?name=${word}$`));
  await expect(page.getByTestId('book-card')).toHaveCount(PRICES.length);
  await expect(page.getByTestId('result-count')).toHaveText(t.resultCount(PRICES.length, 1000));
  // Reloaded, the box reads the search it shows.
  await page.reload();
  await expect(box).toHaveValue(word);

  await page.getByTestId('quick-search').getByRole('combobox', { name: t.sort, exact: true }).selectOption('-price');
  await expect(page).toHaveURL(/ordering=-price/);
  await expect.poll(() => prices(page)).toEqual(['Rs. 350.00', 'Rs. 120.00', 'Donate', 'Donate', 'Donate']);

  await page.getByTestId('filters-toggle').click();
  await page.getByRole('complementary').getByLabel(t.freeOnly).check();
  await expect(page).toHaveURL(/free=true/);
  await expect(page.getByTestId('book-card')).toHaveCount(3);
  await expect(page.getByTestId('result-count')).toHaveText(t.resultCount(3, 1000));
  await page.getByRole('complementary').getByRole('button', { name: t.showResults }).click();
  expect(await wholeCoversOnScreen(page)).toBeGreaterThanOrEqual(2);
  await screenshotAtWidths(page, 'browse-phone', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
});

test("Home's first phone screen shows the search and the first covers", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search books' });
  await expect(search).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('book-card').first()).toBeVisible();
  expect(await wholeCoversOnScreen(page)).toBeGreaterThanOrEqual(2);
  await screenshotAtWidths(page, 'home-first-screen', { fullPage: false });
});
