// Dead taps (issue 26): on a phone with the CPU slowed 4× and slow 4G, does a tap made soon after a control is drawn,
// possibly before the page's JavaScript has hydrated it, do what the control says? Production build behind nginx with
// the production config and the real API on a throw-away embedded database with the demo data (as bench/lighthouse.mjs).
// Each probe opens a fresh phone context, waits for its control to be drawn, taps it T ms after navigation started (at
// once if it was drawn later) and waits up to 15 s for the effect; "dead" when none came.
//   node bench/dead-taps.mjs                            every probe, T = 700, 800, 1200, 2000 ms, 2 runs each
//   node bench/dead-taps.mjs --runs 1 --times 700,2000  fewer runs and tap times
//   node bench/dead-taps.mjs --probes 1,4               only these probes (numbers as printed)
//   node bench/dead-taps.mjs --before 6fa451a           that commit's build first (bench/previous-build.mjs), then this one
// Timings on a shared machine are noisy: it reports and exits 0.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, request } from '@playwright/test';
import { benchArgs, loadAverage } from './bench-args.mjs';
import { previousBuild } from './previous-build.mjs';
import { CHROMIUM_PATH, chromiumArgs, CPU_SLOWDOWN, DEMO_MEMBER, median, root, startSite, throttleLikeAPhone } from './site.mjs';

const args = benchArgs();
const RUNS = Number(args.runs ?? '2');
const TIMES = (args.times ?? '700,800,1200,2000').split(',').map(Number);
const PROBE_FILTER = args.probes?.split(',').map(Number) ?? null;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive whole number, not ${args.runs}`);
if (TIMES.some((time) => !Number.isFinite(time) || time < 0)) throw new Error(`--times must be milliseconds, not ${args.times}`);

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const EFFECT_TIMEOUT = 15_000;
/** How long a control may take to be drawn before the probe calls it absent. */
const DRAW_TIMEOUT = 30_000;
/** The longest one probe may take, from its navigation to its effect or its end. */
const PROBE_TIMEOUT = 120_000;

for (const dir of ['api', 'shell', 'mfe-browse', 'mfe-sell', 'mfe-account']) {
  if (!existsSync(path.join(root, dir, 'dist'))) {
    console.error(`${dir}/dist is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** False instead of an error while the page navigates away under the locator. */
const visible = (locator) => locator.isVisible().catch(() => false);
const bookCards = (page) => page.locator('[data-testid="book-card"]');
const pageNumber = (page) => Number(new URL(page.url()).searchParams.get('page') ?? 1);

/**
 * Each probe: where it opens, the control it taps (`act` does the tapping) and how its effect shows. `before` is
 * read at tap time and handed to `done`, which is polled until it says true. `member`: signed in as the demo member.
 */
const PROBES = [
  {
    id: 1,
    name: 'Filters (/books)',
    path: () => '/books',
    control: (page) => page.getByRole('link', { name: /^filters/i }).or(page.getByRole('button', { name: /^filters/i })),
    before: (page) => page.url(),
    done: async (page, url) => page.url() !== url || (await visible(page.locator('#browse-filters'))),
  },
  {
    id: 2,
    name: 'Show more books',
    path: () => '/books',
    control: (page) => page.getByRole('link', { name: /show more/i }).or(page.getByRole('button', { name: /show more/i })),
    // Scrolling to the link may load the next page by itself once the page is live: any later page or more books counts.
    before: async (page) => ({ page: pageNumber(page), cards: await bookCards(page).count() }),
    done: async (page, before) =>
      pageNumber(page) > before.page ||
      (await bookCards(page)
        .count()
        .catch(() => 0)) > before.cards,
  },
  {
    id: 3,
    // At 375 px the sort select lives in the filter panel, which `?filters=open` renders open.
    name: 'Sort select',
    path: () => '/books?filters=open',
    control: (page) => page.getByLabel(/sort/i),
    act: (control) => control.selectOption({ index: 1 }),
    done: async (page) => new URL(page.url()).searchParams.has('ordering'),
  },
  {
    id: 4,
    name: 'Message seller (guest)',
    path: (book) => `/books/${book}`,
    control: (page) => page.getByRole('button', { name: /message/i }).or(page.getByRole('link', { name: /message/i })),
    done: async (page) => new URL(page.url()).pathname.startsWith('/login'),
  },
  {
    id: 5,
    name: 'Bookmark heart (member)',
    member: true,
    path: (book) => `/books/${book}`,
    control: (page) => page.getByTestId('bookmark-button'),
    done: async (_page, _before, { member, book }) => {
      const response = await member.get(`/api/v1/books/${book}/`);
      return response.ok() && (await response.json()).is_bookmarked === true;
    },
  },
].filter((probe) => !PROBE_FILTER || PROBE_FILTER.includes(probe.id));

/** The demo member's API session (Node side, unthrottled): its cookies go into each member probe's browser context. */
async function signInMember(baseURL) {
  const member = await request.newContext({ baseURL });
  const login = await member.post('/api/v1/users/login/', { data: DEMO_MEMBER });
  if (!login.ok()) throw new Error(`demo sign-in failed: ${login.status()} ${await login.text()}`);
  const { cookies } = await member.storageState();
  const csrf = cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  return {
    member,
    cookies,
    async unbookmark(book) {
      // 404 when it was not bookmarked: fine, the point is that it is not now.
      await member.delete('/api/v1/bookmarks/', { data: { book_id: book }, headers: { 'x-csrftoken': csrf } });
      const check = await (await member.get(`/api/v1/books/${book}/`)).json();
      if (check.is_bookmarked !== false) throw new Error(`book ${book} is still bookmarked (${JSON.stringify(check.is_bookmarked)})`);
    },
  };
}

