// Image benchmark (docs/architecture.md §7: images on a browse page ≤ 300 KB at 375 px DPR 2 with real phone
// photos; a book page's image ≤ 250 KB). Needs `npm run build`.
//
// Starts the built API serving the built site (WEB_ROOT) on a throw-away embedded database with
// the demo data, then:
//  1. lists six real-size phone photos (4000 × 3000 JPEG, 3–4 MB; bench/phone-photos.mjs) as a
//     member would, one after the other, timing each from the upload grant to its appearance in
//     GET /books/ (upload with processing, create, a moderator's accept, browse);
//  2. uploads six more at once (six sellers together) while a client asks GET /api/v1/health
//     every 20 ms, and prints that request's latency against the same client on an idle server:
//     processing runs on libuv's thread pool behind a bounded queue, not on the event loop;
//  3. opens /books and a book page as a guest in Chromium at 375 × 812 (DPR 2) and 1440 × 900
//     (DPR 1), scrolls to the bottom, and sums the bytes of every image the page downloaded.
//
//  4. uploads 12 MB, 4 MB and 1 MB phone photos from the sell form with the uplink throttled to 750 kbps, before
//     (the original sent as it is) and after issue 27 (shrunk in the browser): bytes sent and seconds
//     (bench/phone-uploads.mjs).
//
// node bench/images.mjs        (`--keep` leaves the server running for a look; `--uploads` runs step 4 alone)
/* global window, document -- the page.evaluate() callback runs in the page, not in Node */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { phonePhotos } from './phone-photos.mjs';
import { benchPhoneUploads, UPLINK_KBPS } from './phone-uploads.mjs';
import { CHROMIUM_PATH, chromiumArgs, root, startApi } from './site.mjs';

