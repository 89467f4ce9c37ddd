import { expect, test } from '@playwright/test';
import { emailCodeMessages as emailCode } from '../../shell/src/features/auth/email-code-messages';
import { messages as shell } from '../../shell/src/messages';
import { meMessages as meText } from '../../shell/src/pages/me-messages';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { registerMember } from '../support/members';
import { screenshotBothWidths, VIEWPORTS } from '../support/screenshots';
import { englishT } from '../support/text';

test('home: hero search lands on the filtered list; blank search does nothing', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search books' });
  await search.fill('   ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await search.fill('Harry & the Owl');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/books\?name=Harry%20%26%20the%20Owl$/);
});

test('home: sections, the background fade, accessibility and screenshots', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Books in Your Neighbourhood.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
  await expect(page.getByText('Sell or donate your old book to the people nearby your locality.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  // Once the background has loaded, the overlay settles at 60%.
  await expect(page.getByTestId('hero-overlay')).toHaveCSS('opacity', '0.6');
  await page.getByRole('heading', { name: 'How It Works' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('how-step')).toHaveCount(3);
  await expect(page.getByTestId('how-step').last()).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'home');
});

test('on a phone the bottom tab bar takes a guest round the site; Messages asks them in first, the menu is for tablets', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/');
  const tabs = page.getByRole('navigation', { name: shell.tabs.label });
  await expect(tabs).toBeVisible();
  // The header keeps the logo and Sign In: what the tab bar holds is not repeated there.
  await expect(page.getByRole('button', { name: shell.nav.menu, exact: true })).toBeHidden();
  await expect(page.getByRole('navigation', { name: shell.nav.primary })).toBeHidden();
  // 44 px targets at least, above the footer's last line (the page keeps room for the bar).
  for (const link of await tabs.getByRole('link').all()) expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  await tabs.getByRole('link', { name: shell.tabs.browse, exact: true }).click();
  await expect(page).toHaveURL(/\/books$/);
  await expect(tabs.getByRole('link', { name: shell.tabs.browse, exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);

  // A guest's Messages: the sign-in step, then on to Messages.
  await tabs.getByRole('link', { name: englishT(shell.nav.messagesWithUnread, { count: 0 }) }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: emailCode.continueWithEmail })).toBeVisible();
  const member = await registerMember(request, 'tabs');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(tabs.getByRole('link', { name: englishT(shell.nav.messagesWithUnread, { count: 0 }) })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Me: the member's own pages, one tap away.
  await tabs.getByRole('link', { name: shell.tabs.me, exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('main').getByRole('link', { name: meText.bookmarks }).click();
  await expect(page).toHaveURL(/\/bookmarks$/);
  await expect(tabs.getByRole('link', { name: shell.tabs.me, exact: true })).toHaveAttribute('aria-current', 'page');

  // From the tablet breakpoint the bar gives way to the header's menu.
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(tabs).toBeHidden();
  await page.getByRole('button', { name: shell.nav.menu, exact: true }).click();
  const menu = page.locator('#mobile-nav');
  await expect(menu.getByRole('link', { name: shell.nav.browse })).toBeVisible();
  await menu.getByRole('link', { name: shell.nav.browse }).click();
  await expect(page).toHaveURL(/\/books$/);
  await expect(menu).toBeHidden();
});

test('404: the page, its way home, and accessibility', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
