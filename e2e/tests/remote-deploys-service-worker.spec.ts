import { expect, test, type Page } from '@playwright/test';
import { createAcceptedBook, uniqueWord } from '../support/books';
import { buildRelease, deploy } from '../support/deploy';
import { remotesJson, resetSite, runDeploy } from '../support/site-deploys';
import { serviceWorkerControls } from '../support/service-worker';
import { remotes } from '../support/stack-config';

// Issue 41: the service worker never serves a stale remote. A page the worker controls stays open while mfe-browse
// is deployed again; the next navigation loads the new release (its remoteEntry.js from the network, its pages
// marked with the new build). Both ways a remote ships: a release folder of `npm run deploy` (a new address in
// remotes.json) and a dist/ replaced in place (the same remoteEntry.js address, new content).

test.afterEach(() => resetSite());

/** The remote entries the page loaded, as paths. */
const remoteEntries = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/remotes/browse/') && pathname.endsWith('/remoteEntry.js')),
  );

test('a remote deployed while a page with the service worker is open: the next navigation loads the new version', async ({ page }) => {
  test.setTimeout(300_000);
  const book = await createAcceptedBook(undefined, { name: `${uniqueWord()} Offline Atlas` });
  runDeploy(['mfe-browse'], { BUILD_MARKER: 'e2e-sw-one' });
  const first = remotesJson().mfe_browse ?? '';

  await page.goto('/books');
  await serviceWorkerControls(page);
  // Loaded again under the worker: its hashed files now come from the worker's cache, the rest from the network.
  await page.reload();
  await expect(page.getByRole('main')).toHaveAttribute('data-build', 'e2e-sw-one');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  runDeploy(['mfe-browse'], { BUILD_MARKER: 'e2e-sw-two' });
  const second = remotesJson().mfe_browse ?? '';
  expect(second).not.toBe(first);

  await page.goto(`/books/${book.id}`);
  await expect(page.getByRole('heading', { level: 1, name: book.name })).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('data-build', 'e2e-sw-two');
  expect(await remoteEntries(page)).toEqual([new URL(second, 'http://site').pathname.replace(/mf-manifest\.json$/, 'remoteEntry.js')]);
  // A client-side step on the new page stays on the new release.
  await page.getByRole('link', { name: /Back to Books/ }).click();
  await expect(page.getByRole('main')).toHaveAttribute('data-build', 'e2e-sw-two');
});

test('a remote replaced in place under the same addresses: the next navigation runs the new remoteEntry.js', async ({ page }) => {
  test.setTimeout(300_000);
  const book = await createAcceptedBook(undefined, { name: `${uniqueWord()} Offline Gazetteer` });
  await page.goto('/books');
  await serviceWorkerControls(page);
  await page.reload();
  const before = await page.getByRole('main').getAttribute('data-build');

  const undo = deploy(remotes.browse, buildRelease(remotes.browse, 'e2e-sw-in-place'));
  try {
    await page.goto('/books');
    expect(await remoteEntries(page)).toEqual(['/remotes/browse/remoteEntry.js']);
    await expect(page.getByRole('main')).toHaveAttribute('data-build', 'e2e-sw-in-place');
    // Rendered in the browser by the remote the page loaded, not by the server.
    await page
      .getByRole('link', { name: new RegExp(book.name) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: book.name })).toBeVisible();
    await expect(page.getByRole('main')).toHaveAttribute('data-build', 'e2e-sw-in-place');
    expect(before).not.toBe('e2e-sw-in-place');
  } finally {
    undo();
  }
});
