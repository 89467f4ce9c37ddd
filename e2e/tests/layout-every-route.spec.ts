import { expect, test, type Page } from '@playwright/test';
import { moderatorPage, rejectBookApi, saveSearchApi } from '../support/account-helpers';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  bookInput,
  createAcceptedBook,
  createBook,
  createMemberWithSession,
  csrfHeaders,
  KATHMANDU,
  markBookSold,
  uniqueWord,
} from '../support/books';
import { expectFits, LAYOUT_WIDTHS, measureLayout, nextFrames, reopenAtWidth } from '../support/layout';
import { signIn } from '../support/members';

/**
 * Issue 14: every route, as a guest, a member and a moderator, at 320–1440 px: no sideways scroll, no header item on
 * two lines, nothing cut off at the screen's edge; and axe finds nothing serious, on phones and desktops.
 * Books with long names and a long rejection reason make the pages work for it.
 */

// A title with a long unbroken word, as people do type them.
const longName = () => `${uniqueWord()} Encyclopaedia Internationalisation-and-Neighbourhoods of Organic Chemistry`;

interface RouteCase {
  path: string;
  /** The page's first heading, which says it has rendered. */
  heading: string | RegExp;
  /** A test id that is on the page once its data has come (a member screen's heading comes first). */
  ready?: string;
}

let guestRoutes: RouteCase[];
let memberRoutes: RouteCase[];
let member: Awaited<ReturnType<typeof createMemberWithSession>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const seller = await createMemberWithSession('layout', { location: 'Jhamsikhel, Lalitpur — near the old library gate' });
  const book = await createAcceptedBook(seller, { name: longName(), publication: 'Ekta Books and Stationery Suppliers Pvt. Ltd.' });
  member = await createMemberWithSession('layoutmember');
  // My Books with every status: accepted, sold, rejected with a long reason, unreviewed.
  const own = await createAcceptedBook(member, { name: longName(), price: 99999.99 });
  await markBookSold(member, own.id);
  const rejected = await createBook(member.api, bookInput({ name: longName() }));
  await rejectBookApi(rejected, 'The photo shows a different edition; please take a new photo of the cover and of the first page.');
  await createBook(member.api, bookInput({ name: longName(), price: 0 }));
  await createAcceptedBook(member, { name: longName() });
  await member.api.post('/api/v1/bookmarks/', { headers: await csrfHeaders(member.api), data: { book_id: book.id } });
  // Wanted books (issue 25): a long search with every filter and one of filters alone; the rejection and the
  // acceptances above are on /notifications.
  await saveSearchApi(member.api, {
    name: longName(),
    category: 'TEXTBOOK',
    condition: 'LIKE NEW',
    publication: 'Ekta Books and Stationery Suppliers Pvt. Ltd.',
    edition: 12,
    is_school_book: true,
    grade: 10,
    ...KATHMANDU,
    radius_km: 25,
  });
  await saveSearchApi(member.api, { category: 'REFERENCE' });

  const shared: RouteCase[] = [
    { path: '/', heading: 'Find Books in Your Neighbourhood.' },
    { path: '/books', heading: 'Browse Books' },
    { path: `/books/${book.id}`, heading: book.name },
    { path: '/sell', heading: 'Sell Your Book' },
    { path: '/bookmarks', heading: 'My Bookmarks' },
    { path: '/terms', heading: 'Terms of Service' },
    { path: '/privacy', heading: 'Privacy Policy' },
    { path: '/contact', heading: 'Contact Us' },
    { path: '/no/such/page', heading: 'Oops! Page Not Found' },
    { path: '/books/abc', heading: 'This listing is not available' },
  ];
  guestRoutes = [
    ...shared,
    { path: '/login', heading: 'Sign In' },
    { path: '/register', heading: 'Create your account' },
    { path: '/forgot-password', heading: 'Forgot your password?' },
    { path: '/reset-password#token=an-example-token-of-the-link', heading: 'Choose a new password' },
    { path: '/verify-email#token=an-example-token-of-the-link', heading: 'Confirm your email address' },
    { path: '/unsubscribe#token=an-example-token-of-the-link', heading: 'Stop these emails' },
    { path: '/renew#token=an-example-token-of-the-link', heading: 'Keep your book listed' },
    { path: '/suspended', heading: 'Your account is not suspended' },
  ];
  memberRoutes = [
    ...shared,
    { path: '/mybooks', heading: 'My Books' },
    { path: '/moderation', heading: 'This page is for moderators' },
    { path: '/admin', heading: 'This page is for admins' },
    { path: '/profile', heading: 'Your details' },
    { path: '/alerts', heading: 'Wanted books', ready: 'saved-search' },
    { path: '/notifications', heading: 'Notifications', ready: 'notification' },
  ];
});

/** Opens the route at every width and checks it, with the menu open too where the header has one. */
async function checkRoute(page: Page, route: RouteCase, who: string) {
  await page.goto(route.path);
  for (const width of LAYOUT_WIDTHS) {
    await reopenAtWidth(page, width);
    await expect(page.getByRole('heading', { name: route.heading }).first()).toBeVisible();
    if (route.ready) await expect(page.getByTestId(route.ready).first()).toBeVisible();
    await nextFrames(page);
    if (route.path === '/mybooks') {
      // Cards below 1024 px, the grid from there (loaded when first needed).
      await expect(page.getByTestId(width < 1024 ? 'my-books-cards' : 'my-books-grid')).toBeVisible();
      await nextFrames(page);
    }
    const where = `${who} ${route.path} at ${width}px`;
    expectFits(await measureLayout(page), where);
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    if (await menu.isVisible()) {
      await menu.click();
      expectFits(await measureLayout(page), `${where}, menu open`);
      await page.keyboard.press('Escape');
    }
  }
}

test('every route fits every width, as a guest', async ({ page }) => {
  test.setTimeout(240_000);
  for (const route of guestRoutes) await checkRoute(page, route, 'guest');
});

test('every route fits every width, as a member', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, member.member);
  for (const route of memberRoutes) await checkRoute(page, route, 'member');
});

test('the moderation desk fits every width', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await moderatorPage(browser);
  await checkRoute(page, { path: '/moderation', heading: 'Moderation' }, 'moderator');
});

test('axe finds nothing serious on any route, on a phone and on a desktop', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const audit = async (auditPage: Page, routes: RouteCase[]) => {
    for (const route of routes) {
      for (const width of [375, 1280]) {
        await auditPage.setViewportSize({ width, height: 800 });
        await auditPage.goto(route.path);
        await expect(auditPage.getByRole('heading', { name: route.heading }).first()).toBeVisible();
        if (route.ready) await expect(auditPage.getByTestId(route.ready).first()).toBeVisible();
        await test.step(`${route.path} at ${width}px`, () => expectNoSeriousA11yViolations(auditPage));
      }
    }
  };
  await audit(page, guestRoutes);
  await signIn(page, member.member);
  await audit(page, memberRoutes);
  await audit(await moderatorPage(browser), [{ path: '/moderation', heading: 'Moderation' }]);
});
