import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createAcceptedBook, createMemberWithSession, markBookSold, uniqueWord, type CreatedBook } from '../support/books';
import { buildRelease, deploy, releaseWithServerCode } from '../support/deploy';
import { pageIsLive } from '../support/layout';
import { registerMember, signIn } from '../support/members';
import { E2E_BASE_URL, remotes } from '../support/stack-config';

// The pages nginx sends to the server renderer (docs/server-rendering.md): their HTML before any JavaScript runs.

const price = (value: number) => (value <= 0 ? 'Donate' : `Rs. ${value.toFixed(2)}`);

/** Console errors and warnings, less the network lines a page with a 404 status (or a 404 API answer) logs. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return;
    if (message.text().startsWith('Failed to load resource')) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

let book: CreatedBook;

test.beforeAll(async () => {
  book = await createAcceptedBook(undefined, {
    name: `${uniqueWord()} Organic Chemistry`,
    price: 450,
    description: 'Clean copy with a few pencil notes in chapter two.',
  });
});

test('a rendered page has one inline script, the one that holds early taps, which the CSP allows by its hash', async ({ request }) => {
  for (const path of ['/', '/books', `/books/${book.id}`]) {
    const response = await request.get(path);
    const html = await response.text();
    // Besides it, only data blocks (the page state, JSON-LD) and scripts with a src.
    const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/ src=|type="application\/(ld\+)?json"/.test(attributes!),
    );
    expect(inline, path).toHaveLength(1);
    expect(inline[0]![2], path).toContain('__bookNookTaps');
    const hash = `'sha256-${createHash('sha256').update(inline[0]![2]!).digest('base64')}'`;
    expect(response.headers()['content-security-policy'], path).toContain(`script-src 'self' ${hash} 'wasm-unsafe-eval';`);
  }
});

test("view-source of a book's page has its name, price, description and the link-preview tags", async ({ request }) => {
  const response = await request.get(`/books/${book.id}`, { headers: { accept: '*/*' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  const html = await response.text();
  const url = `${E2E_BASE_URL}/books/${book.id}`;
  // One title, the page's own (the design system's PageTitle), which the browser keeps after hydration.
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain(`<title>${book.name} · BookNook</title>`);
  expect(html).toContain(`<h1>${book.name}</h1>`);
  expect(html).toContain(price(450));
  expect(html).toContain('Clean copy with a few pencil notes in chapter two.');
  expect(html).toContain(`<meta property="og:title" content="${book.name} — ${price(450)} — BookNook">`);
  expect(html).toMatch(/<meta property="og:description" content="Rs\. 450\.00, [a-z ]+ condition[^"]*Clean copy/);
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="${E2E_BASE_URL}/media/covers/[0-9a-f]+/[0-9]+w\\.jpg">`));
  expect(html).toContain(`<meta property="og:url" content="${url}">`);
  expect(html).toContain('<meta property="og:type" content="product">');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  expect(html).toContain(`<link rel="canonical" href="${url}">`);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, unknown>;
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    name: book.name,
    offers: { '@type': 'Offer', price: '450.00', priceCurrency: 'NPR', availability: 'https://schema.org/InStock', url },
  });
});

test('a sold book answers 410 (its page still shows it), a missing one and an unknown path 404', async ({ request }) => {
  const seller = await createMemberWithSession('sold');
  const sold = await createAcceptedBook(seller);
  await markBookSold(seller, sold.id);
  const soldPage = await request.get(`/books/${sold.id}`);
  expect(soldPage.status()).toBe(410);
  expect(await soldPage.text()).toContain('data-testid="sold-band"');
  expect(await soldPage.text()).toContain('"availability":"https://schema.org/SoldOut"');

  const missing = await request.get('/books/999999999');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('This listing is not available');
  expect(await missing.text()).toContain('<meta name="robots" content="noindex">');
  expect((await request.get('/no/such/page')).status()).toBe(404);
});

test('with JavaScript off, Browse lists the books and a book page is readable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const word = book.name.split(' ')[0] ?? '';
  await page.goto(`/books?name=${word}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Books' })).toBeVisible();
  await expect(page.getByTestId('book-card')).toHaveCount(1);
  await page.getByRole('link', { name: book.name }).click();
  await expect(page).toHaveURL(new RegExp(`/books/${book.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: book.name })).toBeVisible();
  await expect(page.getByText('Clean copy with a few pencil notes in chapter two.')).toBeVisible();
  await expect(page.getByText(`by ${book.seller.member.first_name} ${book.seller.member.last_name}`)).toBeVisible();

  // The home page's search works as a plain form.
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search books' }).fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/books?name=${word}`);
  await expect(page.getByRole('link', { name: book.name })).toBeVisible();
  await context.close();
});

