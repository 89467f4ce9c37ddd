// Image queue benchmark (issue 35, point 5): how long another member's small photo waits for its
// upload to be processed
//  1. sent 1.5 s after a 116 KB PNG of 1 × 60,000,000 pixels, and
//  2. sent once one member has 12 phone photos (4000 × 3000 JPEG) in the queue at once,
// on the build of `--before <ref>` (default main) and on this checkout's build (`npm run build -w api` first),
// each a throw-away embedded database with the demo data, IMAGE_CONCURRENCY=1. The two members are the demo
// member (A) and the moderator (B). Prints the figures and the load average beside them.
//
// node bench/image-queue.mjs [--before main] [--after-only]
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { benchArgs, loadAverage } from './bench-args.mjs';
import { phonePhotos } from './phone-photos.mjs';
import { previousBuild } from './previous-build.mjs';
import { root, startApi } from './site.mjs';

const args = benchArgs();
const BEFORE_REF = 'after-only' in args ? undefined : (args.before ?? 'main');
const MEMBER_A = { email: 'demo@booknook.local', password: 'demo-password' };
const MEMBER_B = { email: 'moderator@booknook.local', password: 'moderator-password' };
const BACKLOG = 12;

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An 8-bit greyscale PNG of one level, written directly (sharp takes about a minute for 1 × 60,000,000). */
function greyPng(width, height) {
  const chunk = (type, data) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(data.length, 0);
    header.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([header.subarray(4), data])), 0);
    return Buffer.concat([header, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth; colour type 0: greyscale
  const row = Buffer.alloc(width + 1, 0xa5);
  row[0] = 0;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const rows = Buffer.alloc(row.length * height, row);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A signed-in API client (cookies and the CSRF header). */
async function signIn(origin, credentials) {
  const cookies = new Map();
  const request = async (method, url, body) => {
    const headers = { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (method !== 'GET') headers['x-csrftoken'] = cookies.get('csrftoken') ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${origin}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
    return response;
  };
  await request('GET', '/api/v1/health');
  const login = await request('POST', '/api/v1/users/login/', credentials);
  if (!login.ok) throw new Error(`login ${login.status}`);
  return request;
}

/** Grant and upload (the local store processes it before answering): status, detail and milliseconds from the upload's start. */
async function upload(origin, member, bytes, filename) {
  const grant = await (await member('POST', `/api/v1/s3/get-upload-url?filename=${filename}`)).json();
  const form = new FormData();
  for (const [field, value] of Object.entries(grant.fields)) form.append(field, value);
  form.append('file', new Blob([bytes], { type: filename.endsWith('.png') ? 'image/png' : 'image/jpeg' }), filename);
  const started = performance.now();
  let response;
  try {
    response = await fetch(new URL(grant.url, origin), { method: 'POST', body: form });
  } catch (error) {
    return { status: 'no answer', detail: String(error.cause?.message ?? error.message), ms: performance.now() - started };
  }
  const ms = performance.now() - started;
  const detail = response.status === 204 ? '' : ((await response.json().catch(() => ({}))).detail ?? '');
  return { status: response.status, detail, ms };
}

/** A fresh API of `repo` (IMAGE_CONCURRENCY=1), signed in as A and B, for `scenario`; stopped after it. */
async function withApi(repo, scenario) {
  // Connections are kept open up to 300 s without a byte (75 s by default), so that a long wait is measured, not cut.
  const env = { RATE_LIMIT_MULTIPLIER: '0', IMAGE_CONCURRENCY: '1', SOCKET_IDLE_TIMEOUT_SECONDS: '300' };
  const api = await startApi({ repo, env });
  const origin = `http://${api.address}`;
  try {
    await scenario(origin, await signIn(origin, MEMBER_A), await signIn(origin, MEMBER_B));
  } finally {
    await api.stop();
  }
}

async function measure(label, repo, { tall, small, photos }) {
  await withApi(repo, async (origin, a, b) => {
    const alone = await upload(origin, b, small, 'small.jpg');
    console.log(`\n${label}: B's ${small.length} B JPEG alone: ${alone.status} in ${seconds(alone.ms)} (load ${loadAverage()})`);
    const tallUpload = upload(origin, a, tall, 'tall.png');
    await sleep(1500);
    const behindTall = await upload(origin, b, small, 'small.jpg');
    const tallResult = await tallUpload;
    const said = tallResult.detail ? ` ("${tallResult.detail}")` : '';
    console.log(
      `  1. A's 1 × 60,000,000 PNG (${(tall.length / 1024).toFixed(0)} KB): ${tallResult.status} in ${seconds(tallResult.ms)}${said}`,
    );
    console.log(`     B's JPEG sent 1.5 s later: ${behindTall.status} after ${seconds(behindTall.ms)} (load ${loadAverage()})`);
  });
  await withApi(repo, async (origin, a, b) => {
    const started = performance.now();
    const backlog = Array.from({ length: BACKLOG }, (_, i) => upload(origin, a, photos[i % photos.length].bytes, 'phone.jpg'));
    await sleep(500);
    const behindBacklog = await upload(origin, b, small, 'small.jpg');
    const results = await Promise.all(backlog);
    const accepted = results.filter((r) => r.status === 204);
    const busy = results.filter((r) => r.status === 503);
    const lastA = Math.max(...accepted.map((r) => r.ms));
    console.log(
      `  2. A's ${BACKLOG} phone photos at once: ${accepted.length} processed (the last after ${seconds(lastA)}), ${busy.length} answered 503${busy[0] ? ` ("${busy[0].detail}")` : ''}`,
    );
    console.log(
      `     B's JPEG sent 0.5 s later: ${behindBacklog.status} after ${seconds(behindBacklog.ms)}; all done ${seconds(performance.now() - started)} after A's first (load ${loadAverage()})`,
    );
  });
}

console.log(`Load average before: ${loadAverage()}`);
const photos = await phonePhotos(root);
const tall = greyPng(1, 60_000_000);
const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6ea5' } })
  .jpeg()
  .toBuffer();
if (BEFORE_REF) await measure(`Before (${BEFORE_REF})`, previousBuild(BEFORE_REF, 'api').dir, { tall, small, photos });
await measure('After (this checkout)', root, { tall, small, photos });
console.log(`\nLoad average after: ${loadAverage()}`);
