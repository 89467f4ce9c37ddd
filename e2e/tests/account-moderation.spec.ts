import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  bookInput,
  createAcceptedBook,
  createBook,
  createMemberWithSession,
  csrfHeaders,
  uniqueWord,
  type MemberSession,
} from '../support/books';
import { moderatorPage, reportBookApi } from '../support/account-helpers';
import { signIn } from '../support/members';
import { screenshotBothWidths } from '../support/screenshots';

/** The moderation desk against the real API, and that nobody else gets in. */

let seller: MemberSession;

test.beforeAll(async () => {
  seller = await createMemberWithSession('vendor', { first_name: 'Gita', last_name: 'Shrestha' });
});

test('a member who is not a moderator gets a friendly refusal, and the API refuses them too', async ({ page }) => {
  await signIn(page, seller.member);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { name: 'This page is for moderators' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const id = await createBook(seller.api, bookInput());
  const headers = await csrfHeaders(seller.api);
  expect((await seller.api.get('/api/v1/moderation/books/?status=unreviewed')).status()).toBe(403);
  expect((await seller.api.post(`/api/v1/moderation/books/${id}/accept/`, { headers })).status()).toBe(403);
  expect((await seller.api.post(`/api/v1/moderation/books/${id}/reject/`, { headers, data: { reason: 'x' } })).status()).toBe(403);
  expect((await page.request.get('/api/v1/moderation/books/?status=unreviewed')).status()).toBe(403);
});

test('a book renamed after the moderator opened the queue is not accepted: the desk reloads it and says so', async ({ browser }) => {
  const word = uniqueWord();
  const id = await createBook(seller.api, bookInput({ name: `${word} Harmless Title` }));
  const page = await moderatorPage(browser);
  await page.goto('/moderation');
  const card = (name: string) => page.getByTestId('moderation-book').filter({ hasText: name });
  await expect(card(`${word} Harmless Title`)).toBeVisible();

  // The seller renames it while the moderator is reading the old text.
  const renamed = await seller.api.patch(`/api/v1/books/${id}/`, {
    headers: await csrfHeaders(seller.api),
    data: { name: `${word} Something Else` },
  });
  expect(renamed.status()).toBe(200);

  await card(`${word} Harmless Title`).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(`“${word} Harmless Title” was changed after you opened this list.`)).toBeVisible();
  const reloaded = card(`${word} Something Else`);
  await expect(reloaded.getByTestId('moderation-book-changed')).toBeVisible();
  await expect(card(`${word} Harmless Title`)).toHaveCount(0);
  // Nothing was published.
  const guest = await browser.newContext();
  expect((await guest.request.get(`${new URL(page.url()).origin}/api/v1/books/${id}/`)).status()).toBe(404);
  await screenshotBothWidths(page, 'account-moderation-changed');

  // Accepting what is there now works.
  await reloaded.getByRole('button', { name: 'Accept' }).click();
  await expect(reloaded).toHaveCount(0);
  expect((await guest.request.get(`${new URL(page.url()).origin}/api/v1/books/${id}/`)).status()).toBe(200);
  await guest.close();
  await page.context().close();
});

test('a guest is sent to sign in', async ({ page }) => {
  await page.goto('/moderation');
  await expect(page).toHaveURL(/\/login$/);
});

test('the moderator accepts and rejects from the queue, reads reports, disables and enables', async ({ browser }) => {
  const word = uniqueWord();
  const toAccept = `${word} Economics`;
  const toReject = `${word} Not A Book`;
  await createBook(seller.api, bookInput({ name: toAccept, description: 'Grade 12 economics, complete.' }));
  await createBook(seller.api, bookInput({ name: toReject }));
  const reported = await createAcceptedBook(seller, { name: `${word} Reported Novel`, category: 'OTHER' });
  const reporter = await createMemberWithSession('reporter');
  await reportBookApi(reporter.api, reported.id, 'The seller asks for payment before meeting.');

  const page = await moderatorPage(browser);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(page.getByTestId('moderation-count-unreviewed')).not.toHaveText('0');
  await expect(page.getByTestId('moderation-count-reported')).not.toHaveText('0');

  const card = (name: string) => page.getByTestId('moderation-book').filter({ hasText: name });
  await expect(card(toAccept)).toContainText('Grade 12 economics, complete.');
  await expect(card(toAccept)).toContainText(`Listed by Gita Shrestha (@${seller.member.username})`);
  await expect(card(toAccept).getByRole('link', { name: `View Image of ${toAccept} (opens in a new tab)` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'account-moderation');

  await card(toReject).getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this book' });
  await expect(dialog.getByRole('button', { name: 'Reject book' })).toBeDisabled();
  await dialog.getByLabel('Reason (shown to the seller)').fill('This listing is not a book.');
  await dialog.getByRole('button', { name: 'Reject book' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(toReject)).toHaveCount(0);

  await card(toAccept).getByRole('button', { name: 'Accept' }).click();
  await expect(card(toAccept)).toHaveCount(0);

  await page.getByRole('button', { name: 'Reported', exact: true }).click();
  const reportedCard = card(reported.name);
  await reportedCard.getByText('1 report').click();
  await expect(reportedCard).toContainText('The seller asks for payment before meeting.');
  await expect(reportedCard).toContainText(`@${reporter.member.username}`);
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'account-moderation-reported');

  await reportedCard.getByRole('button', { name: 'Disable' }).click();
  await expect(reportedCard.getByText('Disabled', { exact: true })).toBeVisible();
  expect((await page.request.get(`/api/v1/books/${reported.id}/`)).status()).toBe(200);
  const guest = await browser.newContext();
  expect((await guest.request.get(`${new URL(page.url()).origin}/api/v1/books/${reported.id}/`)).status()).toBe(404);
  // A disabled book waits in the Disabled list, where the moderator takes the decision back.
  await page.getByRole('button', { name: 'Disabled', exact: true }).click();
  const disabledCard = card(reported.name);
  await disabledCard.getByRole('button', { name: 'Enable' }).click();
  await expect(disabledCard).toHaveCount(0);
  expect((await guest.request.get(`${new URL(page.url()).origin}/api/v1/books/${reported.id}/`)).status()).toBe(200);
  await guest.close();

  await page.getByRole('button', { name: 'Rejected', exact: true }).click();
  await expect(card(toReject).getByRole('button', { name: 'Accept' })).toBeVisible();
  await screenshotBothWidths(page, 'account-moderation-rejected');

  const sellerPage = await browser.newPage();
  await signIn(sellerPage, seller.member);
  await sellerPage.goto('/mybooks');
  await expect(sellerPage.getByRole('row').filter({ hasText: toReject }).getByText('Reason: This listing is not a book.')).toBeVisible();
  await expect(sellerPage.getByRole('row').filter({ hasText: toAccept }).getByText('Accepted')).toBeVisible();
  await sellerPage.context().close();
  await page.context().close();
});
