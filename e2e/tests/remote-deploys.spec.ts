import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAcceptedBook, uniqueWord, type CreatedBook } from '../support/books';
import { alteredBrowseBuild, remotesJson, resetSite, runDeploy, runDeployInBackground } from '../support/site-deploys';
import { E2E_BASE_URL } from '../support/stack-config';

// `npm run deploy` and `npm run rollback` (docs/deploys.md) against the running stack: releases in the site folder,
// remotes.json switched by rename, canaries per session, and the API rolling a failing canary back.

test.describe.configure({ mode: 'serial' });

let book: CreatedBook;
test.beforeAll(async () => {
  book = await createAcceptedBook(undefined, { name: `${uniqueWord()} Deployment Atlas` });
});
// Every test leaves the remotes' builds in place serving again, as the rest of the suite expects.
test.afterEach(() => resetSite());

/** Requests for a remote's files that failed or were refused (a navigation aborting its own leftovers is neither). */
function watchRemoteFiles(page: Page, failures: string[]) {
  page.on('response', (response) => {
    if (response.url().includes('/remotes/') && response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (request.url().includes('/remotes/') && !reason.includes('ERR_ABORTED')) failures.push(`${reason} ${request.url()}`);
  });
}

/** The remote locations the server put in a page (its page state). */
function pageRemotes(html: string): Record<string, string> {
  const state = /<script type="application\/json" id="booknook-state">([^<]*)<\/script>/.exec(html)?.[1];
  if (!state) throw new Error('No page state in the page');
  return (JSON.parse(state) as { remotes: Record<string, string> }).remotes;
}

/**
 * A fresh session in `bucket`. The API counts one client network once per version (docs/deploys.md), and every browser
 * here is on loopback, so sessions that must count apart say which network they come from: nginx passes the header on,
 * and the API believes it because it comes from loopback.
 */
async function pageWithBucket(browser: Browser, bucket: number, network?: string) {
  const context = await browser.newContext(network ? { extraHTTPHeaders: { 'x-forwarded-for': network } } : {});
  await context.addCookies([{ name: 'bn_canary', value: String(bucket), url: E2E_BASE_URL }]);
  return { context, page: await context.newPage() };
}

test('deploying and rolling back mfe-browse during a steady stream of page loads: no chunk request fails', async ({ browser }) => {
  test.setTimeout(300_000);
  const failures: string[] = [];
  const builds = new Set<string>();
  let visits = 0;
  let stop = false;
  // A visitor loads the browse page, then opens a book in the page: that page's chunks come from the version the
  // page started with, possibly after remotes.json has moved on.
  async function visitor() {
    const context = await browser.newContext();
    const page = await context.newPage();
    watchRemoteFiles(page, failures);
    try {
      while (!stop) {
        await page.goto('/books');
        await page
          .getByRole('link', { name: new RegExp(book.name) })
          .first()
          .click();
        await expect(page.getByRole('heading', { level: 1, name: book.name })).toBeVisible();
        builds.add((await page.getByRole('main').getAttribute('data-build')) ?? '');
        visits += 1;
      }
    } finally {
      await context.close();
    }
  }
  const moreVisits = async (count: number) => {
    const target = visits + count;
    await expect.poll(() => visits, { timeout: 60_000 }).toBeGreaterThanOrEqual(target);
  };
  const visitors = [visitor(), visitor()];
  let first: string | undefined;
  try {
    await moreVisits(2);
    await runDeployInBackground(['mfe-browse'], { BUILD_MARKER: 'e2e-deploy-one' });
    first = remotesJson().mfe_browse;
    expect(first).toMatch(/^\/remotes\/browse\/v\d{8}-\d{6}-[0-9a-f]{8}\/mf-manifest\.json$/);
    await moreVisits(4);
    await runDeployInBackground(['mfe-browse'], { BUILD_MARKER: 'e2e-deploy-two' });
    await moreVisits(4);
    await runDeployInBackground(['rollback', 'mfe-browse']);
    expect(remotesJson().mfe_browse).toBe(first);
    await moreVisits(4);
  } finally {
    stop = true;
    await Promise.allSettled(visitors);
  }
  await Promise.all(visitors);
  expect(failures).toEqual([]);
  expect([...builds]).toEqual(expect.arrayContaining(['e2e-deploy-one', 'e2e-deploy-two']));
  console.log(`${visits} page loads across two deploys and a rollback; builds seen: ${[...builds].join(', ')}`);
});

test('a canary at 20% goes to about a fifth of 200 fresh sessions, each staying on its version', async ({ browser }) => {
  test.setTimeout(180_000);
  runDeploy(['mfe-browse'], { BUILD_MARKER: 'e2e-live' });
  runDeploy(['mfe-browse', '--canary', '20'], { BUILD_MARKER: 'e2e-canary' });
  const { mfe_browse: live, canaries } = remotesJson();
  const canary = canaries?.mfe_browse?.entry;
  expect(canaries?.mfe_browse?.percent).toBe(20);

  let onCanary = 0;
  for (let session = 0; session < 200; session += 1) {
    // No cookie: a new session, which the renderer gives a bucket.
    const response = await fetch(`${E2E_BASE_URL}/books`, { headers: { accept: 'text/html' } });
    const cookie = /bn_canary=\d+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeDefined();
    const chosen = pageRemotes(await response.text()).mfe_browse;
    expect([live, canary]).toContain(chosen);
    if (chosen === canary) onCanary += 1;
    if (session % 25 === 0) {
      // The same session comes back: the same version, and no new bucket.
      const again = await fetch(`${E2E_BASE_URL}/books`, { headers: { accept: 'text/html', cookie: cookie ?? '' } });
      expect(again.headers.get('set-cookie')).toBeNull();
      expect(pageRemotes(await again.text()).mfe_browse).toBe(chosen);
    }
  }
  console.log(`canary at 20%: ${onCanary} of 200 sessions`);
  // Binomial(200, 0.2): 40 ± 5.7; 20 to 60 is ±3.5 standard deviations.
  expect(onCanary).toBeGreaterThanOrEqual(20);
  expect(onCanary).toBeLessThanOrEqual(60);

  // The browser loads what the server chose for its bucket, page after page.
  for (const [bucket, build] of [
    [5, 'e2e-canary'],
    [50, 'e2e-live'],
  ] as const) {
    const { context, page } = await pageWithBucket(browser, bucket);
    await page.goto('/books');
    await expect(page.getByRole('main')).toHaveAttribute('data-build', build);
    await page
      .getByRole('link', { name: new RegExp(book.name) })
      .first()
      .click();
    await expect(page.getByRole('main')).toHaveAttribute('data-build', build);
    await context.close();
  }
});

test('a canary whose sessions meet errors is rolled back by the API by itself', async ({ browser }) => {
  test.setTimeout(180_000);
  runDeploy(['mfe-browse'], { BUILD_MARKER: 'e2e-live' });
  const broken = alteredBrowseBuild(() => 'throw new Error("injected canary failure");\n');
  try {
    // Rolled back only by the third session's error (3 of 3 > 90%), so each of the three meets the broken canary.
    runDeploy(['mfe-browse', '--canary', '20', '--from', broken.dir, '--min-sessions', '3', '--max-error-rate', '0.9']);
  } finally {
    broken.cleanUp();
  }
  expect(remotesJson().canaries?.mfe_browse).toBeDefined();
  const canaryVersion = /\/(v[^/]+)\/mf-manifest\.json$/.exec(remotesJson().canaries?.mfe_browse?.entry ?? '')?.[1];
  const canaryErrors = async () => {
    const response = await fetch(`${process.env.E2E_API_URL}/internal/remote-health`);
    const { versions } = (await response.json()) as { versions: { version: string; errors: number }[] };
    return versions.find((item) => item.version === canaryVersion)?.errors ?? 0;
  };
  for (let session = 0; session < 3; session += 1) {
    const { context, page } = await pageWithBucket(browser, session, `198.51.100.${session + 1}`);
    await page.goto('/books');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The page's report has reached the API before the next session starts.
    await expect.poll(canaryErrors, { timeout: 10_000 }).toBe(session + 1);
    await context.close();
  }
  await expect.poll(() => remotesJson().canaries, { timeout: 10_000 }).toBeUndefined();
  // A session in the canary's share now gets the live version.
  const { context, page } = await pageWithBucket(browser, 0, '198.51.100.9');
  await page.goto('/books');
  await expect(page.getByRole('main')).toHaveAttribute('data-build', 'e2e-live');
  // The server rendered that attribute; the session is reported once the page's code has loaded the remote.
  await expect.poll(() => runDeploy(['status']), { timeout: 10_000 }).toMatch(/live {4}v\S+: \d+ sessions, 0 with errors/);
  await context.close();
  expect(runDeploy(['status'])).toMatch(
    /last rolled-back canary v\S+ at \S+: rolled back by the API: error rate 100\.0% over 3 sessions passed 90\.0%/,
  );
});

test('a remote that needs a newer shared singleton than the page provides shows its fallback with Retry', async ({ page }) => {
  test.setTimeout(120_000);
  // Its manifest says it needs what the shell provides (so the deploy's gate lets it through), its code says otherwise:
  // as a remote would look after the shell under it was rolled back.
  const newer = alteredBrowseBuild((code) => {
    const required = /shareKey:"@booknook\/platform",import:"@booknook\/platform",requiredVersion:"\^(\d+)\.\d+\.\d+"/;
    const major = required.exec(code)?.[1];
    if (!major) throw new Error("The platform's requirement is not in remoteEntry.js: has the build's output changed?");
    return code.replace(required, `shareKey:"@booknook/platform",import:"@booknook/platform",requiredVersion:"^${major}.99.0"`);
  });
  try {
    runDeploy(['mfe-browse', '--from', newer.dir]);
  } finally {
    newer.cleanUp();
  }
  await page.goto('/books');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});
