import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAcceptedBook, createBook, createMemberWithSession, markBookSold, uniqueWord, type MemberSession } from '../support/books';
import { registerMember, signIn } from '../support/members';

const artifact = (name: string) => path.join(__dirname, '..', 'artifacts', name);

/** Book detail against the real API: everything it shows, bookmark, report, guests, not-found. */

const bookmarkButton = (page: Page) => page.getByRole('button', { name: /^(Add|Remove) Bookmark$/ });

let seller: MemberSession;

test.beforeAll(async () => {
  seller = await createMemberWithSession('owner', {
    first_name: 'Bikash',
    last_name: 'Thapa',
    location: 'Baneshwor, Kathmandu',
    phone_number: '+977 980-111-2222',
  });
});

test('opening a card shows everything about the book, and Back returns to the same list', async ({ page }) => {
  const word = uniqueWord();
  const book = await createAcceptedBook(seller, {
    name: `${word} Biology`,
    category: 'TEXTBOOK',
    condition: 'POOR',
    is_school_book: true,
    grade: 10,
    publication: 'Asmita Books',
    edition: 3,
    price: 275.5,
    description: 'Class 10 biology, all chapters.\nA few pages have highlights.',
  });

  await page.goto(`/books?name=${word}&sortBy=asc`);
  await page.getByRole('link', { name: book.name }).click();
  await expect(page).toHaveURL(`/books/${book.id}`);
  await expect(page.getByRole('heading', { level: 1, name: book.name })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await expect(page.getByRole('img', { name: `Photo of ${book.name}` })).toBeVisible();
  await expect(page.getByTestId('price-badge')).toHaveText('Rs. 275.50');
  await expect(page.getByText('Listed by Bikash Thapa · Baneshwor, Kathmandu')).toBeVisible();
  await expect(page.getByText('A few pages have highlights.')).toBeVisible();
  for (const badge of ['Text Book', 'Poor', 'Class 10', 'Asmita Books', '3rd Edition']) {
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('condition-badge')).toHaveCSS('color', 'rgb(201, 42, 42)');
  await expect(page.getByTestId('sold-band')).toHaveCount(0);

  // A guest sees who sells and where, and is asked to sign in for the phone and email.
  const owner = page.getByTestId('owner-card');
  await expect(owner.getByTestId('owner-avatar')).toHaveText('B');
  await expect(owner).toContainText('Bikash Thapa');
  await expect(owner).toContainText('Baneshwor, Kathmandu');
  await expect(owner.getByRole('link', { name: 'Sign in to contact the seller' })).toBeVisible();
  await expect(owner).not.toContainText('980-111-2222');
  await expect(owner).not.toContainText(seller.member.email);
  // A guest may press Message seller: it asks them to sign in first (browse-book-page.spec.ts).
  await expect(page.getByRole('button', { name: 'Message seller' })).toBeEnabled();

  // Back to the list as it was: the link goes back in the history (the old sortBy link is the server's ordering now).
  await page.getByRole('link', { name: '← Back to Books' }).click();
  await expect(page).toHaveURL(`/books?name=${word}&sortBy=asc`);
  await expect(page.getByRole('link', { name: book.name })).toBeVisible();
});

test('a guest signs in to contact the seller, comes back to the book, and sees the phone and email', async ({ page, request }) => {
  const book = await createAcceptedBook(seller, { name: `${uniqueWord()} Contact` });
  const reader = await registerMember(request, 'buyer');
  // The API gives guests neither, whatever the page shows.
  expect((await request.get(`/api/v1/books/${book.id}/contact/`)).status()).toBe(401);
  expect(await (await request.get(`/api/v1/books/${book.id}/`)).text()).not.toContain(seller.member.email);

  await page.goto(`/books/${book.id}`);
  const owner = page.getByTestId('owner-card');
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await owner.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact(`detail-contact-guest-${width}.png`), fullPage: true });
  }
  await owner.getByRole('link', { name: 'Sign in to contact the seller' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(reader.email);
  await page.getByLabel('Password', { exact: true }).fill(reader.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`/books/${book.id}`);

  await owner.getByRole('button', { name: 'Show contact details' }).click();
  await expect(owner.getByRole('link', { name: '+977 980-111-2222' })).toHaveAttribute('href', 'tel:+9779801112222');
  await expect(owner.getByRole('link', { name: seller.member.email })).toHaveAttribute('href', `mailto:${seller.member.email}`);
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await owner.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact(`detail-contact-member-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('a seller who hides the phone number is reached by email; they see their own number marked hidden', async ({ page, request }) => {
  const hider = await createMemberWithSession('hider', {
    first_name: 'Hari',
    last_name: 'Private',
    phone_number: '+977 981-555-1111',
    hide_phone_number: true,
  });
  const book = await createAcceptedBook(hider, { name: `${uniqueWord()} Private` });
  const reader = await registerMember(request, 'asker');
  await signIn(page, reader);
  await page.goto(`/books/${book.id}`);
  const owner = page.getByTestId('owner-card');
  await owner.getByRole('button', { name: 'Show contact details' }).click();
  await expect(owner.getByTestId('owner-phone-hidden')).toHaveText(
    'The seller prefers not to share a phone number. Please email them instead.',
  );
  await expect(owner.getByRole('link', { name: hider.member.email })).toBeVisible();
  await expect(owner).not.toContainText('555-1111');
  await page.screenshot({ path: artifact('detail-contact-hidden-1440.png'), fullPage: true });

  // The seller's own view: their number, marked as hidden from members, without asking.
  await page.context().clearCookies();
  await signIn(page, hider.member);
  await page.goto(`/books/${book.id}`);
  await expect(owner.getByTestId('owner-contact')).toContainText('+977 981-555-1111 (hidden from members)');
});

test('a member bookmarks a book, sees it on Bookmarks, and removes it again', async ({ page, request }) => {
  const book = await createAcceptedBook(seller, { name: `${uniqueWord()} Geography` });
  const reader = await registerMember(request, 'bookmarker');
  await signIn(page, reader);

  await page.goto(`/books/${book.id}`);
  await expect(page.getByRole('button', { name: 'Remove Bookmark' })).toHaveCount(0);
  // From the keyboard: focus stays on the button while it works and after (it used to drop to the page).
  await page.getByRole('button', { name: 'Add Bookmark' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Bookmark added successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Bookmark' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Remove Bookmark' })).toBeFocused();

  await page.getByRole('banner').getByRole('link', { name: 'Bookmarks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookmarks' })).toBeVisible();
  await expect(page.getByRole('link', { name: book.name })).toBeVisible();

  await page.getByRole('link', { name: book.name }).click();
  await page.getByRole('button', { name: 'Remove Bookmark' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Bookmark removed successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Bookmark' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Add Bookmark' })).toBeFocused();

  await page.getByRole('banner').getByRole('link', { name: 'Bookmarks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookmarks' })).toBeVisible();
  await expect(page.getByRole('link', { name: book.name })).toHaveCount(0);
});

test('a guest who bookmarks is sent to sign in and comes back to the book', async ({ page, request }) => {
  const book = await createAcceptedBook(seller, { name: `${uniqueWord()} History` });
  const reader = await registerMember(request, 'guest');

  await page.goto(`/books/${book.id}`);
  await page.getByRole('button', { name: 'Add Bookmark' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(reader.email);
  await page.getByLabel('Password', { exact: true }).fill(reader.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL(`/books/${book.id}`);
  await expect(page.getByRole('heading', { level: 1, name: book.name })).toBeVisible();
  await bookmarkButton(page).click();
  await expect(page.getByRole('button', { name: 'Remove Bookmark' })).toBeVisible();
});

test("a member reports a book once; a second report shows the server's message", async ({ page, request }) => {
  const book = await createAcceptedBook(seller, { name: `${uniqueWord()} Economics` });
  const reader = await registerMember(request, 'reporter');
  await signIn(page, reader);
  await page.goto(`/books/${book.id}`);

  const reportIcon = page.getByRole('button', { name: 'Report this book' });
  await reportIcon.hover();
  await expect(page.getByText('Report this book', { exact: true }).first()).toBeVisible();
  await reportIcon.click();
  const dialog = page.getByRole('dialog', { name: 'Report this book' });
  const submit = dialog.getByRole('button', { name: 'Submit report' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Reason').fill('The photo does not show this book.');
  await expect(submit).toBeEnabled();
  await page.screenshot({ path: artifact('detail-report-1440.png') });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await submit.click();
  await expect(dialog).toBeHidden();

  await reportIcon.click();
  await dialog.getByLabel('Reason').fill('Still wrong.');
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toBeVisible();
  const text = (await alert.innerText()).trim();
  expect(text.length).toBeGreaterThan(0);
  expect(text).not.toBe('Something went wrong');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a sold book has a Sold band across its photo', async ({ page }) => {
  const book = await createAcceptedBook(seller, { name: `${uniqueWord()} Accountancy` });
  await markBookSold(seller, book.id);
  await page.goto(`/books/${book.id}`);
  await expect(page.getByRole('heading', { level: 1, name: book.name })).toBeVisible();
  await expect(page.getByTestId('sold-band')).toHaveText('Sold');
});

test('a book the visitor may not see is a friendly not-found', async ({ page }) => {
  const hidden = await createBook(seller.api, {
    name: `${uniqueWord()} Unreviewed`,
    category: 'OTHER',
    publication: null,
    edition: 1,
    is_school_book: false,
    is_college_book: false,
    is_bachlore_book: false,
    grade: null,
    description: 'Waiting for a moderator.',
    condition: 'GOOD',
    price: 10,
    latitude: null,
    longitude: null,
  });
  // An address that cannot name a book is not found either (it showed the general error), without asking the API.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/books/')) asked.push(new URL(request.url()).pathname);
  });
  for (const path of [`/books/${hidden}`, '/books/999999999', '/books/abc', '/books/0', '/books/1.5']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'This listing is not available' })).toBeVisible();
    await expect(page.getByText('Oops! Something went wrong.')).toHaveCount(0);
  }
  expect(asked.filter((path) => /\/books\/(abc|0|1\.5)\//.test(path))).toEqual([]);
  await page.getByRole('link', { name: 'Browse Books' }).last().click();
  await expect(page).toHaveURL('/books');
});

test('Book detail is axe clean and looks right at 1440px and 375px', async ({ page }) => {
  const book = await createAcceptedBook(
    seller,
    {
      name: 'Concepts of Physics, Volume 1',
      category: 'TEXTBOOK',
      condition: 'LIKE NEW',
      is_school_book: true,
      grade: 10,
      publication: 'Bharati Bhawan',
      edition: 4,
      price: 450,
      description:
        'H.C. Verma, volume 1. Hardly used: no writing inside, the cover has a small crease.\nPick up near Baneshwor chowk, weekday evenings.',
    },
    1,
  );
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 1000 });
    await page.goto(`/books/${book.id}`);
    await expect(page.getByTestId('price-badge')).toHaveText('Rs. 450.00');
    await expect(page.getByRole('button', { name: 'Message seller' })).toBeVisible();
    await page.screenshot({ path: artifact(`detail-${width}.png`), fullPage: true });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  }
});