test('sign-in and registration are rendered in the browser only: no form to submit before its code runs', async ({ request }) => {
  for (const path of ['/login', '/register']) {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('type="password"');
    expect(html).toContain('<meta name="robots" content="noindex">');
  }
});

test('no hydration warning on any route, for a guest and for a member', async ({ page, request }) => {
  const problems = consoleProblems(page);
  const routes = [
    '/',
    '/books',
    `/books?name=${book.name.split(' ')[0]}&page=1`,
    `/books/${book.id}`,
    '/books/999999999',
    '/no/such/page',
    '/login',
  ];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // Hydrated, not just painted: the filters answer (once the page says its scripts run: a choice made on the server's
  // page before that is the early-taps journeys' business).
  await page.goto('/books');
  await pageIsLive(page);
  await page.getByLabel('Condition').first().selectOption('GOOD');
  await expect(page).toHaveURL(/condition=GOOD/);

  const member = await registerMember(request, 'hydrate');
  await signIn(page, member);
  for (const route of ['/', '/books', `/books/${book.id}`, '/sell', '/mybooks', '/bookmarks']) {
    await page.goto(route);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // The avatar shows the member's first name's initial (registerMember's members are all Asha).
  await expect(page.getByTestId('avatar')).toHaveText('A');
  expect(problems).toEqual([]);
});

test("a member's page is rendered for them alone: never stored by a shared cache, not shown to the next guest", async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'private');
  await signIn(page, member);
  const cookies = await page.context().cookies();
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const mine = await request.get(`/books/${book.id}`, { headers: { cookie } });
  expect(mine.headers()['cache-control']).toBe('private, no-store');
  expect(await mine.text()).toContain(`"username":"${member.username}"`);
  const guest = await request.get(`/books/${book.id}`, { headers: { cookie: '' } });
  expect(guest.headers()['cache-control']).toBe('no-cache');
  expect(await guest.text()).not.toContain(member.username);
});

test.describe('remote releases seen by the server renderer, without restarting it', () => {
  test.describe.configure({ mode: 'serial' });

  test("a redeployed remote's build is in the next page's HTML; a rollback likewise", async ({ request }) => {
    test.setTimeout(180_000);
    const marker = (html: string) => /<main [^>]*data-build="([^"]*)"/.exec(html)?.[1];
    const live = marker(await (await request.get('/books')).text());
    expect(live).toBeTruthy();
    const next = `e2e-ssr-${Date.now()}`;
    const rollBack = deploy(remotes.browse, buildRelease(remotes.browse, next));
    try {
      expect(marker(await (await request.get('/books')).text())).toBe(next);
    } finally {
      rollBack();
    }
    expect(marker(await (await request.get('/books')).text())).toBe(live);
  });

  test('a remote that throws while rendering on the server: the rest of the page is served and the browser renders it', async ({
    page,
    request,
  }) => {
    // A release whose server code throws in BrowsePage (its browser code is the live one).
    const throwing = `const { jsx } = require('react/jsx-runtime');
      exports.serverPages = {
        BrowsePage: {
          Component() { throw new Error('e2e: this remote breaks on the server'); },
          load: async () => ({ status: 200, head: { title: 'Browse', description: 'Browse', canonicalPath: '/books' }, fallback: {}, errors: {} }),
        },
      };
      void jsx;`;
    const rollBack = deploy(remotes.browse, releaseWithServerCode(remotes.browse, throwing));
    try {
      const response = await request.get('/books');
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('A platform that enables the reusability of used books.'); // the footer
      expect(html).not.toContain('data-testid="book-card"');

      const problems = consoleProblems(page);
      await page.goto('/books');
      await expect(page.getByRole('heading', { level: 1, name: 'Browse Books' })).toBeVisible();
      await expect(page.getByTestId('book-card').first()).toBeVisible();
      expect(problems).toEqual([]);
    } finally {
      rollBack();
    }
    // Back to the live release: rendered on the server again.
    expect(await (await request.get('/books')).text()).toContain('data-testid="book-card"');
  });
});

test("the remote locations come with the page, and a book page's code is fetched before a book is opened", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const bookPageCode = page.waitForRequest((request) => /__federation_expose_BookDetailPage/.test(request.url()));
  await page.goto('/books');
  await expect(page.getByTestId('book-card').first()).toBeVisible();
  // Cards in view: the code of the page they lead to is fetched once the page has settled, before any click.
  await bookPageCode;
  expect(requested).not.toContain('/remotes.json');
  // The browse page's own code was announced by the server: preloaded from the head.
  const preloads = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloads.some((href) => href?.includes('__federation_expose_BrowsePage'))).toBe(true);
});

test('robots.txt and the sitemap, through nginx', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Sitemap: ');
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const files = [...(await index.text()).matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  const bookFile = files.find((file) => file.startsWith('/sitemaps/books-')) ?? '';
  expect(await (await request.get(bookFile)).text()).toContain(`/books/${book.id}</loc>`);
});
