import { expect, test, type APIRequestContext } from '@playwright/test';
import { messages as account } from '../../mfe-account/src/messages';
import { messages as browse } from '../../mfe-browse/src/messages';
import { moderatorPage } from '../support/account-helpers';
import { createAcceptedBook, createMemberWithSession, csrfHeaders, uniqueWord, type MemberSession } from '../support/books';

// The deal at the moderation desk (issue 37): a thumbs down with its reason reaches the desk; the moderator hides it
// with a reason, and it leaves the member's public page; shown again (with a reason), it is back there.

const desk = account.moderation.deals;

async function post(member: MemberSession, path: string, data?: unknown) {
  const api: APIRequestContext = member.api;
  const response = await api.post(`/api/v1${path}`, { data, headers: await csrfHeaders(api) });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { id: number; handover?: { id: number } };
}

test('a moderator hides a thumbs down, and it leaves the member page until shown again', async ({ browser, page }) => {
  const seller = await createMemberWithSession('seller');
  const buyer = await createMemberWithSession('buyer', { first_name: 'Ramesh' });
  const book = await createAcceptedBook(seller, { name: `${uniqueWord()} Muna Madan`, price: 200 });
  const { id } = await post(buyer, '/conversations/', { book_id: book.id });
  const proposed = await post(buyer, `/conversations/${id}/handovers/`, {
    at: new Date(Date.now() + 86_400_000).toISOString(),
    place: 'Ratna Park gate',
  });
  const handoverId = proposed.handover!.id;
  await post(seller, `/handovers/${handoverId}/accept/`);
  await post(buyer, `/handovers/${handoverId}/outcome/`, { outcome: 'completed' });
  await post(seller, `/handovers/${handoverId}/outcome/`, { outcome: 'completed' });
  const text = `Came ${uniqueWord()} an hour late`;
  await post(seller, `/handovers/${handoverId}/rating/`, { score: 'down', reason: 'late', text });
  await post(buyer, `/handovers/${handoverId}/rating/`, { score: 'up' });

  await page.goto(`/members/${buyer.member.username}`);
  await expect(page.getByTestId('rating').filter({ hasText: text })).toBeVisible();

  const moderator = await moderatorPage(browser);
  await moderator.goto('/moderation');
  const card = moderator.getByTestId('down-rating').filter({ hasText: text });
  await expect(card).toContainText(desk.reasons.late);
  await card.getByRole('button', { name: desk.hide }).click();
  const dialog = moderator.getByRole('dialog', { name: desk.hideTitle });
  await dialog.getByLabel(desk.hideReason).fill('Both sides settled it in the conversation');
  await dialog.getByRole('button', { name: desk.hideSubmit }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  await page.reload();
  await expect(page.getByText(browse.member.noRatings)).toBeVisible();
  await expect(page.getByTestId('rating')).toHaveCount(0);

  const hidden = moderator.getByTestId('hidden-rating').filter({ hasText: text });
  await expect(hidden).toContainText(desk.scores.down);
  await hidden.getByRole('button', { name: desk.unhide }).click();
  const unhide = moderator.getByRole('dialog', { name: desk.unhideTitle });
  await unhide.getByRole('button', { name: desk.unhideSubmit }).click();
  await expect(unhide.getByText(desk.unhideReasonRequired)).toBeVisible();
  await unhide.getByLabel(desk.unhideReason).fill('Hidden by mistake: the buyer agrees they were late');
  await unhide.getByRole('button', { name: desk.unhideSubmit }).click();
  await expect(unhide).toBeHidden();
  await expect(hidden).toHaveCount(0);
  await expect(moderator.getByTestId('down-rating').filter({ hasText: text })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('rating').filter({ hasText: text })).toBeVisible();
});
