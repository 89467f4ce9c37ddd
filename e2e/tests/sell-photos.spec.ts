import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { sizedPhonePhotos } from '../../bench/phone-photos.mjs';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { registerMember, signIn } from '../support/members';
import { screenshotAtWidths } from '../support/screenshots';
import { fillBook, makeJpeg, photoInput, photoMessages, recordRequests, sellText, uploadPhotos } from '../support/sell-helpers';
import { REPO_ROOT } from '../support/stack-config';

// Issue 27: photos from a phone on a slow uplink. Each photo is shrunk in the browser (Chromium's own decoder and
// canvas) before it is sent; what reaches the store is checked here byte for byte.

const UPLINK_KBPS = 750;
const kathmandu = { latitude: 27.7172, longitude: 85.324, accuracy: 25 };

/**
 * Keeps a copy of every photo the page hands to XMLHttpRequest (the upload's FormData: the grant's key and the file),
 * so the test sees exactly the bytes sent (Chromium does not report a request body made of blobs).
 */
async function recordSentPhotos(page: Page) {
  await page.addInitScript(() => {
    const sent: { key: string; base64: string }[] = [];
    const timings: { key: string; sent: number; done?: number }[] = [];
    Object.assign(window, { sentPhotos: sent, uploadTimings: timings, photosChosenAt: 0 });
    // When the phone hands the files over (Playwright's own transfer of 18 MB into the page comes before this).
    document.addEventListener(
      'change',
      (event) => {
        if ((event.target as HTMLElement | null)?.id === 'sell-photos') Object.assign(window, { photosChosenAt: Date.now() });
      },
      true,
    );
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      if (body instanceof FormData && body.get('file') instanceof Blob) {
        const keyField = body.get('key');
        const key = typeof keyField === 'string' ? keyField : '';
        const reader = new FileReader();
        reader.onload = () => sent.push({ key, base64: (reader.result as string).split(',')[1] ?? '' });
        reader.readAsDataURL(body.get('file') as Blob);
        const timing: { key: string; sent: number; done?: number } = { key, sent: Date.now() };
        timings.push(timing);
        this.addEventListener('loadend', () => {
          timing.done = Date.now();
        });
      }
      send.call(this, body);
    };
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { sentPhotos: { key: string; base64: string }[] }).sentPhotos)).map(
      ({ key, base64 }) => ({
        key,
        bytes: Buffer.from(base64, 'base64'),
      }),
    );
}

async function throttleUplink(page: Page, kbps: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: (10_000 * 1000) / 8,
    uploadThroughput: (kbps * 1000) / 8,
  });
}

/** The file names of the photos in the order the tiles show them. */
const tileNames = (page: Page) =>
  page.getByTestId('photo-tile').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-name')));

