import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAcceptedBook, createMemberWithSession, KATHMANDU, uniqueWord, type BookInput, type CreatedBook } from '../support/books';

const artifact = (name: string) => path.join(__dirname, '..', 'artifacts', name);

/** Browse Books against the real API: every filter in the URL, Back/Forward, clear filter, paging, distance. */

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
    // The POOR condition badge is red.
    await expect(page.getByTestId('condition-badge')).toHaveCSS('color', 'rgb(201, 42, 42)');

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

  test('sort by price orders the page, with donations shown as Donate', async ({ page }) => {
    const { Physics, Chemistry, Guide, English } = books;
    await page.goto(`/books?name=${word}&sortBy=asc`);
    await expectBooks(page, [Chemistry.name, Guide.name, Physics.name, English.name]);
    const prices = page.getByTestId('book-grid').getByTestId('price-badge');
    await expect(prices).toHaveText(['Donate', 'Rs. 120.00', 'Rs. 350.00', 'Rs. 800.00']);
    await page.getByLabel('Sort by price').selectOption('desc');
    await expectBooks(page, [English.name, Physics.name, Guide.name, Chemistry.name]);
    await expect(page.getByTestId('book-grid').getByText('5th Edition · Pearson')).toBeVisible();
  });

  test("'Clear filter' appears with two parameters and resets to bookType=is_any", async ({ page }) => {
    await page.goto(`/books?name=${word}`);
    await expectResult(page, all());
    await expect(page.getByRole('button', { name: 'Clear filter' })).toHaveCount(0);
    await page.getByLabel('Category').selectOption('GUIDEBOOK');
    await expectResult(page, [books.Guide]);
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect(page).toHaveURL('/books?bookType=is_any');
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
  const browseList = (url: URL) => url.pathname === '/api/v1/books/' && url.searchParams.get('limit') === '6';
  await page.route(browseList, async (route) => {
    await held;
    await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ detail: 'Service unavailable' }) });
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  // Reached in the browser (a page loaded from the server comes with its list): the list is fetched from here.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Browse Books' }).click();
  await expect(page.getByTestId('book-card-skeleton')).toHaveCount(6);
  await page.screenshot({ path: artifact('browse-loading-1440.png') });
  release();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeVisible();
  await expect(page.getByText('We encountered an unexpected error. Please try again later.')).toBeVisible();
  await page.unroute(browseList);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('result-count')).toBeVisible();
});

test('pages of six: the current page and the next two, Previous and Next', async ({ page }) => {
  const word = uniqueWord();
  const seller = await createMemberWithSession('pager');
  const names: string[] = [];
  for (let i = 1; i <= 8; i += 1) names.push((await createAcceptedBook(seller, { name: `${word} Volume ${i}`, price: i * 10 })).name);

  await page.goto(`/books?name=${word}&sortBy=asc`);
  await expect(page.getByTestId('result-count')).toHaveText(/^8 books/);
  await expect(cards(page)).toHaveCount(6);
  const pager = page.getByRole('navigation', { name: 'Pages of results' });
  await expect(pager.getByRole('button')).toHaveText(['Previous', '1', '2', 'Next']);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/books?name=${word}&sortBy=asc&page=2`);
  await expect(cards(page)).toHaveCount(2);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  const onPageTwo = await cards(page).allInnerTexts();
  // Back to the top of the list (a smooth scroll: it takes a moment).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(200);

  await page.goBack();
  await expect(cards(page)).toHaveCount(6);
  const onPageOne = await cards(page).allInnerTexts();
  expect([...onPageOne, ...onPageTwo].sort()).toEqual([...names].sort());
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(cards(page)).toHaveCount(2);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(`/books?name=${word}&sortBy=asc`);

  // From the keyboard: Next on the last page is unavailable but keeps the focus (a disabled button dropped it).
  await pager.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(2);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeFocused();
  await expect(pager.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/books?name=${word}&sortBy=asc&page=2`);
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

    await page.goto(`/books?name=${word}`);
    await expect(page.getByTestId('result-count')).toHaveText('2 books');
    await expect(page.getByTestId('location-sorted')).toHaveText('Nearest first');
    await expectBooks(page, [`${word} Near`, `${word} Far`]);
    const distances = page.getByTestId('distance-badge');
    await expect(distances).toHaveCount(2);
    await expect(distances.first()).toHaveText(/^\d+\.\d{2}m AWAY$/);
    const metres = (await distances.allInnerTexts()).map((text) => Number.parseFloat(text));
    expect(metres[0]).toBeGreaterThan(1500);
    expect(metres[0]).toBeLessThan(3000);
    expect(metres[1]).toBeGreaterThan(9500);
    await expect(page.getByTestId('location-note')).toHaveCount(0);
  });
});

test.describe('without the buyer location', () => {
  test.use({ permissions: [] });

  test('browsing still works, without distances, and says so quietly', async ({ page, context }) => {
    await context.clearPermissions();
    const { name } = await createAcceptedBook(undefined, { name: `${uniqueWord()} Atlas` });
    await page.goto(`/books?name=${encodeURIComponent(name)}`);
    await expect(page.getByTestId('location-note')).toHaveText('Not sorted by distance: location unavailable.');
    await expect(page.getByTestId('location-sorted')).toHaveCount(0);
    await expect(cards(page).first()).toHaveText(name);
    await expect(page.getByTestId('distance-badge')).toHaveCount(0);
  });
});

test.describe('look and accessibility', () => {
  test.use({ geolocation: { ...KATHMANDU, accuracy: 15 }, permissions: ['geolocation'] });

  test('Browse is axe clean and looks right at 1440px and 375px (drawer)', async ({ page }) => {
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
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
    await page.screenshot({ path: artifact('browse-375.png') });
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByLabel('Condition').selectOption('POOR');
    await expect(page).toHaveURL(/condition=POOR/);
    await page.screenshot({ path: artifact('browse-375-drawer.png') });
    const mobile = await new AxeBuilder({ page }).analyze();
    expect(mobile.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await drawer.getByRole('button', { name: /Show results/ }).click();
    await expect(drawer).toBeHidden();
    await expect(cards(page)).toHaveCount(1);
  });
});
