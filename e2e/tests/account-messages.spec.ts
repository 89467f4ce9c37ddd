import { expect, test, type Browser, type Page } from '@playwright/test';
import { messages as account } from '../../mfe-account/src/messages';
import { messages as browse } from '../../mfe-browse/src/messages';
import { messages as shell } from '../../shell/src/messages';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createAcceptedBook, createMemberWithSession, type MemberSession } from '../support/books';
import { pageIsLive } from '../support/layout';
import { signIn } from '../support/members';
import { moderator } from '../support/stack-config';
import { screenshotAtWidths } from '../support/screenshots';
import { englishT } from '../support/text';

// Issue 16: messages between buyer and seller, across remotes (mfe-browse starts the conversation,
// the shell's header counts unread ones, mfe-account holds the inbox), delivered live: neither
// page is reloaded while the other member writes.

const t = account.conversation;

// Each journey drives two or three members' browsers, screenshots and axe on every screen: about 45 s alone, and up to
// twice that beside a second e2e stack on two cores.
test.describe.configure({ timeout: 150_000 });

async function memberPage(browser: Browser, session: MemberSession): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, session.member);
  return page;
}

test('a buyer writes from the book page, the seller sees 1 unread live, replies from /messages, and the buyer sees it live', async ({
  browser,
}) => {
  const seller = await createMemberWithSession('seller', { first_name: 'Mina', last_name: 'Rai' });
  const buyer = await createMemberWithSession('buyer', { first_name: 'Bikash', last_name: 'Thapa' });
  const book = await createAcceptedBook(seller, { name: 'Wings of Fire', price: 250 });
  const sellerPage = await memberPage(browser, seller);
  const buyerPage = await memberPage(browser, buyer);

  // The seller is somewhere else on the site, with no unread messages.
  await sellerPage.goto('/books');
  await expect(sellerPage.getByTestId('messages-link')).toHaveAccessibleName(englishT(shell.nav.messagesWithUnread, { count: 0 }));
  await expect(sellerPage.getByTestId('unread-count')).toHaveCount(0);

  // The buyer opens the book (mfe-browse) and presses Chat with Seller: the conversation opens in mfe-account.
  await buyerPage.goto(`/books/${book.id}`);
  // Live first: a tap before then is held and replayed (early-taps.spec.ts), which a cold first page can take long to do.
  await pageIsLive(buyerPage);
  await buyerPage.getByRole('button', { name: browse.detail.message }).click();
  await expect(buyerPage).toHaveURL(/\/messages\/\d+$/);
  await expect(buyerPage.getByRole('heading', { level: 2, name: 'Mina Rai' })).toBeVisible();
  await expect(buyerPage.getByText('Wings of Fire').first()).toBeVisible();
  await expect(buyerPage).toHaveTitle(`${t.pageTitle('Mina Rai', 'Wings of Fire')} · BookNook`);
  // From the keyboard: type, Enter sends.
  const compose = buyerPage.getByLabel(t.compose, { exact: true });
  await compose.fill('Hello! Is it still available? <b>not bold</b>');
  await compose.press('Enter');
  const history = buyerPage.getByRole('log');
  await expect(history.getByTestId('message')).toHaveText([/Hello! Is it still available\? <b>not bold<\/b>/]);
  await expect(history.getByTestId('receipt')).toHaveText(new RegExp(t.sent));
  await expect(compose).toHaveValue('');

  // The seller's header (shell) counts it without a reload.
  await expect(sellerPage.getByTestId('unread-count')).toHaveText('1');
  await expect(sellerPage.getByTestId('messages-link')).toHaveAccessibleName(englishT(shell.nav.messagesWithUnread, { count: 1 }));

  // The seller opens the inbox (mfe-account) and the conversation.
  await sellerPage.getByTestId('messages-link').click();
  await expect(sellerPage).toHaveURL(/\/messages$/);
  const item = sellerPage.getByTestId('inbox-item').filter({ hasText: 'Bikash Thapa' });
  await expect(item).toContainText('Wings of Fire');
  await expect(item).toContainText('Hello! Is it still available?');
  await expect(item.getByLabel(account.inbox.unread(1))).toBeVisible();
  await expectNoSeriousA11yViolations(sellerPage);
  await screenshotAtWidths(sellerPage, 'messages-inbox', { fullPage: false });
  await sellerPage.setViewportSize({ width: 1440, height: 900 });

  await item.click();
  await expect(sellerPage.getByRole('log').getByTestId('message')).toHaveCount(1);
  // Reading it clears the seller's count, and the buyer's mark turns to Seen, live.
  await expect(sellerPage.getByTestId('unread-count')).toHaveCount(0);
  await expect(history.getByTestId('receipt')).toHaveText(new RegExp(t.seen));

  await sellerPage.getByLabel(t.compose, { exact: true }).fill('Yes, it is. Saturday at the library?');
  await sellerPage.getByRole('button', { name: t.send }).click();
  await expect(history.getByTestId('message')).toHaveCount(2);
  await expect(history.getByTestId('message').nth(1)).toContainText('Saturday at the library?');
  await expect(history.getByTestId('message').nth(1)).toHaveAttribute('data-mine', 'false');

  await expectNoSeriousA11yViolations(sellerPage);
  await screenshotAtWidths(sellerPage, 'messages-conversation', { fullPage: false });
  await sellerPage.setViewportSize({ width: 375, height: 812 });
  // On a phone the conversation has the page to itself, with a way back to the list.
  await expect(sellerPage.getByRole('link', { name: t.back })).toBeVisible();
  await expect(sellerPage.getByTestId('inbox-item')).toHaveCount(1);
  await expect(sellerPage.getByTestId('inbox-item')).toBeHidden();
  await expectNoSeriousA11yViolations(sellerPage);
  // And on a phone the tab bar's Messages carries the count.
  await buyerPage.setViewportSize({ width: 375, height: 812 });
  await buyerPage.goto('/books');
  const menu = buyerPage.getByRole('navigation', { name: shell.tabs.label });
  await expect(menu.getByRole('link', { name: shell.nav.messages, exact: true })).toBeVisible();
  await sellerPage.getByLabel(t.compose, { exact: true }).fill('See you there.');
  await sellerPage.getByRole('button', { name: t.send }).click();
  await expect(menu.getByRole('link', { name: shell.nav.messages + englishT(shell.nav.messagesUnread, { count: 1 }) })).toBeVisible();
  await screenshotAtWidths(buyerPage, 'messages-menu-unread', { fullPage: false, widths: [375] });

  // The seller marks the book sold in My Books, naming the buyer from its conversations; the conversation says Sold.
  const conversationPath = new URL(sellerPage.url()).pathname;
  await sellerPage.setViewportSize({ width: 1440, height: 900 });
  await sellerPage.goto('/mybooks');
  await sellerPage.getByRole('button', { name: account.myBooks.actionsButton('Wings of Fire') }).click();
  await sellerPage.getByRole('menuitem', { name: account.myBooks.actions.markAsSold }).click();
  const dialog = sellerPage.getByRole('dialog', { name: account.myBooks.confirmSold.title });
  await dialog.getByLabel(account.myBooks.confirmSold.soldTo).selectOption({ label: `Bikash Thapa (@${buyer.member.username})` });
  await screenshotAtWidths(sellerPage, 'mybooks-sold-to', { fullPage: false });
  await dialog.getByRole('button', { name: account.myBooks.confirmSold.confirm }).click();
  await expect(dialog).toBeHidden();
  await buyerPage.goto(conversationPath);
  await expect(buyerPage.getByTestId('book-status')).toHaveText(t.bookStatus.sold);

  await sellerPage.context().close();
  await buyerPage.context().close();
});

