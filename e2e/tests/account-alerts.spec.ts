import { expect, test } from '@playwright/test';
import { messages as account } from '../../mfe-account/src/messages';
import { rejectBookApi, saveSearchApi, unreadNotifications } from '../support/account-helpers';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { bookInput, createAcceptedBook, createBook, createMemberWithSession, KATHMANDU, uniqueWord } from '../support/books';
import { signIn } from '../support/members';
import { screenshotAtWidths } from '../support/screenshots';

// Issue 25, mfe-account's part: a member's wanted books (/alerts), the bell's list (/notifications) filled by
// real actions, and the mail they choose on Profile; through nginx, the remotes and the API on PostgreSQL.

const alerts = account.alerts;
const bell = account.notifications;
const mail = account.profile.mail;

test('a member keeps their wanted books on /alerts: pauses one, changes its distance, deletes them', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await createMemberWithSession('wanting');
  const word = uniqueWord();
  const title = `“${word} Chemistry”`;
  const chemistry = await saveSearchApi(member.api, {
    name: `${word} Chemistry`,
    category: 'TEXTBOOK',
    is_school_book: true,
    grade: 10,
    ...KATHMANDU,
    radius_km: 5,
  });
  await saveSearchApi(member.api, { category: 'REFERENCE', condition: 'LIKE NEW', price_min: 100, price_max: 450 });
  const savedSearch = async (id: number) => {
    const list = (await (await member.api.get('/api/v1/saved-searches/')).json()) as {
      items: { id: number; paused: boolean; radius_km: number }[];
    };
    return list.items.find((item) => item.id === id);
  };

  await signIn(page, member.member);
  await page.goto('/alerts');
  await expect(page).toHaveTitle(`${alerts.title} · BookNook`);
  await expect(page.getByRole('heading', { level: 1, name: alerts.title })).toBeVisible();
  await expect(page.getByText(alerts.count(2, 20))).toBeVisible();
  const search = page.getByRole('article', { name: title });
  const filters = search.getByRole('list', { name: alerts.filtersLabel });
  await expect(filters.getByRole('listitem')).toHaveText(['Text Book', alerts.bookTypes.school, alerts.grade(10)]);
  const distance = search.getByRole('combobox', { name: alerts.radiusLabel(title) });
  await expect(distance).toHaveValue('5');
  const anyBook = page.getByRole('article', { name: alerts.anyBook });
  await expect(anyBook.getByText(alerts.anywhere)).toBeVisible();
  await expect(anyBook.getByRole('combobox')).toHaveCount(0);
  // The price range Browse searched with is kept, and shown as one chip (issue 36.4).
  await expect(anyBook.getByRole('list', { name: alerts.filtersLabel }).getByRole('listitem')).toContainText([
    alerts.priceBetween(alerts.price('100'), alerts.price('450')),
  ]);
  await expectNoSeriousA11yViolations(page);

  // Pause: the card says so, and so does the API.
  await search.getByRole('button', { name: alerts.pauseLabel(title) }).click();
  await expect(search.getByText(alerts.paused, { exact: true })).toBeVisible();
  await expect(search.getByRole('button', { name: alerts.resumeLabel(title) })).toBeFocused();
  expect((await savedSearch(chemistry))?.paused).toBe(true);
  await screenshotAtWidths(page, 'alerts');

  // A wider distance.
  await distance.selectOption('10');
  await expect(page.getByText(alerts.radiusSaved('10'))).toBeVisible();
  await expect.poll(async () => (await savedSearch(chemistry))?.radius_km).toBe(10);
  await search.getByRole('button', { name: alerts.resumeLabel(title) }).click();
  await expect(search.getByText(alerts.paused, { exact: true })).toHaveCount(0);
  expect((await savedSearch(chemistry))?.paused).toBe(false);

  // Delete, after saying yes.
  await search.getByRole('button', { name: alerts.deleteLabel(title) }).click();
  const dialog = page.getByRole('dialog', { name: alerts.confirmDelete.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: alerts.confirmDelete.confirm }).click();
  await expect(search).toHaveCount(0);
  await expect(page.getByText(alerts.count(1, 20))).toBeFocused();
  expect(await savedSearch(chemistry)).toBeUndefined();

  await anyBook.getByRole('button', { name: alerts.deleteLabel(alerts.anyBook) }).click();
  await page.getByRole('dialog').getByRole('button', { name: alerts.confirmDelete.confirm }).click();
  await expect(page.getByRole('heading', { name: alerts.emptyTitle })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'alerts-empty', { widths: [375, 768, 1440] });
  await page.getByRole('main').getByRole('link', { name: alerts.browse }).click();
  await expect(page).toHaveURL(/\/books$/);
});

