import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  acceptBook,
  bookInput,
  createAcceptedBook,
  createBook,
  createMemberWithSession,
  uniqueWord,
  type MemberSession,
} from '../support/books';
import { gridRow, moderatorPage, openRowMenu, rejectBookApi, summary } from '../support/account-helpers';
import { expectFits, measureLayout } from '../support/layout';
import { signIn } from '../support/members';
import { screenshotAtWidths, screenshotBothWidths } from '../support/screenshots';
import { makeJpeg, photoMessages } from '../support/sell-helpers';

/** My Books against the real API: the listing lifecycle, edit, delete, columns, filters and paging. */

let seller: MemberSession;

test.beforeEach(async () => {
  seller = await createMemberWithSession('shelf');
});

test('a guest is sent to sign in, carrying where to come back to', async ({ page }) => {
  await page.goto('/mybooks');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => (window.history.state as { usr?: { from?: string } } | null)?.usr?.from)).toBe('/mybooks');
});

test('a guest who signs in comes back to My Books', async ({ page }) => {
  await page.goto('/mybooks');
  await page.getByLabel('Email').fill(seller.member.email);
  await page.getByLabel('Password', { exact: true }).fill(seller.member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/mybooks$/);
});

test('a member with no books sees the empty table', async ({ page }) => {
  await signIn(page, seller.member);
  await page.goto('/mybooks');
  await expect(page.getByRole('heading', { level: 1, name: 'My Books' })).toBeVisible();
  await expect(page.getByText('No results found.')).toBeVisible();
  // An empty list is one empty page (it said 'Page: 1 of 0').
  await expect(summary(page)).toHaveText('Count: 0 | Page: 1 of 1');
  await expect(page.getByRole('main')).toHaveAttribute('data-build', /\S/);
});

