import { expect, test, type Page } from '@playwright/test';
import { registerMember, signIn } from '../support/members';

/** Every remote route, the heading its page shows, and the remote that serves it. */
const remoteRoutes = [
  { path: '/books', heading: 'Browse Books', remote: '/remotes/browse/' },
  { path: '/sell', heading: 'Sell Your Book', remote: '/remotes/sell/' },
  { path: '/mybooks', heading: 'My Books', remote: '/remotes/account/' },
  { path: '/bookmarks', heading: 'My BookMarks', remote: '/remotes/account/' },
] as const;

async function expectSharedLayout(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'BookNook' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('A platform that enables the reusability of used books.');
}

test('each remote page renders inside the shared layout, loaded from its own remote', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find Books in Your Neighbourhood.' })).toBeVisible();
  await expectSharedLayout(page);

  for (const route of remoteRoutes) {
    const remoteCode = page.waitForResponse((response) => response.url().includes(route.remote) && response.ok());
    await page.goto(route.path);
    await remoteCode;
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page.getByTestId('build-marker')).not.toBeEmpty();
    await expect(page.getByTestId('remote-api')).toHaveText('ok (postgresql)');
    await expectSharedLayout(page);
  }
});

test("a remote reads the signed-in member from the shell's session", async ({ page, request }) => {
  const member = await registerMember(request);
  await signIn(page, member);
  await expect(page.getByTestId('avatar')).toHaveText(member.username.charAt(0).toUpperCase());

  await page.getByRole('banner').getByRole('link', { name: 'Browse Books' }).click();
  await expect(page.getByTestId('remote-session')).toHaveText(`Signed in as ${member.username}`);

  await page.getByTestId('avatar').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/sell');
  await expect(page.getByTestId('remote-session')).toHaveText('You are browsing as a guest.');
});

test('react-dom is downloaded exactly once across the shell and every remote', async ({ page }) => {
  const reactDomBodies: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.text().then((body) => {
        // A string only react-dom's client renderer contains.
        if (body.includes('__reactContainer$')) reactDomBodies.push(response.url());
      }),
    );
  });

  await page.goto('/');
  for (const route of remoteRoutes) {
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: footerLinkFor(route.path) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
  }
  await Promise.all(pending);
  expect(reactDomBodies).toHaveLength(1);
});

function footerLinkFor(path: string): string {
  return { '/books': 'Browse Books', '/sell': 'Sell Books', '/mybooks': 'My books', '/bookmarks': 'My bookmarks' }[path] ?? path;
}

test('unknown paths show the 404 page inside the layout', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: '← Back to Home' }).click();
  await expect(page.getByRole('heading', { name: 'Find Books in Your Neighbourhood.' })).toBeVisible();
});
