import { expect, test } from '@playwright/test';
import { buildRelease, deploy, fingerprint, takeDown } from '../support/deploy';
import { registerMember, signIn } from '../support/members';
import { REPO_ROOT, remotes } from '../support/stack-config';
import path from 'node:path';

test.describe.configure({ mode: 'serial' });

test('a remote whose manifest answers 404 shows the fallback; the layout and other remotes keep working', async ({ page, request }) => {
  await signIn(page, await registerMember(request));
  const bringBack = takeDown(remotes.sell);
  try {
    const manifest = page.waitForResponse((response) => response.url().endsWith('/remotes/sell/mf-manifest.json'));
    await page.goto('/sell');
    expect((await manifest).status()).toBe(404);
    await expect(page.getByRole('alert')).toContainText('This part of BookNook is not available right now.');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The header still navigates, and the other remotes still load.
    await page.getByRole('banner').getByRole('link', { name: 'Browse Books' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Books' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'My Books' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Books' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Sell Books' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  } finally {
    bringBack();
  }
  // Once the remote is back, Retry loads it without a page reload.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Book' })).toBeVisible();
});

test("redeploying a remote is replacing its dist/: a reload shows the new build, the shell's files untouched", async ({ page }) => {
  test.setTimeout(180_000);
  const shellDist = path.join(REPO_ROOT, 'shell', 'dist');
  const shellBefore = fingerprint(shellDist);

  // The build on screen is in the page's data-build attribute; /remotes/browse/version.json says the same to operators.
  const main = page.getByRole('main');
  const deployedBuild = async () => (await page.request.get('/remotes/browse/version.json')).json() as Promise<{ build: string }>;
  await page.goto('/books');
  await expect(main).toHaveAttribute('data-build', /\S/);
  const liveMarker = await main.getAttribute('data-build');
  expect((await deployedBuild()).build).toBe(liveMarker);
  const marker = `e2e-redeploy-${Date.now()}`;
  expect(liveMarker).not.toBe(marker);

  const rollBack = deploy(remotes.browse, buildRelease(remotes.browse, marker));
  try {
    await page.reload();
    await expect(main).toHaveAttribute('data-build', marker);
    expect((await deployedBuild()).build).toBe(marker);
  } finally {
    rollBack();
  }
  // Rolling back is the same move in reverse.
  await page.reload();
  await expect(main).toHaveAttribute('data-build', liveMarker ?? '');
  expect((await deployedBuild()).build).toBe(liveMarker);
  expect(fingerprint(shellDist)).toEqual(shellBefore);
});
