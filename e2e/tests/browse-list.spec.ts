import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../mfe-browse/src/messages';
import { createAcceptedBook, createMemberWithSession, KATHMANDU, uniqueWord, type BookInput, type CreatedBook } from '../support/books';

const artifact = (name: string) => path.join(__dirname, '..', 'artifacts', name);

/** Browse Books against the real API: every filter in the URL, Back/Forward, clear filter, distance (more pages: browse-grid.spec.ts). */

const t = messages.browse;

const cards = (page: Page) => page.getByTestId('book-grid').getByRole('heading', { level: 2 });

async function expectBooks(page: Page, names: string[]) {
  await expect(cards(page)).toHaveText(names, { useInnerText: true, timeout: 10_000 });
}

const sorted = (books: CreatedBook[]) => books.map((book) => book.name).sort();

/** The grid shows exactly these books, in any order (and, when given, the URL is this one): the end of a filter step. */
async function expectResult(page: Page, books: CreatedBook[], url?: string | RegExp) {
  if (url) await expect(page).toHaveURL(url);
  await expect(cards(page)).toHaveCount(books.length);
  await expect.poll(async () => (await cards(page).allInnerTexts()).sort()).toEqual(sorted(books));
}

type Subject = 'Physics' | 'Chemistry' | 'Guide' | 'English';

/** Four books that differ in every filter, so that each step of a filter test leaves a known few. */
const shelf: Record<Subject, Partial<BookInput>> = {
  Physics: { category: 'TEXTBOOK', condition: 'GOOD', is_school_book: true, grade: 9, publication: 'Ekta Books', edition: 2, price: 350 },
  Chemistry: { category: 'REFERENCE', condition: 'POOR', is_college_book: true, publication: 'Pearson', edition: 5, price: 0 },
  Guide: { category: 'GUIDEBOOK', condition: 'LIKE NEW', is_bachlore_book: true, publication: 'Ekta Books', edition: 1, price: 120 },
  English: { category: 'TEXTBOOK', condition: 'MODERATE', is_school_book: true, grade: 5, publication: 'Heritage', edition: 3, price: 800 },
};

