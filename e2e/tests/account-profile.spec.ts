import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { acceptBook, bookInput, createBook, createMemberWithSession, uniqueWord } from '../support/books';
import { mailTo } from '../support/mailbox';
import { signIn } from '../support/members';
import { screenshotAtWidths } from '../support/screenshots';

// Issue 19: a member manages their own account, end to end through nginx, the remotes and PostgreSQL, with the
// password reset mail read from the stack's real SMTP server.

async function openProfile(page: Page) {
  await page.getByTestId('avatar').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page).toHaveTitle(/^Profile/);
}

async function signedInPage(browser: Browser, member: { username: string; email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, member);
  return page;
}

test('a member edits the profile, changes the password, signs out elsewhere, resets a forgotten password, downloads the data and leaves', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const unique = Date.now().toString(36);
  const member = { username: `tara${unique}`, email: `tara.${unique}@example.com`, password: 'first passphrase' };

  // Sign up.
  await page.goto('/register');
  await page.getByLabel('First name').fill('Tara');
  await page.getByLabel('Last name').fill('Gurung');
  await page.getByLabel('Username').fill(member.username);
  await expect(page.getByText('Username is available.')).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByLabel('Location').fill('Bhaktapur');
  await page.getByLabel('Phone number').fill('+977 9801111111');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, member);
  await expect(page.getByTestId('avatar')).toHaveText('T');

  // Their book, listed (created through the API as the sell form would, then accepted by the moderator).
  const bookName = `${uniqueWord()} Geometry`;
  const bookId = await createBook(page.request, bookInput({ name: bookName }));
  await acceptBook(bookId);

  // Profile: the phone number (and the first name, which the header shows at once).
  await openProfile(page);
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByText(`@${member.username}`)).toBeVisible();
  await page.getByLabel('Phone number').fill('98000-12ab-34');
  await page.getByLabel('Phone number').blur();
  await expect(page.getByText('Phone number may contain only digits, spaces, + and -.')).toBeVisible();
  await page.getByLabel('Phone number').fill('+977 9802222222');
  await page.getByLabel('First name').fill('Uma');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await expect(page.getByTestId('avatar')).toHaveText('U');
  await screenshotAtWidths(page, 'profile', { fullPage: true, widths: [375, 768, 1440] });

  // Another member sees the new number on the book's page.
  const buyer = await createMemberWithSession('buyer');
  const buyerPage = await signedInPage(browser, buyer.member);
  await buyerPage.goto(`/books/${bookId}`);
  await buyerPage.getByRole('button', { name: 'Show contact details' }).click();
  await expect(buyerPage.getByText('+977 9802222222')).toBeVisible();
  await buyerPage.context().close();

  // Change the password (the current one first).
  await page.getByLabel('Current password').nth(1).fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('second passphrase');
  await page.getByLabel('Repeat the new password').fill('second passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('That is not your current password.').first()).toBeVisible();
  await page.getByLabel('Current password').nth(1).fill(member.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Your other sessions have been signed out.')).toBeVisible();
  member.password = 'second passphrase';
  // The member's address is told, in case it was not them.
  expect((await mailTo(member.email, 'Your BookNook password was changed')).text).toContain('/forgot-password');

  // Sign out everywhere from a second browser: this one is then signed out.
  const laptop = await signedInPage(browser, member);
  await openProfile(laptop);
  await expect(laptop.getByText('This device')).toBeVisible();
  await expect(laptop.getByRole('button', { name: /^Sign out (?!everywhere)/ })).toHaveCount(1);
  await laptop.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(laptop.getByText('Signed out of 1 other session.')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await laptop.context().close();

  // Forgot the password: the link arrives by mail, works once, and the new password signs in.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'forgot-password', { fullPage: true, widths: [375, 1440] });
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/If an account uses that email address, we have sent it a link/)).toBeVisible();
  await screenshotAtWidths(page, 'forgot-password-sent', { fullPage: true, widths: [375, 1440] });
  const mail = await mailTo(member.email, 'Choose a new BookNook password');
  const link = /https?:\/\/\S+\/reset-password#token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page).toHaveTitle(/^Choose a new password/);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'reset-password', { fullPage: true, widths: [375, 1440] });
  await page.getByLabel('New password', { exact: true }).fill('third passphrase');
  await page.getByLabel('Repeat the new password').fill('third passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed. Sign in with your new password.')).toBeVisible();
  member.password = 'third passphrase';
  await signIn(page, member);
  // The link works once.
  const reused = await page.request.post('/api/v1/users/password-reset/confirm/', {
    data: { token: link!.split('#token=')[1], new_password: 'fourth passphrase' },
  });
  expect(reused.status()).toBe(400);

  // Download the data.
  await openProfile(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^booknook-${member.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as { profile: { phone_number: string }; books: { name: string }[] };
  expect(data.profile.phone_number).toBe('+977 9802222222');
  expect(data.books.map((book) => book.name)).toEqual([bookName]);

  // Delete the account: the password, then their book is gone from browse and signing in fails.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await screenshotAtWidths(page, 'profile-delete', { fullPage: false, widths: [375, 1440] });
  await dialog.getByLabel('Current password').fill('wrong password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('That is not your current password.')).toBeVisible();
  await dialog.getByLabel('Current password').fill(member.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByTestId('avatar')).toHaveCount(0);
  expect((await page.request.get(`/api/v1/books/${bookId}/`)).status()).toBe(404);
  await page.goto(`/books?name=${encodeURIComponent(bookName)}`);
  // The book went with its seller. (Other books may answer its words: Browse widens a search that finds nothing.)
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Books' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(bookName);
  await expect(page.getByRole('link', { name: bookName })).toHaveCount(0);
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
});

test('guests are sent to sign in from /profile and come back to it', async ({ page }) => {
  const session = await createMemberWithSession('profileguest');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(session.member.email);
  await page.getByLabel('Password', { exact: true }).fill(session.member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
});

test('a reset link without its token says so and offers a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('This link is incomplete.')).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