test.describe('with the location allowed', () => {
  test.use({ geolocation: kathmandu, permissions: ['geolocation'] });

  test('three phone photos (12 MB, 4 MB, 1 MB) go up shrunk in under 15 s at 750 kbps, in the order chosen', async ({ page }) => {
    test.setTimeout(180_000);
    const photos = await sizedPhonePhotos(REPO_ROOT);
    const member = await registerMember(page.request, 'phone');
    await signIn(page, member);
    const sentPhotos = await recordSentPhotos(page);
    await page.goto('/sell');
    await throttleUplink(page, UPLINK_KBPS);

    const started = Date.now();
    await photoInput(page).setInputFiles(photos.map((photo) => ({ name: photo.name, mimeType: 'image/jpeg', buffer: photo.bytes })));
    const tiles = page.getByTestId('photo-tile');
    await expect(tiles).toHaveCount(3);
    // Progress shows per photo while they go up.
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await expect(tiles.nth(0).getByText(photoMessages.uploaded)).toBeVisible({ timeout: 60_000 });
    await expect(tiles.getByText(photoMessages.makeCover)).toHaveCount(2, { timeout: 60_000 });
    const { timings, chosenAt } = await page.evaluate(() => {
      const state = window as unknown as { uploadTimings: { key: string; sent: number; done?: number }[]; photosChosenAt: number };
      return { timings: state.uploadTimings, chosenAt: state.photosChosenAt };
    });
    const finished = Math.max(...timings.map((t) => t.done ?? Date.now()));
    const seconds = (finished - chosenAt) / 1000;
    console.log(`Playwright handed the files to the page ${((chosenAt - started) / 1000).toFixed(1)} s after setInputFiles began`);
    console.log(
      timings
        .map((t) => `sent at ${((t.sent - chosenAt) / 1000).toFixed(1)} s, done at ${(((t.done ?? 0) - chosenAt) / 1000).toFixed(1)} s`)
        .join('; '),
    );

    const sent = await Promise.all(
      (await sentPhotos()).map(async ({ key, bytes }) => {
        const meta = await sharp(bytes).metadata();
        return {
          key,
          bytes: bytes.length,
          format: meta.format,
          width: meta.width,
          height: meta.height,
          exif: meta.exif,
          orientation: meta.orientation,
        };
      }),
    );
    const original = photos.reduce((sum, photo) => sum + photo.bytes.length, 0);
    const total = sent.reduce((sum, photo) => sum + photo.bytes, 0);
    console.log(
      `Three photos (${photos.map((p) => `${(p.bytes.length / 1e6).toFixed(1)} MB`).join(', ')}; ${(original / 1e6).toFixed(1)} MB) ` +
        `went up as ${sent.map((s) => `${Math.round(s.bytes / 1024)} KB ${s.width}×${s.height}`).join(', ')} ` +
        `(${Math.round(total / 1024)} KB) in ${seconds.toFixed(1)} s at ${UPLINK_KBPS} kbps up`,
    );
    // The issue's 15 s: what goes up takes under 10 s of the uplink itself, leaving the rest for decoding in the
    // browser and the server's variants. The seconds are logged here and measured by bench/images.mjs (step 4):
    // a shared machine's load must not fail a test (figures in docs/benchmarks.md).
    expect((total * 8) / (UPLINK_KBPS * 1000)).toBeLessThan(10);
    // The throttle held: the bytes cannot have gone faster than the uplink.
    expect(seconds).toBeGreaterThan((total * 8) / (UPLINK_KBPS * 1000) - 0.5);
    expect(sent).toHaveLength(3);
    for (const photo of sent) {
      expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(2048);
      // Re-encoded by the canvas: no EXIF block at all, so no GPS position and no orientation to apply.
      expect(photo.exif).toBeUndefined();
      expect(photo.orientation).toBeUndefined();
      expect(photo.bytes).toBeLessThan(600 * 1024);
    }
    // The 12 MB photo was stored sideways with EXIF orientation 6: it went up upright, portrait, at 2048 px.
    const portrait = sent.filter((photo) => photo.height > photo.width);
    expect(portrait.map((photo) => [photo.width, photo.height])).toEqual([[1536, 2048]]);

    // Reorder with the keyboard: the third photo's handle, space, two steps left, space: it is the cover.
    const [big, middle, small] = photos.map((photo) => photo.name);
    expect(await tileNames(page)).toEqual([big, middle, small]);
    await page.getByRole('button', { name: photoMessages.moveHandle(3), exact: true }).focus();
    for (const key of ['Space', 'ArrowLeft', 'ArrowLeft', 'Space']) {
      await page.keyboard.press(key);
      // As a person would: dnd kit measures the tiles when a photo is picked up and after each step.
      await page.waitForTimeout(250);
    }
    await expect.poll(() => tileNames(page)).toEqual([small, big, middle]);
    await expect(tiles.nth(0).getByText(photoMessages.cover)).toBeVisible();
    // And with the mouse: the second photo's handle dragged onto the third.
    const handle = (await page.getByRole('button', { name: photoMessages.moveHandle(2), exact: true }).boundingBox())!;
    const target = (await tiles.nth(2).boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
    await page.waitForTimeout(200);
    await page.mouse.up();
    await expect.poll(() => tileNames(page)).toEqual([small, middle, big]);
    const keyOf = (dims: [number, number]) => sent.find((photo) => photo.width === dims[0] && photo.height === dims[1])!.key;
    // Chosen: 12 MB (1536×2048), 4 MB (2048×1536), 1 MB (2000×1500); now 1 MB, 4 MB, 12 MB.
    const expected = [keyOf([2000, 1500]), keyOf([2048, 1536]), keyOf([1536, 2048])];

    await fillBook(page, {
      name: 'Organic Chemistry',
      category: 'Reference Book',
      condition: 'Good',
      description: 'Spine creased, notes in pencil.',
      price: '420',
    });
    await page.getByRole('button', { name: sellText.useLocation }).click();
    await expect(page.getByTestId('location-status')).toContainText(sellText.locationFound);
    await expectNoSeriousA11yViolations(page);
    await page.mouse.move(0, 0);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await screenshotAtWidths(page, 'sell-photos');
    await page.setViewportSize({ width: 1280, height: 900 });

    const created = page.waitForResponse((response) => response.url().includes('/api/v1/books/create/'));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as { book_image: string; images: string[] };
    expect(body.images).toEqual(expected);
    expect(body.book_image).toBe(expected[0]);
    const { id } = (await response.json()) as { id: number };
    const book = (await (await page.request.get(`/api/v1/books/${id}/`)).json()) as {
      images: { key: string; width: number; height: number }[];
    };
    expect(book.images.map((image) => image.key)).toEqual(expected);
    expect(book.images[2]!.height).toBeGreaterThan(book.images[2]!.width);
  });
});

test('the draft, photos included, survives a reload, Back and Forward, and a dropped upload is tried again', async ({ page }) => {
  const member = await registerMember(page.request, 'drafter');
  await signIn(page, member);
  await page.goto('/sell');
  // The first upload's connection drops: the picker tries once more, with a fresh grant.
  let dropped = 0;
  await page.route('**/api/v1/s3/upload/', async (route) => {
    if (dropped === 0) {
      dropped += 1;
      await route.abort('connectionreset');
    } else await route.continue();
  });
  const grants = recordRequests(page, '/s3/get-upload-url');
  await uploadPhotos(page, [
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page, 'Front') },
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page, 'Back') },
  ]);
  expect(dropped).toBe(1);
  expect(grants).toHaveLength(3);
  await page.getByLabel('Book name').fill('School Atlas of Nepal');
  await page.getByLabel(sellText.giveAway).check();
  await page.waitForTimeout(600);

  await page.reload();
  await expect(page.getByLabel('Book name')).toHaveValue('School Atlas of Nepal');
  await expect(page.getByLabel(sellText.giveAway)).toBeChecked();
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  await expect(page.getByTestId('photo-tile').nth(0).getByText(photoMessages.uploaded)).toBeVisible();
  // Uploads done before the reload are used as they are: no new grant.
  expect(grants).toHaveLength(3);

  await page.getByRole('banner').getByRole('link', { name: 'Browse Books' }).first().click();
  await expect(page).toHaveURL(/\/books$/);
  await page.goBack();
  await expect(page.getByLabel('Book name')).toHaveValue('School Atlas of Nepal');
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  await page.goForward();
  await expect(page).toHaveURL(/\/books$/);
  await page.goBack();
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);

  await fillBook(page, {
    name: 'School Atlas of Nepal',
    category: 'Reference Book',
    condition: 'Good',
    description: 'Free to a good home.',
  });
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog', { name: sellText.dialogTitle }).getByRole('button', { name: sellText.submitWithoutLocation }).click();
  await expect(page.getByTestId('sell-submitted')).toContainText(sellText.waitingForReview);
  // Listed: the draft is gone.
  await page.reload();
  await expect(page.getByLabel('Book name')).toHaveValue('');
  await expect(page.getByTestId('photo-tile')).toHaveCount(0);
});

test('an empty price cannot be submitted: a price, or “Give it away free”', async ({ page }) => {
  const member = await registerMember(page.request, 'pricer');
  await signIn(page, member);
  await page.goto('/sell');
  await uploadPhotos(page, [{ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page) }]);
  await fillBook(page, { name: 'Physics Part I', category: 'Text Book', condition: 'Good', description: 'NCERT, class 11.' });
  const creates = recordRequests(page, '/api/v1/books/create/');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const price = page.getByLabel('Price (Rs)');
  await expect(page.getByText('Enter a price, or choose “Give it away free”.')).toBeVisible();
  await expect(price).toBeFocused();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  expect(creates).toHaveLength(0);

  await page.getByLabel(sellText.giveAway).check();
  await expect(price).toBeDisabled();
  await expect(page.getByTestId('price-hint')).toContainText('Donate');
  const created = page.waitForResponse((response) => response.url().includes('/api/v1/books/create/'));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog', { name: sellText.dialogTitle }).getByRole('button', { name: sellText.submitWithoutLocation }).click();
  expect((await created).request().postDataJSON()).toMatchObject({ price: 0 });
});