test.describe('filters', () => {
  const word = uniqueWord();
  const books = {} as Record<Subject, CreatedBook>;
  const all = () => Object.values(books);

  test.beforeAll(async () => {
    const seller = await createMemberWithSession('filters');
    for (const [subject, fields] of Object.entries(shelf) as [Subject, Partial<BookInput>][])
      books[subject] = await createAcceptedBook(seller, { name: `${word} ${subject}`, ...fields });
  });

  test('a search from the hero lands on Browse, filtered by name', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search books' }).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Books' })).toBeVisible();
    await expectResult(page, all(), `/books?name=${word}`);
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue(word);
  });

  test('each filter narrows the results, lives in the URL, and Back/Forward step through', async ({ page }) => {
    const { Physics, Chemistry, Guide, English } = books;
    await page.goto(`/books?name=${word}`);
    await expectResult(page, all());

    await page.getByLabel('Condition').selectOption('POOR');
    await expectResult(page, [Chemistry], `/books?name=${word}&condition=POOR`);

    await page.goBack();
    await expectResult(page, all(), `/books?name=${word}`);
    await expect(page.getByLabel('Condition')).toHaveValue('');
    await page.goForward();
    await expectResult(page, [Chemistry]);
    await expect(page.getByLabel('Condition')).toHaveValue('POOR');
    await page.goBack();

    await page.getByLabel('Category').selectOption('TEXTBOOK');
    await expectResult(page, [Physics, English]);
    await page.getByLabel('Category').selectOption('');

    await page.getByLabel('School').check();
    await expectResult(page, [Physics, English], `/books?name=${word}&bookType=is_school_book`);
    await page.getByLabel('Class (grade)').selectOption('9');
    await expectResult(page, [Physics], `/books?name=${word}&bookType=is_school_book&grade=9`);

    await page.getByLabel('College').check();
    await expect(page.getByLabel('Class (grade)')).toBeDisabled();
    await expectResult(page, [Chemistry]);
    await page.getByLabel('Bachelor').check();
    await expectResult(page, [Guide]);
    await page.getByLabel('Any', { exact: true }).check();
    await expectResult(page, all());

    await page.getByLabel('Publication').fill('Ekta Books');
    await expectResult(page, [Physics, Guide], /publication=Ekta\+Books/);
    await page.getByLabel('Edition').fill('1');
    await expectResult(page, [Guide], /edition=1/);

    // Typed filters follow Back too.
    await page.goBack();
    await expect(page.getByLabel('Edition')).toHaveValue('');
    await page.goBack();
    await expect(page.getByLabel('Publication')).toHaveValue('');
    await expectResult(page, all());
  });

  test('sort by price is done by the server (old sortBy links too), with donations shown as Donate', async ({ page }) => {
    const { Physics, Chemistry, Guide, English } = books;
    await page.goto(`/books?name=${word}&sortBy=asc`);
    await expectBooks(page, [Chemistry.name, Guide.name, Physics.name, English.name]);
    const prices = page.getByTestId('book-grid').getByTestId('price-badge');
    await expect(prices).toHaveText(['Donate', 'Rs. 120.00', 'Rs. 350.00', 'Rs. 800.00']);
    await expect(page.getByLabel(t.sortBy)).toHaveValue('price');
    await expect(page.locator('form[data-hydrated]')).toBeAttached();
    await page.getByLabel(t.sortBy).selectOption('-price');
    await expect(page).toHaveURL(`/books?name=${word}&ordering=-price`);
    await expectBooks(page, [English.name, Physics.name, Guide.name, Chemistry.name]);
  });

  test("'Clear filter' appears with two parameters and resets to bookType=is_any", async ({ page }) => {
    await page.goto(`/books?name=${word}`);
    await expectResult(page, all());
    await expect(page.getByRole('button', { name: 'Clear filter' })).toHaveCount(0);
    await page.getByLabel('Category').selectOption('GUIDEBOOK');
    await expectResult(page, [books.Guide]);
    await page.getByRole('button', { name: 'Clear filter' }).click();
    // The cleared list may load its next page at once (the end of a short list is in view): ?page= follows.
    await expect(page).toHaveURL(/\/books\?bookType=is_any(&page=\d+)?$/);
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Category')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Clear filter' })).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();
  });

  // Issue 14, point 7: a card reached with the keyboard scrolled under the sticky header.
  test('a card focused from the keyboard stops below the sticky header, not under it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(`/books?name=${word}`);
    await expectResult(page, all());
    const links = page.getByTestId('book-grid').getByRole('link');
    const [second, third] = [links.nth(1), links.nth(2)];
    await third.focus();
    // Scroll so that the second card's link sits under the 64 px header, then go back to it with Shift+Tab.
    const top = await second.evaluate((link) => link.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y - 20), top);
    await page.keyboard.press('Shift+Tab');
    await expect(second).toBeFocused();
    const header = await page.getByRole('banner').boundingBox();
    expect((await second.boundingBox())?.y).toBeGreaterThanOrEqual(header?.height ?? 64);
  });

  test("a search that matches nothing says 'No books found'", async ({ page }) => {
    await page.goto(`/books?name=${word}&condition=LIKE+NEW&category=REFERENCE`);
    await expect(page.getByRole('heading', { name: 'No books found' })).toBeVisible();
  });
});

test('skeleton cards while loading, then the error texts when the list cannot be fetched', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const browseList = (url: URL) => url.pathname === '/api/v1/books/' && url.searchParams.get('limit') === '12';
  await page.route(browseList, async (route) => {
    await held;
    await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ detail: 'Service unavailable' }) });
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  // Reached in the browser (a page loaded from the server comes with its list): the list is fetched from here.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Browse Books' }).click();
  await expect(page.getByTestId('book-card-skeleton')).toHaveCount(12);
  await page.screenshot({ path: artifact('browse-loading-1440.png') });
  release();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeVisible();
  await expect(page.getByText('We encountered an unexpected error. Please try again later.')).toBeVisible();
  await page.unroute(browseList);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('book-card').first()).toBeVisible();
});

