import { expect, test } from '@playwright/test';
import { platformMessages } from '../../platform/src/messages';
import { messages as shell } from '../../shell/src/messages';
import { authMessagesNe } from '../../shell/src/features/auth/auth-messages.ne';
import { emailCodeMessagesNe } from '../../shell/src/features/auth/email-code-messages.ne';
import { laterSectionsMessagesNe } from '../../shell/src/features/home/later-sections-messages.ne';
import { messagesNe } from '../../shell/src/messages.ne';
import { meMessagesNe } from '../../shell/src/pages/me-messages.ne';
import { registerMember, signIn } from '../support/members';
import { screenshotAtWidths } from '../support/screenshots';

const { languageNames } = platformMessages;

test.describe('a guest whose browser asks for Nepali', () => {
  test.use({ locale: 'ne-NP', extraHTTPHeaders: { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.5' } });

  test('gets the home page in Nepali, switches to English from the header, and the choice sticks', async ({ page }) => {
    // Hydration in the language the server rendered: React would report a mismatch as an error.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
    });
    const answer = await page.goto('/');
    // Rendered on the server in Nepali: the HTML itself, before any script runs.
    const html = (await answer?.text()) ?? '';
    expect(html).toContain('<html lang="ne">');
    expect(html).toContain(messagesNe.home.headline);
    expect(html).toContain('"language":"ne"');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.getByRole('heading', { level: 1, name: messagesNe.home.headline })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('२०');
    await expect(page.getByRole('heading', { name: laterSectionsMessagesNe.servicesTitle })).toBeVisible();
    await screenshotAtWidths(page, 'language-home-ne');
    expect(problems).toEqual([]);

    await page.getByTestId('language-switch').click();
    await expect(page.getByRole('heading', { level: 1, name: shell.home.headline })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('language-switch')).toHaveText(languageNames.ne);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: shell.home.headline })).toBeVisible();
  });
});

test('an English visitor downloads no Nepali', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: shell.home.headline })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const code = await Promise.all(scripts);
  expect(code.length).toBeGreaterThan(3);
  expect(code.filter((text) => text.includes(messagesNe.home.headline))).toEqual([]);
});

test('?lang=ne gives the page in Nepali and keeps the choice in a cookie; every page links its other language', async ({
  page,
  context,
}) => {
  const answer = await page.goto('/login?lang=ne');
  expect((await answer?.headerValue('set-cookie')) ?? '').toContain('lang=ne');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ne');
  await expect(page.getByRole('heading', { level: 1, name: authMessagesNe.login.title })).toBeVisible();
  await expect(page.getByRole('button', { name: emailCodeMessagesNe.continueWithEmail })).toBeVisible();
  // A field's error is in Nepali too.
  await page.getByRole('button', { name: authMessagesNe.login.submit, exact: true }).click();
  await expect(page.getByText(authMessagesNe.login.invalidEmail)).toBeVisible();
  await screenshotAtWidths(page, 'language-login-ne');

  // The cookie keeps it on the next pages, without ?lang=.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('link', { name: messagesNe.nav.register })).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/`);
  await expect(page.locator('link[rel="alternate"][hreflang="ne"]')).toHaveAttribute('href', `${origin}/?lang=ne`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/?lang=ne`);
});

test('a member switches from the account menu; every part of the page follows at once, saved on their profile', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const member = await registerMember(request, 'nepali');
  await signIn(page, member);
  await page.goto('/');
  await page.setViewportSize({ width: 1280, height: 900 });
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: new RegExp(`^${shell.nav.accountMenu}`) }).click();
  await page.getByRole('menuitem', { name: languageNames.ne }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('heading', { level: 1, name: messagesNe.home.headline })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(messagesNe.footer.quickLinks);
  await banner.getByRole('button', { name: new RegExp(`^${messagesNe.nav.accountMenu}`) }).click();
  await expect(page.getByRole('menuitem', { name: languageNames.en })).toBeVisible();
  await screenshotAtWidths(page, 'language-menu-ne', { fullPage: false, widths: [1440, 768] });

  // Saved on the profile: the API and the member's mail follow it, and so does another browser with no cookie.
  const me = (await (await page.request.get('/api/v1/users/me/')).json()) as { language: string };
  expect(me.language).toBe('ne');
  const elsewhere = await browser.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'en' } });
  try {
    const other = await elsewhere.newPage();
    await signIn(other, member);
    const answer = await other.goto('/books');
    expect((await answer?.text()) ?? '').toContain('<html lang="ne">');
    await other.goto('/');
    await expect(other.getByRole('heading', { level: 1, name: messagesNe.home.headline })).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

test('a member who opens a ?lang= link keeps that language on their profile', async ({ page, request }) => {
  const member = await registerMember(request, 'langlink');
  await signIn(page, member);
  await page.goto('/?lang=ne');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect.poll(async () => ((await (await page.request.get('/api/v1/users/me/')).json()) as { language: string }).language).toBe('ne');
  // A later page without the parameter stays in Nepali: the saved language and the cookie now agree.
  await page.goto('/books');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
});

test('on a phone, a member switches on the Me page', async ({ page, request }) => {
  const member = await registerMember(request, 'nepaliphone');
  await signIn(page, member);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/me');
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByTestId('tab-bar')).toContainText(messagesNe.tabs.browse);
  await expect(page.getByTestId('language-switch')).toHaveText(languageNames.en);
  await expect(page.getByRole('link', { name: meMessagesNe.profile })).toBeVisible();
  await screenshotAtWidths(page, 'language-me-ne', { widths: [375] });
});
