import { expect, test } from '@playwright/test';
import { createAcceptedBook, uniqueWord } from '../support/books';
import { pageIsLive } from '../support/layout';
import { registerMember, signIn } from '../support/members';

/** Issue 14, point 4: the tab title said "BookNook — used books from your neighbours" on every page. */

test('every route has its own tab title, as a guest and as a member', async ({ page, request }) => {
  const book = await createAcceptedBook(undefined, { name: `${uniqueWord()} Organic Chemistry` });
  const guestTitles: [string, string][] = [
    ['/', 'BookNook: used books from your neighbours'],
    ['/books', 'Browse Books · BookNook'],
    [`/books/${book.id}`, `${book.name} · BookNook`],
    ['/books/abc', 'Book not found · BookNook'],
    ['/books/999999999', 'Book not found · BookNook'],
    ['/sell', 'Sell Your Book · BookNook'],
    ['/bookmarks', 'My Bookmarks · BookNook'],
    ['/login', 'Sign In · BookNook'],
    ['/register', 'Register · BookNook'],
    ['/forgot-password', 'Forgot your password? · BookNook'],
    ['/reset-password', 'Choose a new password · BookNook'],
    ['/verify-email', 'Confirm your email address · BookNook'],
    ['/unsubscribe', 'Stop these emails · BookNook'],
    ['/renew', 'Keep your book listed · BookNook'],
    ['/terms', 'Terms of Service · BookNook'],
    ['/privacy', 'Privacy Policy · BookNook'],
    ['/contact', 'Contact Us · BookNook'],
    ['/no/such/page', 'Page not found · BookNook'],
  ];
  for (const [path, title] of guestTitles) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  await signIn(page, await registerMember(request));
  for (const [path, title] of [
    ['/mybooks', 'My Books · BookNook'],
    ['/profile', 'Profile · BookNook'],
    ['/alerts', 'Wanted books · BookNook'],
    ['/notifications', 'Notifications · BookNook'],
    ['/moderation', 'Moderation · BookNook'],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
});

test('after a client-side navigation the new title is announced to screen readers; the first page is not', async ({ page }) => {
  const book = await createAcceptedBook(undefined, { name: `${uniqueWord()} Physics` });
  await page.goto('/');
  const announcer = page.getByRole('status').and(page.getByTestId('page-title-announcer'));
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  // The browser reads a freshly loaded page's title itself.
  await page.waitForTimeout(1000);
  await expect(announcer).toHaveText('');

  await pageIsLive(page);
  await page.getByRole('banner').getByRole('link', { name: 'Browse Books' }).click();
  await expect(page).toHaveTitle('Browse Books · BookNook');
  await expect(announcer).toHaveText('Browse Books');

  // A book page is "Book details" until the book arrives: only the settled title, the book's name, is read.
  await page.goto(`/books?name=${encodeURIComponent(book.name)}`);
  // A click on the server's page before its scripts run is a full load, which is not announced (as it should not be).
  await pageIsLive(page);
  await page.getByRole('link', { name: book.name }).click();
  await expect(page).toHaveTitle(`${book.name} · BookNook`);
  await expect(announcer).toHaveText(book.name);

  await page.goBack();
  await expect(announcer).toHaveText('Browse Books');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(announcer).toHaveText('Privacy Policy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveTitle('BookNook: used books from your neighbours');
  await expect(announcer).toHaveText('BookNook: used books from your neighbours');
});
