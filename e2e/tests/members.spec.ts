import { expect, test } from '@playwright/test';
import { messages } from '../../mfe-browse/src/messages';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createAcceptedBook, createMemberWithSession, csrfHeaders, uniqueWord, type MemberSession } from '../support/books';
import { screenshotAtWidths } from '../support/screenshots';

/** The deal on Browse (issue 37): a member's public page, and a reserved book's band, note and filter. */

const t = messages.member;
let seller: MemberSession;
let bookId: number;
const word = uniqueWord();
const name = `${word} Himalayan Flora`;

test.beforeAll(async () => {
  seller = await createMemberWithSession('member', { first_name: 'Kamala', last_name: 'Thapa', location: 'Baneshwor, Kathmandu' });
  bookId = (await createAcceptedBook(seller, { name, price: 350 })).id;
  await createAcceptedBook(seller, { name: `${word} Field Guide`, price: 0 });
  // A buyer writes, and the seller reserves the book for them.
  const buyer = await createMemberWithSession('buyer');
  const started = await buyer.api.post('/api/v1/conversations/', { data: { book_id: bookId }, headers: await csrfHeaders(buyer.api) });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: number };
  const reserved = await seller.api.post(`/api/v1/conversations/${id}/reserve/`, { headers: await csrfHeaders(seller.api) });
  expect(reserved.status(), await reserved.text()).toBe(200);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a seller's page, rendered on the server: who they are, their record and their books, the reserved one banded", async ({ page }) => {
    const response = await page.goto(`/members/${seller.member.username}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(t.pageTitle('Kamala')));
    await expect(page.getByRole('heading', { level: 1, name: 'Kamala' })).toBeVisible();
    await expect(page.getByTestId('handovers')).toHaveText(t.handovers(0));
    await expect(page.getByText(t.noRatings)).toBeVisible();
    const card = page.getByTestId('book-card').filter({ hasText: name });
    await expect(card.getByTestId('reserved-band')).toBeVisible();
    await expect(page.getByTestId('book-card')).toHaveCount(2);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await screenshotAtWidths(page, 'member-page');
  });

  test('a reserved book says so on its page, and its seller’s record leads to their page', async ({ page }) => {
    await page.goto(`/books/${bookId}`);
    await expect(page.getByTestId('reserved-note')).toHaveText(messages.detail.reserved);
    const summary = page.getByTestId('seller-summary');
    await expect(summary).toHaveText(t.newMember);
    await expectNoSeriousA11yViolations(page);
    await screenshotAtWidths(page, 'book-reserved', { fullPage: false });
    await page.setViewportSize({ width: 375, height: 812 });
    await summary.click();
    await expect(page).toHaveURL(new RegExp(`/members/${seller.member.username}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Kamala' })).toBeVisible();
  });

  test('Browse bands a reserved book, and Hide reserved books leaves it out', async ({ page }) => {
    await page.goto(`/books?name=${encodeURIComponent(word)}`);
    const card = page.getByTestId('book-card').filter({ hasText: name });
    await expect(card.getByTestId('reserved-band')).toBeVisible();
    await screenshotAtWidths(page, 'browse-reserved-card', { fullPage: false });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/books?name=${encodeURIComponent(word)}&hideReserved=true`);
    await expect(page.getByTestId('book-card').filter({ hasText: `${word} Field Guide` })).toBeVisible();
    await expect(page.getByTestId('book-card').filter({ hasText: name })).toHaveCount(0);
  });

  test('a member who is not on BookNook is a not-found page, not a blank one', async ({ page }) => {
    const response = await page.goto(`/members/nobody-${word}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: t.notFoundTitle })).toBeVisible();
  });
});
