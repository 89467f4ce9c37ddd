import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createAcceptedBook, createMemberWithSession, uniqueWord, type MemberSession } from '../support/books';
import { signIn } from '../support/members';
import { screenshotAtWidths } from '../support/screenshots';
import { admin } from '../support/stack-config';
import { messages as browse } from '../../mfe-browse/src/messages';
import { suspensionMessages as suspension } from '../../shell/src/features/suspension/suspension-messages';

/** Issue 28's tools against abuse: an admin suspends a member from /admin, and lifts it again. */

const browseIds = async (request: APIRequestContext, word: string) => {
  const response = await request.get(`/api/v1/books/?search=${word}&limit=100`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { id: number }[] }).items.map((book) => book.id);
};

const memberCard = (page: Page, username: string) => page.getByRole('listitem', { name: username });

async function findMember(page: Page, username: string) {
  await page.getByLabel('Username or email').fill(username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(memberCard(page, username)).toBeVisible();
}

let seller: MemberSession;

test.beforeAll(async () => {
  seller = await createMemberWithSession('suspendee', { first_name: 'Rabin', last_name: 'Karki' });
});

test('a member who is not an admin is refused /admin, and the menu offers it to admins only', async ({ page }) => {
  await signIn(page, seller.member);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'This page is for admins' })).toBeVisible();
  expect((await page.request.get('/api/v1/admin/audit/')).status()).toBe(403);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
});

test('an admin suspends a member: their book leaves Browse, a buyer finds the listing gone, the member lands on a page that says why; the audit log shows it; lifting restores it', async ({
  browser,
  request,
}) => {
  const word = uniqueWord();
  const book = await createAcceptedBook(seller, { name: `${word} Field Guide` });
  expect(await browseIds(request, word)).toContain(book.id);

  // The member is signed in in a browser of their own.
  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, seller.member);

  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, admin);
  await adminPage.getByRole('button', { name: 'Account menu' }).click();
  await adminPage.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(adminPage).toHaveURL(/\/admin$/);
  await expect(adminPage.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();

  await findMember(adminPage, seller.member.username);
  const card = memberCard(adminPage, seller.member.username);
  await card.getByRole('button', { name: 'Suspend…' }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Suspend ${seller.member.username}` });
  const reason = `Selling counterfeit copies ${word}`;
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(card.getByText(`Reason: ${reason}`)).toBeVisible();

  // The audit log says who did what to whom, and why.
  const entry = adminPage.getByRole('list', { name: 'Audit log' }).getByRole('listitem').first();
  await expect(entry).toContainText(`${admin.username} · Suspended a member: ${seller.member.username}`);
  await expect(entry).toContainText(reason);

  await expectNoSeriousA11yViolations(adminPage);
  await screenshotAtWidths(adminPage, 'admin', { widths: [375, 768, 1440] });

  expect(await browseIds(request, word)).not.toContain(book.id);

  // A buyer on the seller's book page: the listing is not available, and there is no one to write to.
  const buyerPage = await (await browser.newContext()).newPage();
  const bookPage = await buyerPage.goto(`/books/${book.id}`);
  expect(bookPage?.status()).toBe(404);
  await expect(buyerPage.getByRole('heading', { name: browse.detail.notFoundTitle })).toBeVisible();
  await expect(buyerPage.getByRole('button', { name: /message seller/i })).toHaveCount(0);

  // The suspended member's open page goes to the notice by itself (its live stream is refused), and so does their
  // next click: it says why and until when, and lets them sign out.
  await expect(memberPage).toHaveURL(/\/suspended$/, { timeout: 15_000 });
  await memberPage.goto('/mybooks');
  await expect(memberPage).toHaveURL(/\/suspended$/);
  await expect(memberPage.getByRole('heading', { name: suspension.title })).toBeVisible();
  await expect(memberPage.getByText(suspension.until(null))).toBeVisible();
  await expect(memberPage.getByText(suspension.reason(reason))).toBeVisible();
  await expectNoSeriousA11yViolations(memberPage);
  await screenshotAtWidths(memberPage, 'suspended', { widths: [375, 768, 1440] });
  const next = await memberPage.request.get('/api/v1/users/me/');
  expect(next.status()).toBe(403);
  expect(((await next.json()) as { detail: string }).detail).toContain(reason);
  await memberPage.getByRole('button', { name: suspension.signOut }).click();
  await expect(memberPage).toHaveURL(/\/$/);
  // Signing in again is refused with the reason.
  await memberPage.goto('/login');
  await memberPage.getByLabel('Email').fill(seller.member.email);
  await memberPage.getByLabel('Password', { exact: true }).fill(seller.member.password);
  await memberPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(memberPage.getByText(`Your account is suspended. Reason: ${reason}`).first()).toBeVisible();

  await adminPage.setViewportSize({ width: 1440, height: 900 });
  await card.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(card.getByText('Suspended', { exact: true })).toHaveCount(0);
  await expect(entry).toContainText(`${admin.username} · Lifted a suspension: ${seller.member.username}`);
  expect(await browseIds(request, word)).toContain(book.id);

  await signIn(memberPage, seller.member);
});