/** One tap: { drawn, tappedAt, effect } in ms (effect: from the tap to the effect, null when dead), or { absent: true }. */
async function probeOnce(browser, baseURL, probe, tapAt, site) {
  const context = await browser.newContext({ baseURL, ...PHONE });
  try {
    if (probe.member) await context.addCookies(site.session.cookies);
    const page = await context.newPage();
    await throttleLikeAPhone(context, page);
    const start = Date.now();
    await page.goto(probe.path(site.book), { waitUntil: 'commit', timeout: 60_000 });
    const control = probe.control(page).first();
    const drawnOk = await control.waitFor({ state: 'visible', timeout: DRAW_TIMEOUT }).then(
      () => true,
      () => false,
    );
    if (!drawnOk) return { absent: true };
    const drawn = Date.now() - start;
    await sleep(tapAt - (Date.now() - start));
    const before = await probe.before?.(page);
    const tappedAt = Date.now() - start;
    // A tap that cannot even be made (the control never became tappable) is as dead as one that does nothing.
    // `force`: a finger taps what it sees, whether or not the page's code has made the control ready (aria-disabled).
    const tapped = await (probe.act ?? ((target) => target.tap({ force: true, timeout: EFFECT_TIMEOUT })))(control).then(
      () => true,
      (error) => console.error(`  ${probe.id}. tap failed: ${error.message.split('\n')[0]}`),
    );
    if (tapped !== true) return { drawn, tappedAt, effect: null };
    const memberSite = { member: site.session?.member, book: site.book };
    for (;;) {
      const elapsed = Date.now() - start - tappedAt;
      if (await probe.done(page, before, memberSite).catch(() => false)) return { drawn, tappedAt, effect: elapsed };
      if (elapsed > EFFECT_TIMEOUT) return { drawn, tappedAt, effect: null };
      await sleep(probe.member ? 100 : 50);
    }
  } finally {
    await context.close();
    if (probe.member) await site.session.unbookmark(site.book);
  }
}

const loadAtStart = loadAverage();
/** The builds measured: `--before <ref>`'s (exported and built once under .tmp/bench-before/), then this checkout's. */
const builds = [
  ...(args.before ? [{ label: `before (${args.before})`, repo: previousBuild(args.before).dir }] : []),
  { label: 'this build', repo: root },
];
const measured = [];
for (const build of builds) measured.push({ label: build.label, ...(await measure(build.repo)) });

/** Every probe at every tap time on one build: { rows, notes }. */
async function measure(repo) {
  let site = null;
  let browser = null;
  let session = null;
  const rows = [];
  const notes = [];
  try {
    site = await startSite({ repo });
    const book = site.bookId;
    if (!book) throw new Error('the demo data has no visible book');
    if (PROBES.some((probe) => probe.member)) {
      session = await signInMember(site.url);
      await session.unbookmark(book);
    }
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
    const probed = { book, session };
    // One discarded load first: the API's first queries and Chromium's first start are not what a visitor waits for.
    if (PROBES.length)
      await probeOnce(browser, site.url, { ...PROBES[0], member: false, done: async () => true }, 0, probed).catch(() => null);

    for (const probe of PROBES) {
      let absent = false;
      for (const time of TIMES) {
        const results = [];
        for (let run = 0; run < RUNS && !absent; run += 1) {
          // A probe that hangs (once, for minutes, in Playwright) is reported as dead rather than stopping the run.
          const result = await Promise.race([
            probeOnce(browser, site.url, probe, time, probed),
            sleep(PROBE_TIMEOUT).then(() => ({ drawn: Number.NaN, tappedAt: time, effect: null })),
          ]);
          if (result.absent) absent = true;
          else results.push(result);
        }
        if (absent) break;
        rows.push({ probe, time, results });
        const summary = results.map((r) => (r.effect === null ? 'dead' : `${r.effect} ms`)).join(', ');
        console.error(`  ${probe.id}. ${probe.name} at ${time} ms: ${summary}`);
      }
      if (absent) notes.push(`${probe.id}. ${probe.name}: no such control within ${DRAW_TIMEOUT / 1000} s of navigation: skipped.`);
    }
  } finally {
    await browser?.close();
    await session?.member.dispose();
    await site?.stop();
  }
  return { rows, notes };
}

const columns = [26, 7, 16, 16, 11, 20];
const line = (cells) => cells.map((cell, i) => (i ? String(cell).padStart(columns[i]) : String(cell).padEnd(columns[i]))).join('');
console.log(
  `\nDead taps: 375 px phone, slow 4G (150 ms RTT, 1.6 Mbps down), CPU ÷ ${CPU_SLOWDOWN}; ${RUNS} run${RUNS > 1 ? 's' : ''} per tap time,` +
    ` effect awaited up to ${EFFECT_TIMEOUT / 1000} s. Times in ms since navigation started.`,
);
for (const { label, rows, notes } of measured) {
  console.log(`\n${label}`);
  console.log(line(['probe', 'T', 'drawn at', 'tapped at', 'responded', 'tap → effect (med)']));
  for (const { probe, time, results } of rows) {
    const alive = results.filter((r) => r.effect !== null).map((r) => r.effect);
    const range = (key) => {
      const values = results.map((r) => r[key]);
      return Math.min(...values) === Math.max(...values) ? `${values[0]}` : `${Math.min(...values)}–${Math.max(...values)}`;
    };
    console.log(
      line([
        `${probe.id}. ${probe.name}`,
        time,
        range('drawn'),
        range('tappedAt'),
        `${alive.length} of ${results.length}`,
        alive.length ? `${Math.round(median(alive))} ms` : 'dead',
      ]),
    );
  }
  for (const note of notes) console.log(note);
}
console.log(`Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end.`);
