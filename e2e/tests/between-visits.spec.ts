import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { savedSearchTexts } from '../../api/src/features/alerts/texts';
import { betweenVisitsMessages as B } from '../../api/src/texts/between-visits';
import { messages as browse } from '../../mfe-browse/src/messages';
import { authMessages } from '../../shell/src/features/auth/auth-messages';
import { messages as shell } from '../../shell/src/messages';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { acceptBook, bookInput, createBook, createMemberWithSession, csrfHeaders, uniqueWord } from '../support/books';
import { mailTo } from '../support/mailbox';
import { signIn } from '../support/members';
import { screenshotAtWidths } from '../support/screenshots';
import { REPO_ROOT } from '../support/stack-config';
import { englishT } from '../support/text';

// Issue 25: connecting people who are not online at the same time. A member saves a search on Browse
// (mfe-browse); another member lists a matching book and a moderator accepts it; the first member's
// bell (the shell) shows it without a reload, and the mail is in their mailbox with a working link and
// a working one-click unsubscribe. A listing about to end is renewed from its reminder mail, by one tap,
// in a browser that is not signed in.

/** The HTML of a mail, shown in the browser at phone and desktop widths, for people to look at. */
async function screenshotMail(page: Page, html: string, name: string) {
  await page.setContent(html);
  await screenshotAtWidths(page, name, { widths: [375, 1440] });
}

test('a wanted book is told on the bell and by mail; the mail unsubscribes in one click; a listing is renewed from its reminder', async ({
  page,
  browser,
}) => {
  const wanted = uniqueWord();
  const buyer = await createMemberWithSession('buyer', { first_name: 'Anita', last_name: 'Gurung' });
  const seller = await createMemberWithSession('seller', { first_name: 'Ramesh', last_name: 'Khadka' });

  // Nothing yet: the buyer asks to be told.
  await signIn(page, buyer.member);
  await page.goto(`/books?name=${wanted}`);
  await expect(page.getByText(browse.browse.empty)).toBeVisible();
  const save = page.getByTestId('save-search');
  await expect(save).toContainText(browse.wanted.prompt(false));
  await save.getByRole('button', { name: browse.wanted.save }).click();
  await expect(save.getByRole('status')).toContainText(savedSearchTexts.saved);
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByTestId('notifications-count')).toHaveCount(0);

  // The seller lists it, a moderator accepts it: the buyer's bell counts it, with no reload.
  const input = bookInput({ name: `${wanted} Organic Chemistry`, price: 300 });
  const bookId = await createBook(seller.api, input);
  await acceptBook(bookId);
  await expect(page.getByTestId('notifications-count')).toHaveText('1', { timeout: 15_000 });
  await expect(page.getByTestId('notifications-link')).toHaveAccessibleName(englishT(shell.nav.notificationsWithUnread, { count: 1 }));
  await screenshotAtWidths(page, 'between-visits-bell', { fullPage: false, widths: [375, 768, 1440] });

  // The mail: its link opens the book; its one-click unsubscribe works without a session.
  const mail = await mailTo(buyer.member.email, B.mail.wantedSubject(input.name, false));
  expect(mail.text).toContain(B.mail.wantedBody(input.name, 300, wanted));
  await screenshotMail(page, String(mail.html), 'between-visits-mail-wanted');
  const link = new RegExp(`https?://\\S+/books/${bookId}`).exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: input.name })).toBeVisible();
  const unsubscribeLine = mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '';
  const oneClick = /<(https?:\/\/[^>]+)>/.exec(unsubscribeLine)?.[1];
  expect(oneClick).toBeDefined();
  expect(mail.headerLines.find((header) => header.key === 'list-unsubscribe-post')?.line).toContain('List-Unsubscribe=One-Click');
  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const unsubscribed = await stranger.request.post(oneClick!, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status(), await unsubscribed.text()).toBe(200);
  const preferences = await buyer.api.get('/api/v1/users/me/mail-preferences/');
  expect(await preferences.json()).toMatchObject({ wanted: 'off' });

  // The seller's listing ends in a day: the sweep reminds them; the mail's link renews it, signed out.
  const databaseUrl = process.env.E2E_DATABASE_URL!;
  execFileSync('psql', [databaseUrl, '-q', '-c', `UPDATE books SET expires_at = now() + interval '1 day' WHERE id = ${bookId}`]);
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'commands', 'listings.js'), 'sweep'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const reminder = await mailTo(seller.member.email, B.mail.expiringSubject(input.name));
  await screenshotMail(page, String(reminder.html), 'between-visits-mail-expiring');
  const renewLink = /https?:\/\/\S+\/renew#token=[^\s)]+/.exec(reminder.text ?? '')?.[0];
  expect(renewLink).toBeDefined();
  const signedOut = await stranger.newPage();
  await signedOut.goto(renewLink!);
  await expect(signedOut.getByRole('heading', { level: 1, name: authMessages.renew.title })).toBeVisible();
  await expectNoSeriousA11yViolations(signedOut);
  await screenshotAtWidths(signedOut, 'between-visits-renew', { widths: [375, 768, 1440] });
  await signedOut.getByRole('button', { name: authMessages.renew.submit }).click();
  await expect(signedOut.getByRole('main').getByRole('status')).toContainText('Your listing is renewed');
  const renewed = (await (await seller.api.get(`/api/v1/books/${bookId}/`)).json()) as { expires_at: string };
  expect(new Date(renewed.expires_at).getTime()).toBeGreaterThan(Date.now() + 50 * 24 * 3600 * 1000);
  await stranger.close();
  // The seller's own bell has the reminder too.
  const bell = (await (await seller.api.get('/api/v1/notifications/', { headers: await csrfHeaders(seller.api) })).json()) as {
    results: { kind: string }[];
  };
  expect(bell.results.map((item) => item.kind)).toEqual(expect.arrayContaining(['listing_expiring', 'book_accepted']));
});
