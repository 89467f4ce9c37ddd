// Upload from a phone on a slow uplink (issue 27): for 12 MB, 4 MB and 1 MB phone photos (bench/phone-photos.mjs),
// the bytes sent and the seconds from the moment the page has the file to the store's answer, with Chromium's uplink
// throttled to 750 kbps (Network.emulateNetworkConditions), as the sell form sends them:
//  - before: the original file as it is (what the form did until issue 27; over 5 MB it was refused in the browser);
//  - after: the photo shrunk in the browser (2048 px at most, WebP) by the sell form itself.
/* global window, document, XMLHttpRequest -- the page.evaluate() callbacks run in the page */
import { chromium } from '@playwright/test';
import { sizedPhonePhotos } from './phone-photos.mjs';
import { CHROMIUM_PATH, chromiumArgs, DEMO_MEMBER, root } from './site.mjs';

export const UPLINK_KBPS = 750;
const OLD_LIMIT_BYTES = 5_242_880;

/** Records, in the page, each upload XMLHttpRequest: bytes of the file, when it was sent and when it ended, and its status. */
function recordUploads() {
  const uploads = [];
  window.benchUploads = uploads;
  window.photosChosenAt = 0;
  document.addEventListener('change', () => (window.photosChosenAt = performance.now()), true);
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) {
    if (body instanceof FormData && body.get('file') instanceof Blob) {
      const entry = { bytes: body.get('file').size, type: body.get('file').type, sent: performance.now() };
      uploads.push(entry);
      this.addEventListener('loadend', () => {
        entry.done = performance.now();
        entry.status = this.status;
      });
    }
    return send.call(this, body);
  };
}

/** Posts `base64` (the original photo) to a fresh JPEG grant as the old form did, and times it. */
async function postOriginal(page, base64) {
  return page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const grant = await (
      await fetch('/api/v1/s3/get-upload-url?filename=photo.jpg', { method: 'POST', headers: { 'X-CSRFToken': csrf } })
    ).json();
    const form = new FormData();
    for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
    const started = performance.now();
    const status = await new Promise((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', grant.url);
      xhr.addEventListener('loadend', () => resolve(xhr.status));
      xhr.send(form);
    });
    return { bytes: bytes.length, seconds: (performance.now() - started) / 1000, status };
  }, base64);
}

/** Chooses one photo in the sell form and times it until its upload ends. */
async function sendThroughForm(page, photo) {
  await page.goto('/sell');
  await page.locator('#sell-photos').setInputFiles({ name: photo.name, mimeType: 'image/jpeg', buffer: photo.bytes });
  await page.waitForFunction(() => window.benchUploads.some((upload) => upload.done), null, { timeout: 120_000 });
  return page.evaluate(() => {
    const [upload] = window.benchUploads;
    return { bytes: upload.bytes, type: upload.type, seconds: (upload.done - window.photosChosenAt) / 1000, status: upload.status };
  });
}

const kb = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

/** Runs both ways for the three photos against the site at `origin`; prints a table and returns its rows. */
export async function benchPhoneUploads(origin) {
  const photos = await sizedPhonePhotos(root);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  const rows = [];
  try {
    for (const photo of photos) {
      const context = await browser.newContext({ baseURL: origin, viewport: { width: 375, height: 812 } });
      await context.addInitScript(recordUploads);
      const page = await context.newPage();
      await page.goto('/');
      const login = await page.request.post('/api/v1/users/login/', { data: DEMO_MEMBER });
      if (!login.ok()) throw new Error(`login ${login.status()}`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 40,
        downloadThroughput: (10_000 * 1000) / 8,
        uploadThroughput: (UPLINK_KBPS * 1000) / 8,
      });
      const before =
        photo.bytes.length > OLD_LIMIT_BYTES ? { refused: true, bytes: 0 } : await postOriginal(page, photo.bytes.toString('base64'));
      const after = await sendThroughForm(page, photo);
      rows.push({ photo: photo.name, original: photo.bytes.length, before, after });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`   photo             original    before: sent, seconds            after: sent, seconds (${UPLINK_KBPS} kbps up)`);
  for (const { photo, original, before, after } of rows) {
    // Refused over 5 MB: sending it whole would have taken this long at the uplink's rate, before the server's 413.
    const wouldTake = ((original * 8) / (UPLINK_KBPS * 1000)).toFixed(0);
    const was = before.refused
      ? `refused (over 5 MB; ~${wouldTake} s to send)`
      : `${kb(before.bytes)}, ${before.seconds.toFixed(1)} s (${before.status})`;
    console.log(
      `   ${photo.padEnd(16)}  ${kb(original).padStart(9)}   ${was.padEnd(34)} ${kb(after.bytes)} ${after.type}, ${after.seconds.toFixed(1)} s (${after.status})`,
    );
  }
  return rows;
}