const MODERATOR = { email: 'moderator@booknook.local', password: 'moderator-password' };
const VIEWPORTS = [
  { name: '375 px, DPR 2', viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: '1440 px, DPR 1', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];
const BUDGET = { browse: 300 * 1024, detail: 250 * 1024 };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** The built API serving the built site, like `npm start`, on a throw-away database with the demo data. */
async function startSite() {
  const api = await startApi({ env: { WEB_ROOT: root, RATE_LIMIT_MULTIPLIER: '0', BROWSE_CACHE_SECONDS: '0' } });
  return { origin: `http://${api.address}`, stop: () => api.stop() };
}

/** A signed-in API client (cookies and the CSRF header, as the platform's client does). */
async function signIn(origin, credentials) {
  const cookies = new Map();
  const remember = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
  };
  const request = async (method, url, body) => {
    const headers = { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (method !== 'GET') headers['x-csrftoken'] = cookies.get('csrftoken') ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${origin}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    remember(response);
    return response;
  };
  await request('GET', '/api/v1/health');
  const login = await request('POST', '/api/v1/users/login/', credentials);
  if (!login.ok) throw new Error(`login ${login.status}`);
  return request;
}

const BOOK = {
  category: 'OTHER',
  condition: 'GOOD',
  description: 'Photographed with a phone; pick up near Thamel.',
  price: 350,
  is_school_book: false,
  is_college_book: false,
  is_bachlore_book: false,
};

/** Grant, upload (the local store processes it), create: the seller's part. Returns the id and the two timings. */
async function listBook(origin, member, photo, name) {
  const started = performance.now();
  const grant = await (await member('POST', `/api/v1/s3/get-upload-url?filename=${photo.name}`)).json();
  const form = new FormData();
  for (const [field, value] of Object.entries(grant.fields)) form.append(field, value);
  form.append('file', new Blob([photo.bytes], { type: 'image/jpeg' }), photo.name);
  const upload = await fetch(new URL(grant.url, origin), { method: 'POST', body: form });
  if (upload.status !== 204) throw new Error(`upload ${upload.status} ${await upload.text()}`);
  const uploaded = performance.now();
  const created = await member('POST', '/api/v1/books/create/', { ...BOOK, name, book_image: grant.key });
  if (created.status !== 201) throw new Error(`create ${created.status} ${await created.text()}`);
  const { id } = await created.json();
  return { id, uploadMs: uploaded - started, createMs: performance.now() - uploaded, started };
}

/** GET /api/v1/health every 20 ms until `until` settles: its latencies. */
async function probe(origin, until) {
  const latencies = [];
  let done = false;
  void until.finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    await fetch(`${origin}/api/v1/health`).then((r) => r.arrayBuffer());
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return latencies;
}

const describeLatencies = (values) =>
  `p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}, max ${ms(Math.max(...values))} (${values.length} requests)`;

/** Every image a page downloads (scrolled to the bottom, so lazy ones too): URL and bytes on the wire. */
async function pageImages(browser, origin, route, device) {
  const context = await browser.newContext({ ...device, name: undefined });
  const page = await context.newPage();
  const images = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image') return;
    const sizes = await request.sizes();
    images.push({ url: request.url().replace(origin, ''), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
  });
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  await context.close();
  return images;
}

const keep = process.argv.includes('--keep');
if (process.argv.includes('--uploads')) {
  const site = await startSite();
  try {
    console.log(`4. Phone photos from the sell form at ${UPLINK_KBPS} kbps up (load ${load()}):`);
    await benchPhoneUploads(site.origin);
  } finally {
    await site.stop();
  }
  process.exit(0);
}
console.log(`Load average before: ${load()}`);
const photos = await phonePhotos(root);
const originalBytes = photos.reduce((sum, photo) => sum + photo.bytes.length, 0);
console.log(
  `Six phone photos, 4000 × 3000 JPEG (three stored sideways with EXIF orientation 6): ${photos.map((p) => `${(p.bytes.length / 1e6).toFixed(2)} MB`).join(', ')}`,
);

const site = await startSite();
try {
  const member = await signIn(site.origin, { email: 'demo@booknook.local', password: 'demo-password' });
  const moderator = await signIn(site.origin, MODERATOR);

  console.log('\n1. Upload to listed, one photo at a time (grant → upload + processing → create → accept → in GET /books/):');
  const ids = [];
  for (const [index, photo] of photos.entries()) {
    const { id, uploadMs, createMs, started } = await listBook(site.origin, member, photo, photos[index].title);
    const acceptStarted = performance.now();
    const accepted = await moderator('POST', `/api/v1/moderation/books/${id}/accept/`);
    if (!accepted.ok) throw new Error(`accept ${accepted.status}`);
    const acceptMs = performance.now() - acceptStarted;
    const listed = await (await fetch(`${site.origin}/api/v1/books/?limit=6&ordering=-created`)).json();
    if (!listed.items.some((item) => item.id === id)) throw new Error('not listed');
    ids.push(id);
    console.log(
      `   ${photo.name}: upload + processing ${ms(uploadMs)}, create ${ms(createMs)}, accept ${ms(acceptMs)}; listed ${ms(performance.now() - started)} after the grant (load ${load()})`,
    );
  }

  console.log('\n2. Event loop while six photos are processed at once (GET /api/v1/health every 20 ms):');
  const idle = await probe(site.origin, new Promise((resolve) => setTimeout(resolve, 3000)));
  console.log(`   idle server:      ${describeLatencies(idle)}`);
  const burstStarted = performance.now();
  const burst = Promise.all(photos.map((photo, index) => listBook(site.origin, member, photo, `Burst ${index + 1}`)));
  const busy = await probe(site.origin, burst);
  const burstBooks = await burst;
  console.log(`   during the burst: ${describeLatencies(busy)}`);
  console.log(
    `   six uploads at once took ${ms(performance.now() - burstStarted)} in all (one processed at a time, IMAGE_CONCURRENCY=1); load ${load()}`,
  );
  for (const book of burstBooks) await member('DELETE', `/api/v1/books/${book.id}/`);

  console.log('\n3. Image bytes a guest downloads (Chromium, scrolled to the bottom):');
  console.log(`   before (every card downloading the original upload): ${kb(originalBytes)} for the six photos`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  let failed = false;
  try {
    for (const device of VIEWPORTS) {
      const browse = await pageImages(browser, site.origin, '/books', device);
      const browseTotal = browse.reduce((sum, image) => sum + image.bytes, 0);
      const detail = await pageImages(browser, site.origin, `/books/${ids[0]}`, device);
      const cover = detail.filter((image) => image.url.startsWith('/media/covers/'));
      const coverTotal = cover.reduce((sum, image) => sum + image.bytes, 0);
      failed ||= browseTotal > BUDGET.browse || coverTotal > BUDGET.detail;
      console.log(`   ${device.name}: /books ${kb(browseTotal)} in ${browse.length} images (budget ${kb(BUDGET.browse)})`);
      for (const image of browse) console.log(`      ${image.url}  ${kb(image.bytes)}`);
      console.log(
        `   ${device.name}: /books/${ids[0]} cover ${kb(coverTotal)} (budget ${kb(BUDGET.detail)}): ${cover.map((image) => image.url.split('/').pop()).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(`\n4. Phone photos from the sell form at ${UPLINK_KBPS} kbps up (load ${load()}):`);
  await benchPhoneUploads(site.origin);
  console.log(`\nLoad average after: ${load()}`);
  if (failed) {
    console.log('Over budget.');
    process.exitCode = 1;
  }
  if (keep) {
    console.log(`Site left running at ${site.origin} (Ctrl+C stops it).`);
    await new Promise((resolve) => process.once('SIGINT', resolve));
    await site.stop();
  }
} finally {
  if (!keep) await site.stop();
}
