import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { screenshotBothWidths, VIEWPORTS } from '../support/screenshots';

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

test('the hamburger menu opens the links on a small screen', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.locator('#mobile-nav');
  await expect(menu.getByRole('link', { name: 'Browse Books' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sell Books' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My Books' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Bookmarks' })).toBeVisible();
  await menu.getByRole('link', { name: 'Browse Books' }).click();
  await expect(page).toHaveURL(/\/books$/);
  await expect(menu).toBeHidden();
});

test('404: the page, its way home, and accessibility', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