test('Unreviewed → accepted in /moderation → listed in Browse → marked sold → gone from Browse, Sold here', async ({ page, browser }) => {
  const name = `${uniqueWord()} Chemistry`;
  const id = await createBook(seller.api, bookInput({ name, price: 0, category: 'REFERENCE' }));
  await signIn(page, seller.member);
  await page.goto('/mybooks');
  const row = gridRow(page, name);
  await expect(row.getByText('Unreviewed')).toBeVisible();
  await expect(row.getByText('Donate')).toBeVisible();
  await expect(row.getByText('Reference Book')).toBeVisible();
  await expect(row.getByText('Not sold')).toBeVisible();
  const image = row.getByRole('link', { name: `View Image of ${name} (opens in a new tab)` });
  await expect(image).toHaveAttribute('target', '_blank');
  await expect(image).toHaveAttribute('rel', /noopener/);
  await openRowMenu(page, name);
  await expect(page.getByRole('menuitem', { name: 'Mark as sold' })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeEnabled();
  await page.keyboard.press('Escape');

  const moderatorTab = await moderatorPage(browser);
  await moderatorTab.goto('/moderation');
  const card = moderatorTab.getByTestId('moderation-book').filter({ hasText: name });
  await expect(card).toContainText(seller.member.username);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card).toHaveCount(0);
  await moderatorTab.context().close();

  await page.goto(`/books?name=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name })).toBeVisible();

  await page.goto('/mybooks');
  await expect(gridRow(page, name).getByText('Accepted')).toBeVisible();
  await openRowMenu(page, name);
  await page.getByRole('menuitem', { name: 'Mark as sold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this book as sold?' });
  await dialog.getByRole('button', { name: 'Mark as sold' }).click();
  await expect(dialog).toBeHidden();
  await expect(gridRow(page, name).getByText('Sold', { exact: true })).toBeVisible();
  await openRowMenu(page, name);
  await expect(page.getByRole('menuitem', { name: 'Mark as sold' })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.goto(`/books?name=${encodeURIComponent(name)}`);
  await expect(page.getByText('No books found')).toBeVisible();
  const detail = await page.request.get(`/api/v1/books/${id}/`);
  expect(((await detail.json()) as { is_sold: boolean }).is_sold).toBe(true);
});

test('edit: unchanged is refused without a call; a new price saves; a new name warns and goes back to review', async ({ page }) => {
  const book = await createAcceptedBook(seller, { price: 120, condition: 'GOOD' });
  await signIn(page, seller.member);
  await page.goto('/mybooks');
  await expect(gridRow(page, book.name).getByText('Accepted')).toBeVisible();

  await openRowMenu(page, book.name);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit book' });
  await expect(dialog.getByLabel('Name')).toHaveAttribute('placeholder', 'Enter book name');
  await screenshotAtWidths(page, 'mybooks-edit-dialog', { fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });
  let patches = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches += 1;
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('form value is not changed');
  expect(patches).toBe(0);

  await dialog.getByLabel('Price (Rs.)').fill('');
  await dialog.getByLabel('Condition').selectOption('POOR');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: /updated/i })).toBeVisible();
  await expect(gridRow(page, book.name).getByText('Donate')).toBeVisible();
  await expect(gridRow(page, book.name).getByText('Accepted')).toBeVisible();

  const renamed = `${book.name} Revised`;
  await openRowMenu(page, book.name);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await dialog.getByLabel('Name').fill(renamed);
  await expect(dialog.getByText(/sends the book back to review/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(gridRow(page, renamed).getByText('Unreviewed')).toBeVisible();
});

// Issue 27: the edit dialog takes photos too. A new photo goes back to review; a new order does not.
test('edit photos: an added photo made the cover goes back to review; a new order alone does not', async ({ page }) => {
  const book = await createAcceptedBook(seller);
  await signIn(page, seller.member);
  await page.goto('/mybooks');
  await openRowMenu(page, book.name);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit book' });
  const tiles = dialog.getByTestId('photo-tile');
  await expect(tiles).toHaveCount(1);
  await expect(dialog.getByText(/sends the book back to review/)).toHaveCount(0);

  await dialog
    .locator('#edit-book-photos')
    .setInputFiles({ name: 'stain.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page, 'Stain p. 12') });
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(1).getByText(photoMessages.makeCover)).toBeVisible();
  await expect(dialog.getByText(/sends the book back to review/)).toBeVisible();
  await dialog.getByRole('button', { name: photoMessages.makeCoverLabel(2) }).click();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'mybooks-edit-photos', { fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(gridRow(page, book.name).getByText('Unreviewed')).toBeVisible();
  type Listed = { items: { id: number; book_image: string; images: { key: string; url: string }[] }[] };
  const listed = async () =>
    ((await (await page.request.get('/api/v1/books/current-users/')).json()) as Listed).items.find((item) => item.id === book.id)!;
  const edited = await listed();
  expect(edited.images).toHaveLength(2);
  expect(edited.book_image).toBe(edited.images[0]!.url);
  const [added, original] = edited.images.map((image) => image.key);

  await acceptBook(book.id);
  await page.reload();
  await expect(gridRow(page, book.name).getByText('Accepted')).toBeVisible();
  await openRowMenu(page, book.name);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await dialog.getByRole('button', { name: photoMessages.makeCoverLabel(2) }).click();
  await expect(dialog.getByText(/sends the book back to review/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(gridRow(page, book.name).getByText('Accepted')).toBeVisible();
  expect((await listed()).images.map((image) => image.key)).toEqual([original, added]);
});

test('delete asks first, removes the row, and the image is gone', async ({ page }) => {
  const name = `${uniqueWord()} Atlas`;
  const id = await createBook(seller.api, bookInput({ name }));
  await signIn(page, seller.member);
  await page.goto('/mybooks');
  const imageUrl = await gridRow(page, name)
    .getByRole('link', { name: /View Image/ })
    .getAttribute('href');
  expect(imageUrl).toBeTruthy();
  expect((await page.request.get(imageUrl!)).status()).toBe(200);

  await openRowMenu(page, name);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this book?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(gridRow(page, name)).toHaveCount(1);

  await openRowMenu(page, name);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(gridRow(page, name)).toHaveCount(0);
  await expect(page.getByText('No results found.')).toBeVisible();
  expect((await page.request.get(imageUrl!)).status()).toBe(404);
  expect((await page.request.get(`/api/v1/books/${id}/`)).status()).toBe(404);
});

/** Where keyboard focus is: in the grid or not, which row and column, and what is focused. */
function focusInGrid(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    return {
      inGrid: Boolean(focused?.closest('[data-testid="my-books-grid"]')),
      row: focused?.closest('[role="row"]')?.getAttribute('aria-rowindex') ?? null,
      column: focused?.closest('[role="gridcell"]')?.getAttribute('col-id') ?? null,
      name: focused?.getAttribute('aria-label') ?? null,
    };
  });
}

test('the grid: one Tab stop per row, arrow keys between cells, a labelled actions button that takes focus', async ({ page }) => {
  // It stopped on all 7 cells of every row, and the "Actions for …" button was never reached by Tab.
  const word = uniqueWord();
  const names = [1, 2, 3].map((n) => `${word} Keyboard ${n}`);
  for (const name of names) await createBook(seller.api, bookInput({ name, category: 'SOLUTION' }));
  const [oldest, middle, newest] = names as [string, string, string];
  await signIn(page, seller.member);
  await page.goto('/mybooks');
  await expect(gridRow(page, oldest)).not.toHaveCount(0);

  await page.getByRole('button', { name: 'Columns' }).focus();
  const stops = [];
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusInGrid(page);
    if (!focus.inGrid) break;
    stops.push(focus);
  }
  expect(stops.map(({ row }) => row)).toEqual(['2', '3', '4']);
  expect(new Set(stops.map(({ column }) => column))).toEqual(new Set(['name']));

  // Shift+Tab comes back into the grid on the last row (at its actions), then goes up a row at a time.
  const actionsOf = (name: string) => page.getByRole('button', { name: `Actions for ${name}` });
  await page.keyboard.press('Shift+Tab');
  await expect(actionsOf(oldest)).toBeFocused();
  expect(await focusInGrid(page)).toMatchObject({ row: '4', column: 'actions' });
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  const actions = actionsOf(newest);
  await expect(actions).toBeFocused();

  // Along the row with the arrow keys; a link or a button in a cell takes the focus itself.
  for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('link', { name: `View Image of ${newest} (opens in a new tab)` })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  expect(await focusInGrid(page)).toMatchObject({ row: '2', column: 'name' });
  for (let press = 0; press < 6; press += 1) await page.keyboard.press('ArrowRight');
  await expect(actions).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(actionsOf(middle)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(actions).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(actions).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit book' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});

// Issue 14, point 3: on a phone only Name, a cut-off "View Ima" and the actions button showed; at 768 px Sold and
// Category scrolled out of sight inside the grid.
test('on a phone and a tablet each book is a card with name, price, status, sold and its actions', async ({ page }) => {
  const word = uniqueWord();
  const donated = await createAcceptedBook(seller, { name: `${word} Donated Atlas`, price: 0, category: 'REFERENCE' });
  const turnedDown = await createBook(seller.api, bookInput({ name: `${word} Blurry Poems` }));
  await rejectBookApi(turnedDown, 'The photo is too blurry to read the title.');
  await signIn(page, seller.member);

  for (const width of [375, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/mybooks');
    const card = page.getByRole('article', { name: donated.name });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('my-books-grid')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Columns' })).toHaveCount(0);
    await expect(card.getByText('Donate', { exact: true })).toBeVisible();
    await expect(card.getByText('Accepted')).toBeVisible();
    await expect(card.getByText('Not sold')).toBeVisible();
    await expect(card.getByText('Reference Book')).toBeVisible();
    await expect(card.getByRole('link', { name: `View Image of ${donated.name} (opens in a new tab)` })).toBeVisible();
    await expect(page.getByRole('article', { name: `${word} Blurry Poems` })).toContainText(
      'Reason: The photo is too blurry to read the title.',
    );
    await expect(summary(page)).toHaveText('Count: 2 | Page: 1 of 1');
    expectFits(await measureLayout(page), `My Books at ${width}px`);
  }

  // The actions, the filters and the count work as on a wide screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshotAtWidths(page, 'my-books');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: `Actions for ${donated.name}` }).click();
  await page.getByRole('menuitem', { name: 'Mark as sold' }).click();
  await page.getByRole('dialog', { name: 'Mark this book as sold?' }).getByRole('button', { name: 'Mark as sold' }).click();
  await expect(page.getByRole('article', { name: donated.name }).locator('dd').getByText('Sold', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sold', exact: true }).click();
  await expect(summary(page)).toHaveText('Count: 1 | Page: 1 of 1');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Unreviewed', exact: true }).click();
  await expect(summary(page)).toHaveText('Count: 0 | Page: 1 of 1');
  await expect(page.getByText('No results found.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a rejected book shows the moderator’s reason', async ({ page }) => {
  const name = `${uniqueWord()} Poems`;
  const id = await createBook(seller.api, bookInput({ name }));
  await rejectBookApi(id, 'The photo shows a different book.');
  await signIn(page, seller.member);
  await page.goto('/mybooks');
  const row = gridRow(page, name);
  await expect(row.getByText('Rejected')).toBeVisible();
  await expect(row.getByText('Reason: The photo shows a different book.')).toBeVisible();
  await openRowMenu(page, name);
  await expect(page.getByRole('menuitem', { name: 'Mark as sold' })).toBeEnabled();
});

test('columns can be hidden and shown, the choice survives a reload, and Actions cannot be hidden', async ({ page }) => {
  const name = `${uniqueWord()} Grammar`;
  await createBook(seller.api, bookInput({ name }));
  await signIn(page, seller.member);
  await page.goto('/mybooks');
  await expect(gridRow(page, name)).toHaveCount(1);
  const header = (label: string) => page.getByRole('columnheader', { name: label });
  await expect(header('Price')).toBeVisible();

  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(page.getByRole('checkbox', { name: 'Actions' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Price' }).uncheck();
  await page.getByRole('checkbox', { name: 'Category' }).uncheck();
  await expect(header('Price')).toHaveCount(0);
  await expect(header('Category')).toHaveCount(0);

  await page.reload();
  await expect(gridRow(page, name)).toHaveCount(1);
  await expect(header('Price')).toHaveCount(0);
  await expect(header('Actions')).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Price' }).check();
  await expect(header('Price')).toBeVisible();
  await expect(header('Category')).toHaveCount(0);
});

test('filters and paging over 25 books', async ({ page }) => {
  test.setTimeout(180_000);
  const ids: number[] = [];
  for (let i = 0; i < 25; i += 1)
    ids.push(await createBook(seller.api, bookInput({ name: `Shelf ${String(i + 1).padStart(2, '0')} ${uniqueWord()}` }), i));
  for (const id of ids.slice(0, 12)) await acceptBook(id);
  for (const id of ids.slice(12, 15)) await rejectBookApi(id, 'Not a book.');

  await signIn(page, seller.member);
  await page.goto('/mybooks');
  await expect(summary(page)).toHaveText('Count: 25 | Page: 1 of 3');
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(10);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary(page)).toHaveText('Count: 25 | Page: 2 of 3');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary(page)).toHaveText('Count: 25 | Page: 3 of 3');
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.getByRole('button', { name: 'Accepted', exact: true }).click();
  await expect(summary(page)).toHaveText('Count: 12 | Page: 1 of 2');
  await expect(page.getByRole('button', { name: 'Accepted', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary(page)).toHaveText('Count: 12 | Page: 2 of 2');

  await page.getByRole('button', { name: 'Rejected', exact: true }).click();
  await expect(summary(page)).toHaveText('Count: 3 | Page: 1 of 1');
  await page.getByRole('button', { name: 'Unreviewed', exact: true }).click();
  await expect(summary(page)).toHaveText('Count: 10 | Page: 1 of 1');
  await page.getByRole('button', { name: 'Sold', exact: true }).click();
  await expect(summary(page)).toHaveText('Count: 0 | Page: 1 of 1');
  await expect(page.getByText('No results found.')).toBeVisible();

  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(summary(page)).toHaveText('Count: 25 | Page: 1 of 3');

  // The same paging with cards on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('my-book-card')).toHaveCount(10);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary(page)).toHaveText('Count: 25 | Page: 3 of 3');
  await expect(page.getByTestId('my-book-card')).toHaveCount(5);
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(summary(page)).toHaveText('Count: 25 | Page: 1 of 3');
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'account-my-books');
  await openRowMenu(
    page,
    (await page
      .getByRole('button', { name: /^Actions for/ })
      .first()
      .getAttribute('aria-label'))!.replace('Actions for ', ''),
  );
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
});
