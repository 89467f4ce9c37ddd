import { expect, test, type Page } from '@playwright/test';
import { moderatorPage } from '../support/account-helpers';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { seedLayoutRoutes, type LayoutRoutes, type RouteCase } from '../support/layout-routes';
import { signIn } from '../support/members';

/** Issue 14: axe finds nothing serious on any route, as a guest, a member and a moderator, on a phone and a desktop. */

let routes: LayoutRoutes;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  routes = await seedLayoutRoutes();
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
  await audit(page, routes.guestRoutes);
  await signIn(page, routes.member.member);
  await audit(page, routes.memberRoutes);
  await audit(await moderatorPage(browser), [{ path: '/moderation', heading: 'Moderation' }]);
});