test.describe('with the buyer location', () => {
  test.use({
    geolocation: { latitude: KATHMANDU.latitude + 0.02, longitude: KATHMANDU.longitude, accuracy: 20 },
    permissions: ['geolocation'],
  });

  test('cards show how far away each book is, nearest first', async ({ page }) => {
    const word = uniqueWord();
    const seller = await createMemberWithSession('near');
    // About 2.2 km and 11 km from the buyer (each book's point is blurred by up to 300 m).
    await createAcceptedBook(seller, { name: `${word} Far`, latitude: KATHMANDU.latitude + 0.12, longitude: KATHMANDU.longitude });
    await createAcceptedBook(seller, { name: `${word} Near`, ...KATHMANDU });

    // The browser was allowed before: it is asked at once, without a prompt.
    await page.goto(`/books?name=${word}`);
    await expect(page.getByTestId('location-sorted')).toHaveText(t.nearestFirst);
    await expectBooks(page, [`${word} Near`, `${word} Far`]);
    const distances = page.getByTestId('distance-badge');
    await expect(distances).toHaveCount(2);
    await expect(distances.first()).toHaveText(/^\d\.\d km$/);
    await expect(distances.nth(1)).toHaveText(/^\d+ km$/);
    const km = (await distances.allInnerTexts()).map((text) => Number.parseFloat(text));
    expect(km[0]).toBeGreaterThan(1.5);
    expect(km[0]).toBeLessThan(3);
    expect(km[1]).toBeGreaterThan(9.5);
    await expect(page.getByTestId('location-note')).toHaveCount(0);
  });
});

test.describe('without the buyer location', () => {
  test.use({ permissions: [] });

  test('browsing still works, without distances, and says so quietly', async ({ page, context }) => {
    await context.clearPermissions();
    const { name } = await createAcceptedBook(undefined, { name: `${uniqueWord()} Atlas` });
    await page.goto(`/books?name=${encodeURIComponent(name)}`);
    await expect(page.getByTestId('location-note')).toHaveText(t.notSorted);
    await expect(page.getByRole('button', { name: t.useLocation })).toBeVisible();
    await expect(page.getByTestId('location-sorted')).toHaveCount(0);
    await expect(cards(page).first()).toHaveText(name);
    await expect(page.getByTestId('distance-badge')).toHaveCount(0);
  });
});

test.describe('look and accessibility', () => {
  test.use({ geolocation: { ...KATHMANDU, accuracy: 15 }, permissions: ['geolocation'] });

  test('Browse is axe clean and looks right at 1440px and 375px (filter panel)', async ({ page }) => {
    const word = uniqueWord();
    const seller = await createMemberWithSession('looks', { first_name: 'Bikash', last_name: 'Thapa', location: 'Baneshwor' });
    const titles = [
      ['Concepts of Physics', 'TEXTBOOK', 'GOOD', 450],
      ['Oxford Advanced Learner Dictionary', 'REFERENCE', 'LIKE NEW', 0],
      ['Class 10 Maths Guide', 'GUIDEBOOK', 'POOR', 150],
      ['H.C. Verma Solutions', 'SOLUTION', 'MODERATE', 220.5],
      ['Muna Madan', 'OTHER', 'GOOD', 0],
      ['Organic Chemistry', 'TEXTBOOK', 'LIKE NEW', 900],
    ] as const;
    for (const [index, [title, category, condition, price]] of titles.entries()) {
      await createAcceptedBook(
        seller,
        {
          name: `${title} ${word}`,
          category,
          condition,
          price,
          latitude: KATHMANDU.latitude + index * 0.004,
          longitude: KATHMANDU.longitude + index * 0.003,
        },
        index,
      );
    }

    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/books?name=${word}`);
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByTestId('distance-badge').first()).toBeVisible();
    await page.evaluate(() => Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined))));
    await page.screenshot({ path: artifact('browse-1440.png'), fullPage: true });
    const desktop = await new AxeBuilder({ page }).analyze();
    expect(desktop.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    const toggle = page.getByRole('link', { name: t.openFilters });
    await expect(toggle).toBeVisible();
    await page.screenshot({ path: artifact('browse-375.png') });
    await toggle.click();
    const panel = page.getByRole('complementary', { name: t.filters });
    await expect(panel).toBeVisible();
    await panel.getByLabel('Condition').selectOption('POOR');
    await expect(page).toHaveURL(/condition=POOR/);
    await page.screenshot({ path: artifact('browse-375-filters.png') });
    const mobile = await new AxeBuilder({ page }).analyze();
    expect(mobile.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await panel.getByRole('button', { name: t.showResults }).click();
    await expect(panel).toBeHidden();
    await expect(cards(page)).toHaveCount(1);
  });
});
