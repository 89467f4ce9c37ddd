import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { messages as account } from '../../mfe-account/src/messages';
import { createAcceptedBook, createMemberWithSession, csrfHeaders, type MemberSession } from '../support/books';
import { signIn } from '../support/members';
import { ARTIFACTS_DIR } from '../support/screenshots';

// Issue 37: the deal, on two phones: an offer, accepted (the book reserved), a hand-over proposed and
// accepted, both say it was completed (the book sold), both rate each other, and the ratings are published.

const t = account.deal;
/** Where else to copy the screenshots (to look at them outside the artifacts), when set. */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

// Two members' browsers and a dozen live round trips: about a minute alone, twice that beside another stack.
test.describe.configure({ timeout: 180_000 });

async function phone(browser: Browser, session: MemberSession): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await signIn(page, session.member);
  return page;
}

/** The conversation at 375, 768 and 1440 px, into e2e/artifacts (and E2E_SHOTS_DIR), back at 375 after. */
async function shoot(page: Page, name: string) {
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForTimeout(300);
    const shot = await page.screenshot();
    for (const dir of SHOTS_DIR ? [ARTIFACTS_DIR, SHOTS_DIR] : [ARTIFACTS_DIR]) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${name}-${width}.png`), shot);
    }
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

test('an offer, a reservation, a hand-over, both say completed and both rate each other', async ({ browser }) => {
  const seller = await createMemberWithSession('seller', { first_name: 'Mina', last_name: 'Rai' });
  const buyer = await createMemberWithSession('buyer', { first_name: 'Bikash', last_name: 'Thapa' });
  const book = await createAcceptedBook(seller, { name: 'Wings of Fire', price: 400 });
  const started = await buyer.api.post('/api/v1/conversations/', { data: { book_id: book.id }, headers: await csrfHeaders(buyer.api) });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: number };

  const buyerPage = await phone(browser, buyer);
  const sellerPage = await phone(browser, seller);
  await buyerPage.goto(`/messages/${id}`);
  await sellerPage.goto(`/messages/${id}`);

  // The buyer writes about the book, then offers a price.
  await buyerPage.getByLabel(account.conversation.compose, { exact: true }).fill('Hello! Would you take 300?');
  await buyerPage.getByRole('button', { name: account.conversation.send }).click();
  await buyerPage.getByRole('button', { name: t.makeOffer }).click();
  await buyerPage.getByLabel(t.price).fill('300');
  await buyerPage.getByRole('button', { name: t.sendOffer }).click();
  await expect(buyerPage.getByTestId('offer-card')).toHaveAttribute('data-state', 'open');

  // The seller sees it arrive live, and accepts it on the card: the book is reserved for the buyer.
  const sellerCard = sellerPage.getByTestId('offer-card');
  await expect(sellerCard).toContainText('Rs. 300.00');
  await shoot(sellerPage, 'deal-offer');
  await sellerCard.getByRole('button', { name: t.accept }).tap();
  await expect(sellerPage.getByTestId('reserved-line')).toHaveText(t.reservedFor('Bikash'));
  await expect(buyerPage.getByTestId('reserved-line')).toHaveText(t.reservedForYou);
  await expect(buyerPage.getByTestId('offer-card')).toHaveAttribute('data-state', 'accepted');
  await expect(buyerPage.getByTestId('book-status')).toHaveText(account.conversation.bookStatus.reserved);

  // The buyer proposes a hand-over tomorrow; the seller accepts it.
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  const local = `${tomorrow.toISOString().slice(0, 10)}T16:30`;
  await buyerPage.getByRole('button', { name: t.propose }).tap();
  await buyerPage.getByLabel(t.when).fill(local);
  await buyerPage.getByLabel(t.where).fill('Library entrance, New Road');
  await buyerPage.getByRole('button', { name: t.sendProposal }).tap();
  await expect(buyerPage.getByTestId('handover')).toHaveAttribute('data-state', 'proposed');
  await expect(sellerPage.getByTestId('handover')).toContainText('Library entrance, New Road');
  await sellerPage.getByTestId('handover').getByRole('button', { name: t.accept }).tap();
  await expect(buyerPage.getByTestId('handover')).toHaveAttribute('data-state', 'accepted');
  // Agreed, the bar folds to one line so that the messages keep the phone's screen; it opens as a disclosure.
  const fold = buyerPage.getByTestId('deal-fold');
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(fold).toContainText('Library entrance, New Road');
  await shoot(buyerPage, 'deal-folded');
  await fold.tap();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await sellerPage.getByTestId('deal-fold').tap();
  const calendar = buyerPage.getByRole('link', { name: t.addToCalendar });
  await expect(calendar).toHaveAttribute('href', /\/api\/v1\/handovers\/\d+\/calendar\.ics$/);
  const ics = await buyerPage.request.get((await calendar.getAttribute('href')) ?? '');
  expect(ics.headers()['content-type']).toContain('text/calendar');
  await shoot(buyerPage, 'deal-handover');

  // Both say it was completed: the book is sold.
  await buyerPage.getByRole('button', { name: t.outcome.completed }).tap();
  await expect(buyerPage.getByTestId('handover')).toContainText(t.waitingForOther('Mina Rai'));
  await sellerPage.getByRole('button', { name: t.outcome.completed }).tap();
  await expect(sellerPage.getByTestId('book-status')).toHaveText(account.conversation.bookStatus.sold);
  await expect(buyerPage.getByTestId('handover')).toHaveAttribute('data-state', 'done');

  // Both rate up; the second rating publishes both.
  await buyerPage.getByRole('button', { name: t.thumbsUp, exact: true }).tap();
  await buyerPage.getByRole('button', { name: t.sendRating }).tap();
  await expect(buyerPage.getByRole('status').filter({ hasText: t.rated })).toBeVisible();
  await sellerPage.getByRole('button', { name: t.thumbsDown, exact: true }).tap();
  await shoot(sellerPage, 'deal-rating');
  await sellerPage.getByRole('button', { name: t.thumbsUp, exact: true }).tap();
  await sellerPage.getByRole('button', { name: t.sendRating }).tap();
  await expect(sellerPage.getByRole('status').filter({ hasText: t.rated })).toBeVisible();

  for (const [member, by] of [
    [seller, buyer],
    [buyer, seller],
  ] as const) {
    const page = await buyer.api.get(`/api/v1/members/${member.member.username}/`);
    expect(page.status(), await page.text()).toBe(200);
    const body = (await page.json()) as {
      handovers_completed: number;
      ratings: { up: number; down: number; items: { score: string; by: { username: string } | null }[] };
    };
    expect(body.handovers_completed).toBe(1);
    expect(body.ratings).toMatchObject({ up: 1, down: 0 });
    expect(body.ratings.items).toEqual([
      expect.objectContaining({ score: 'up', by: expect.objectContaining({ username: by.member.username }) }),
    ]);
  }

  await buyerPage.context().close();
  await sellerPage.context().close();
});