test('/notifications shows what real actions caused, newest first, and opening it marks them read', async ({ page }) => {
  test.setTimeout(150_000);
  const member = await createMemberWithSession('notified');
  const word = uniqueWord();
  await saveSearchApi(member.api, { name: `${word} Botany`, ...KATHMANDU, radius_km: 10 });

  // A moderator turns down one of the member's books and accepts another; another member lists a wanted one.
  const atlas = `${uniqueWord()} Atlas`;
  const rejectedId = await createBook(member.api, bookInput({ name: atlas }));
  await rejectBookApi(rejectedId, 'The photo shows another book.');
  const own = await createAcceptedBook(member, { name: `${uniqueWord()} Geometry` });
  const wanted = await createAcceptedBook(undefined, { name: `${word} Botany`, ...KATHMANDU });
  // The wanted-book match is a queued job: wait for the bell to count it.
  await expect.poll(() => unreadNotifications(member.api), { timeout: 30_000 }).toBe(3);

  await signIn(page, member.member);
  // The shell's bell counts them, and leads here.
  const bellLink = page.getByRole('banner').getByTestId('notifications-link');
  await expect(bellLink.getByTestId('notifications-count')).toHaveText('3');
  await bellLink.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page).toHaveTitle(`${bell.title} · BookNook`);
  const items = page.getByRole('list', { name: bell.listLabel }).getByTestId('notification');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText(bell.kinds.wanted_listed);
  await expect(items.nth(0).getByRole('link', { name: bell.wantedListed(wanted.name, true) })).toHaveAttribute(
    'href',
    `/books/${wanted.id}`,
  );
  await expect(items.nth(1).getByRole('link', { name: bell.accepted(own.name) })).toHaveAttribute('href', `/books/${own.id}`);
  await expect(items.nth(2).getByRole('link', { name: bell.rejected(atlas) })).toHaveAttribute('href', '/mybooks');
  await expect(items.nth(2)).toContainText(bell.reason('The photo shows another book.'));
  // Each was new when the page opened, and keeps that look for this visit; the bell's count is 0 now.
  await expect(items.filter({ hasText: bell.unread })).toHaveCount(3);
  await expect(items.nth(0).locator('img')).toHaveJSProperty('complete', true);
  await expect.poll(() => unreadNotifications(member.api)).toBe(0);
  await expect(bellLink.getByTestId('notifications-count')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'notifications');

  // Live: another decision arrives while the page is open; it shows at the top without a reload, and is seen.
  const later = await createAcceptedBook(member, { name: `${uniqueWord()} Algebra` });
  await expect(items).toHaveCount(4);
  await expect(items.nth(0).getByRole('link', { name: bell.accepted(later.name) })).toBeVisible();
  await expect.poll(() => unreadNotifications(member.api)).toBe(0);
  await expect(bellLink.getByTestId('notifications-count')).toHaveCount(0);

  // Seen: on the next visit nothing is new.
  await page.reload();
  await expect(items).toHaveCount(4);
  await expect(items.filter({ hasText: bell.unread })).toHaveCount(0);
  // The wanted book, now second under the later decision.
  await items
    .nth(1)
    .getByRole('link', { name: bell.wantedListed(wanted.name, true) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/books/${wanted.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: wanted.name })).toBeVisible();
});

test('a member chooses on Profile how each kind of mail reaches them; each choice is saved at once', async ({ page }) => {
  const member = await createMemberWithSession('mailchoice');
  const preferences = async () => (await (await member.api.get('/api/v1/users/me/mail-preferences/')).json()) as Record<string, unknown>;
  await signIn(page, member.member);
  // Where every mail's "choose what we email you" leads.
  await page.goto('/profile#mail');
  const section = page.locator('#mail');
  await expect(section.getByRole('heading', { name: mail.title })).toBeInViewport();
  const wanted = section.getByRole('group', { name: mail.kinds.wanted.label });
  await expect(wanted.getByRole('radio', { name: mail.deliveries.instant })).toBeChecked();

  await wanted.getByRole('radio', { name: mail.deliveries.digest }).check();
  await expect(wanted.getByRole('status')).toHaveText(mail.saved(mail.kinds.wanted.label, mail.deliveries.digest));
  const expiry = section.getByRole('group', { name: mail.kinds.expiry.label });
  // The keyboard moves between the three choices of a group as between any radio buttons.
  await expiry.getByRole('radio', { name: mail.deliveries.instant }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(expiry.getByRole('radio', { name: mail.deliveries.off })).toBeChecked();
  await expect.poll(preferences).toMatchObject({ messages: 'instant', wanted: 'digest', moderation: 'instant', expiry: 'off' });
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(
    page.locator('#mail').getByRole('group', { name: mail.kinds.wanted.label }).getByRole('radio', { name: mail.deliveries.digest }),
  ).toBeChecked();
  await screenshotAtWidths(page.locator('#mail').page(), 'profile-mail', { fullPage: false, widths: [375, 768, 1440] });
});
