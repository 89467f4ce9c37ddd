import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { writeBarcodeVideo } from '../support/barcode-video';
import { createAcceptedBook } from '../support/books';
import { registerMember, signIn } from '../support/members';
import { sellMessages } from '../support/sell-helpers';

// Issue 40: a seller on a phone scans a book's barcode with the camera. Chromium on Linux has no native
// BarcodeDetector, so this exercises the barcode-detector polyfill and its zxing-wasm reader, served by BookNook.

const ISBN = '9780306406157';
const video = path.join(tmpdir(), `booknook-isbn-${process.pid}.y4m`);
const fields = sellMessages.fields;

test.use({
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test.beforeAll(async () => {
  await writeBarcodeVideo(video, ISBN);
});

const isbnField = (page: Page) => page.getByLabel(new RegExp(`^${fields.isbn}`));

async function scanOnSell(page: Page) {
  const wasm: string[] = [];
  const polyfill: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('.wasm')) wasm.push(request.url());
    if (request.url().includes('barcode-polyfill')) polyfill.push(request.url());
  });
  const member = await registerMember(page.request, 'scanner');
  await signIn(page, member);
  await page.goto('/sell');
  await expect(page.getByRole('heading', { level: 1, name: sellMessages.title })).toBeVisible();
  // Sell's first load carries no scanner: the polyfill and its wasm come with the tap.
  await page.waitForLoadState('networkidle');
  expect([...wasm, ...polyfill]).toEqual([]);
  await page.getByRole('button', { name: sellMessages.scanner.open }).tap();
  await expect(isbnField(page)).toHaveValue(ISBN, { timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: sellMessages.scanner.title })).toHaveCount(0);
  expect(polyfill.length).toBeGreaterThan(0);
  return wasm;
}

test('a seller on a phone taps “Scan the barcode” and the ISBN field fills from the camera', async ({ page }) => {
  const wasm = await scanOnSell(page);
  // The reader's wasm came from BookNook's own origin (the remote's static files), never a CDN.
  expect(wasm.length).toBeGreaterThan(0);
  for (const url of wasm) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  await expect(page.getByTestId('isbn-lookup')).not.toBeEmpty();
});

test('the form fills from an earlier listing of the same ISBN; with a price typed, the book is listed', async ({ page }) => {
  const earlier = await createAcceptedBook(undefined, {
    name: 'Concepts of Physics',
    author: 'H. C. Verma',
    publication: 'Bharati Bhawan',
    edition: 2,
    category: 'TEXTBOOK',
    isbn: ISBN,
  });
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/s3/')) uploads.push(request.url());
  });
  const lookedUp = page.waitForResponse((response) => response.url().includes('/api/v1/books/lookup/'));
  await scanOnSell(page);
  const { cover } = (await (await lookedUp).json()) as { cover: { key: string; url: string } };

  // Filled from the earlier listing, and said so.
  await expect(page.getByTestId('isbn-lookup')).toContainText(sellMessages.lookup.filled('').split(':')[0]!);
  await expect(page.getByLabel(fields.name)).toHaveValue(earlier.name);
  await expect(page.getByLabel(new RegExp(`^${fields.author}`))).toHaveValue('H. C. Verma');
  await expect(page.getByLabel(fields.edition)).toHaveValue('2');

  // The earlier listing's cover as the first photo, kept by its key: the phone neither downloads nor uploads it.
  await page.getByRole('button', { name: sellMessages.lookup.useCover }).tap();
  const tile = page.getByTestId('photo-tile').first();
  await expect(tile).toHaveAttribute('data-name', 'cover-from-earlier-listing.jpg');
  await expect(tile.getByRole('img')).toHaveAttribute('src', cover.url);

  await page.getByLabel('Condition').selectOption('GOOD');
  await page.getByLabel(fields.description).fill('My copy: a few pencil notes in chapter 2.');
  await page.getByLabel(fields.price).fill('300');
  const created = page.waitForResponse((response) => response.url().includes('/api/v1/books/create/'));
  await page.getByRole('button', { name: fields.submit, exact: true }).tap();
  await page.getByRole('button', { name: sellMessages.noLocationDialog.continue }).tap();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    isbn: ISBN,
    name: earlier.name,
    author: 'H. C. Verma',
    price: 300,
    book_image: cover.key,
    images: [cover.key],
  });
  await expect(page.getByTestId('sell-submitted')).toBeVisible();
  expect(uploads).toEqual([]);

  // The listed book shows that cover: the API copied the earlier listing's image into it, byte for byte.
  const { id } = (await response.json()) as { id: number };
  const imageOf = async (bookId: number) => {
    const detail = (await (await page.request.get(`/api/v1/books/${bookId}/`)).json()) as { book_image: string };
    return (await page.request.get(detail.book_image)).body();
  };
  const listed = await imageOf(id);
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.equals(await imageOf(earlier.id))).toBe(true);
});
