import { expect, test, type Page } from '@playwright/test';
import { rejectBookApi, saveSearchApi } from './account-helpers';
import {
  bookInput,
  createAcceptedBook,
  createBook,
  createMemberWithSession,
  csrfHeaders,
  KATHMANDU,
  markBookSold,
  uniqueWord,
} from './books';
import { expectNoSeriousA11yViolations } from './axe';
import { expectFits, LAYOUT_WIDTHS, measureLayout, nextFrames, reopenAtWidth } from './layout';

/**
 * Every route as a guest and as a member, with books that make the pages work for it (long names, a long rejection
 * reason): what layout-every-route checks.
 */
// A title with a long unbroken word, as people do type them.
const longName = () => `${uniqueWord()} Encyclopaedia Internationalisation-and-Neighbourhoods of Organic Chemistry`;

export interface RouteCase {
  path: string;
  /** The page's first heading, which says it has rendered. */
  heading: string | RegExp;
  /** A test id that is on the page once its data has come (a member screen's heading comes first). */
  ready?: string;
}

export interface LayoutRoutes {
  guestRoutes: RouteCase[];
  memberRoutes: RouteCase[];
  member: Awaited<ReturnType<typeof createMemberWithSession>>;
}

/** Creates the members and books the routes show, and lists the routes with the heading each must show. */
export async function seedLayoutRoutes(): Promise<LayoutRoutes> {
  const seller = await createMemberWithSession('layout', { location: 'Jhamsikhel, Lalitpur — near the old library gate' });
  const book = await createAcceptedBook(seller, { name: longName(), publication: 'Ekta Books and Stationery Suppliers Pvt. Ltd.' });
  const member = await createMemberWithSession('layoutmember');
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
  const guestRoutes: RouteCase[] = [
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
  const memberRoutes: RouteCase[] = [
    ...shared,
    { path: '/mybooks', heading: 'My Books' },
    { path: '/moderation', heading: 'This page is for moderators' },
    { path: '/admin', heading: 'This page is for admins' },
    { path: '/profile', heading: 'Your details' },
    { path: '/alerts', heading: 'Wanted books', ready: 'saved-search' },
    { path: '/notifications', heading: 'Notifications', ready: 'notification' },
  ];
  return { guestRoutes, memberRoutes, member };
}

/** The widths at which axe audits each route too: a phone and a desktop. */
export const AXE_WIDTHS: readonly number[] = [375, 1280];

/**
 * Opens the route at every width and checks it, with the menu open too where the header has one; at AXE_WIDTHS axe
 * audits the page as it stands (one visit serves both checks).
 */
export async function checkRoute(page: Page, route: RouteCase, who: string) {
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
    if (AXE_WIDTHS.includes(width)) await test.step(`axe: ${where}`, () => expectNoSeriousA11yViolations(page));
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    if (await menu.isVisible()) {
      await menu.click();
      expectFits(await measureLayout(page), `${where}, menu open`);
      await page.keyboard.press('Escape');
    }
  }
}