test('blocking stops messages both ways and says so; a report reaches the moderators with the messages', async ({ browser }) => {
  const seller = await createMemberWithSession('seller', { first_name: 'Hari', last_name: 'Bista' });
  const buyer = await createMemberWithSession('buyer', { first_name: 'Gita', last_name: 'Karki' });
  const book = await createAcceptedBook(seller, { name: 'Muna Madan', price: 120 });
  const buyerPage = await memberPage(browser, buyer);
  await buyerPage.goto(`/books/${book.id}`);
  await buyerPage.getByRole('button', { name: browse.detail.message }).click();
  await buyerPage.getByLabel(t.compose, { exact: true }).fill('Please send the money first to this account');
  await buyerPage.getByRole('button', { name: t.send }).click();
  await expect(buyerPage.getByRole('log').getByTestId('message')).toHaveCount(1);

  const sellerPage = await memberPage(browser, seller);
  await sellerPage.goto('/messages');
  await sellerPage.getByTestId('inbox-item').first().click();
  await sellerPage.getByRole('button', { name: t.actions }).click();
  await sellerPage.getByRole('menuitem', { name: t.report }).click();
  const dialog = sellerPage.getByRole('dialog', { name: t.reportTitle });
  await dialog.getByRole('button', { name: t.reportSubmit }).click();
  await expect(dialog.getByText(t.reportReasonRequired)).toBeVisible();
  await dialog.getByLabel(t.reportReason).fill('Asks for money in advance');
  await dialog.getByRole('button', { name: t.reportSubmit }).click();
  await expect(dialog).toBeHidden();

  await sellerPage.getByRole('button', { name: t.actions }).click();
  await sellerPage.getByRole('menuitem', { name: t.block('Gita Karki') }).click();
  await sellerPage.getByRole('dialog').getByRole('button', { name: t.confirmBlock.confirm }).click();
  await expect(sellerPage.getByText(t.blockedByMe('Gita Karki'))).toBeVisible();
  await expect(sellerPage.getByLabel(t.compose, { exact: true })).toHaveCount(0);
  // The buyer's open conversation learns it live: the box gives way to the notice.
  await expect(buyerPage.getByText(t.blockedByThem)).toBeVisible();
  await expect(buyerPage.getByLabel(t.compose, { exact: true })).toHaveCount(0);
  await screenshotAtWidths(buyerPage, 'messages-blocked', { fullPage: false, widths: [375, 1440] });

  // The moderator reads the reported conversation on /moderation.
  const moderatorPage = await browser.newContext({ baseURL: test.info().project.use.baseURL }).then((context) => context.newPage());
  await signIn(moderatorPage, moderator);
  await moderatorPage.goto('/moderation');
  const reported = moderatorPage.getByTestId('reported-conversation').filter({ hasText: 'Asks for money in advance' });
  await expect(reported).toContainText('Please send the money first to this account');
  await reported.scrollIntoViewIfNeeded();
  await screenshotAtWidths(moderatorPage, 'moderation-reported-conversation', { fullPage: false });
  await expectNoSeriousA11yViolations(moderatorPage);
  await reported.getByRole('button', { name: account.moderation.conversations.resolve }).click();
  await expect(reported).toHaveCount(0);

  for (const page of [buyerPage, sellerPage, moderatorPage]) await page.context().close();
});
