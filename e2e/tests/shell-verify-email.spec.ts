import { expect, test } from '@playwright/test';
import { verificationMessages as V } from '../../api/src/texts/verification';
import { messages as browse } from '../../mfe-browse/src/messages';
import { emailConfirmationMessages } from '../../platform/testing/messages';
import { authMessages as shell } from '../../shell/src/features/auth/auth-messages';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createAcceptedBook, createMemberWithSession } from '../support/books';
import { mailTo } from '../support/mailbox';
import { screenshotAtWidths } from '../support/screenshots';

// Issue 24.3: a new member confirms their address by the mailed link before they can reach sellers.
// Until then the book page says why and offers to send the link again; the link opens the shell's
// /verify-email page, and after one tap the member can write to the seller.

const N = emailConfirmationMessages;

test('a new member is told to confirm their address on a book page, has the link sent again, confirms it, then writes to the seller', async ({
  page,
}) => {
  const seller = await createMemberWithSession('seller', { first_name: 'Gita', last_name: 'Lama' });
  const book = await createAcceptedBook(seller, { name: 'Muna Madan', price: 150 });

  const unique = Date.now().toString(36);
  const email = `newcomer.${unique}@example.com`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Omkar');
  await page.getByLabel('Last name').fill('Karki');
  await page.getByLabel('Username').fill(`newcomer${unique}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long passphrase');
  await page.getByLabel('Location').fill('Bhaktapur');
  await page.getByLabel('Phone number').fill('+977 9807654321');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(V.registered)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('a long passphrase');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // Browsing works; reaching the seller waits for the confirmation.
  await page.goto(`/books/${book.id}`);
  const notice = page.getByRole('region', { name: N.title });
  await expect(notice).toContainText(N.body(email));
  await expect(page.getByRole('button', { name: browse.detail.message })).toBeDisabled();
  await expect(page.getByTestId('message-blocked-reason')).toHaveText(browse.detail.confirmReason);
  await expect(page.getByRole('button', { name: browse.contact.show })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'verify-email-book-notice', { fullPage: true, widths: [375, 768, 1440] });
  await notice.getByRole('button', { name: N.resend }).click();
  await expect(notice.getByRole('status')).toHaveText(V.resent(email));

  // The newest link opens the confirmation page; one tap confirms.
  const mail = await mailTo(email, V.mail.confirmSubject);
  expect(mail.html).toContain('Confirm my address');
  const link = /https?:\/\/\S+\/verify-email#token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: shell.verifyEmail.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'verify-email-page', { fullPage: true, widths: [375, 768, 1440] });
  await page.getByRole('button', { name: shell.verifyEmail.submit }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(V.confirmed);
  await screenshotAtWidths(page, 'verify-email-done', { fullPage: true, widths: [375, 1440] });

  // Now the seller is one tap away.
  await page.goto(`/books/${book.id}`);
  await expect(page.getByRole('region', { name: N.title })).toHaveCount(0);
  await page.getByRole('button', { name: browse.detail.message }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
});
