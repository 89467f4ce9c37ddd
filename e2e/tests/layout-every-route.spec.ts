import { test } from '@playwright/test';
import { moderatorPage } from '../support/account-helpers';
import { checkRoute, seedLayoutRoutes, type LayoutRoutes } from '../support/layout-routes';
import { signIn } from '../support/members';

/**
 * Issue 14: every route, as a guest, a member and a moderator, at 320–1440 px: no sideways scroll, no header item on
 * two lines, nothing cut off at the screen's edge; and axe finds nothing serious at 375 and 1280 px (checkRoute).
 */

let routes: LayoutRoutes;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  routes = await seedLayoutRoutes();
});

test('every route fits every width and passes axe, as a guest', async ({ page }) => {
  test.setTimeout(420_000);
  for (const route of routes.guestRoutes) await checkRoute(page, route, 'guest');
});

test('every route fits every width and passes axe, as a member', async ({ page }) => {
  test.setTimeout(420_000);
  await signIn(page, routes.member.member);
  for (const route of routes.memberRoutes) await checkRoute(page, route, 'member');
});

test('the moderation desk fits every width and passes axe', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await moderatorPage(browser);
  await checkRoute(page, { path: '/moderation', heading: 'Moderation' }, 'moderator');
});
