import { expect, test, type Page } from '@playwright/test';
import { messages as shell } from '../../shell/src/messages';
import { expectFits, measureLayout, nextFrames, reopenAtWidth } from '../support/layout';
import { registerMember, signIn } from '../support/members';
import { screenshotAtWidths } from '../support/screenshots';

/** Issue 14, point 1: the header fits on one line at every width; the menu button opens and closes the links. */

/** The 64 px bar and its 1 px border: one line of items. */
const HEADER_HEIGHT = 65;

async function expectOneLineHeader(page: Page, width: number, who: string) {
  await reopenAtWidth(page, width);
  // The session decides the header's right side: measure it, not its skeleton.
  const banner = page.getByRole('banner');
  // On phones a member's account is in the bottom tab bar (Me), not in the header.
  const phone = width < 768;
  await expect(
    who === 'member'
      ? phone
        ? page.getByRole('navigation', { name: shell.tabs.label }).getByRole('link', { name: shell.tabs.me, exact: true })
        : banner.getByRole('button', { name: /^Account menu/ })
      : banner.getByRole('link', { name: 'Sign In', exact: true }),
  ).toBeVisible();
  await nextFrames(page);
  const report = await measureLayout(page);
  expectFits(report, `${who} header at ${width}px`);
  expect((await page.getByRole('banner').boundingBox())?.height, `${who} header height at ${width}px`).toBe(HEADER_HEIGHT);
}

// Between 768 and ~1,080 px the links wrapped, "Sign In" wrapped, and at 768 px "Register" left the screen.
const FAILED_AT = [768, 820, 900, 1000, 1024, 1080];

test('a guest: one line from 768 to 1,080 px, Sign In and Register in the bar and on screen', async ({ page }) => {
  await page.goto('/');
  for (const width of FAILED_AT) {
    await expectOneLineHeader(page, width, 'guest');
    const register = page.getByRole('banner').getByRole('link', { name: 'Register', exact: true });
    await expect(register).toBeVisible();
    expect(((await register.boundingBox())?.x ?? 0) + ((await register.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(width);
  }
  // From 1024 px the links are in the bar; below, behind the menu button.
  await reopenAtWidth(page, 1024);
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  await reopenAtWidth(page, 900);
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshotAtWidths(page, 'header-guest', { fullPage: false });
});

test('a member: one line at every width from 320 to 1,920 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, await registerMember(request));
  for (const width of [320, 375, ...FAILED_AT, 1280, 1440, 1920]) await expectOneLineHeader(page, width, 'member');
  await screenshotAtWidths(page, 'header-member', { fullPage: false });
});

test('the menu button turns into a close button, says whether it is open, and Escape closes it', async ({ page }) => {
  // Below 768 px the bottom tab bar holds these links instead (shell-home.spec.ts).
  for (const width of [768]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button.locator('svg')).toHaveAttribute('data-icon', 'menu');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button.locator('svg')).toHaveAttribute('data-icon', 'close');
    const menu = page.locator('#mobile-nav');
    for (const name of ['Browse Books', 'Sell Books', 'My Books', 'Bookmarks']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    expectFits(await measureLayout(page), `menu open at ${width}px`);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.click();
    await button.click();
    await expect(menu).toBeHidden();
    await expect(button.locator('svg')).toHaveAttribute('data-icon', 'menu');
  }
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  await screenshotAtWidths(page, 'header-menu-open', { fullPage: false, widths: [768] });
});
