// First paint against the page's own scripts (issue 36): when the scripts arrive before the browser's first frame (a
// fast or cached connection), does the server's HTML paint first, or only after the scripts have run? Production build
// behind nginx with the real API on a throw-away embedded database with the demo data (as bench/lighthouse.mjs), the
// CPU slowed 4× like Lighthouse's phone but the network left fast, which is when the race happens. Prints, per route,
// the first contentful paint (median and worst of N fresh loads), how many loads painted only after the first shared
// chunk had arrived, and the load average.
//   node bench/first-paint.mjs                     this checkout's build, 10 loads per route
//   node bench/first-paint.mjs --before c277a5b    that commit's build first (bench/previous-build.mjs), then this one
//   node bench/first-paint.mjs --runs 20
// Timings on a shared machine are noisy: it reports and exits 0.
import { chromium } from '@playwright/test';
import { benchArgs, loadAverage } from './bench-args.mjs';
import { previousBuild } from './previous-build.mjs';
import { CHROMIUM_PATH, chromiumArgs, CPU_SLOWDOWN, median, root, startSite, throttleLikeAPhone } from './site.mjs';

const args = benchArgs();
const RUNS = Number(args.runs ?? '10');
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive whole number, not ${args.runs}`);
// Lighthouse's phone (a Moto G Power's screen), as bench/lighthouse.mjs measures.
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };

/** One fresh load: its first contentful paint and when the last of the page's scripts so far had arrived. */
async function measure(browser, url) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await throttleLikeAPhone(context, page, { network: false });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 30_000 });
  const result = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0].startTime;
    const scripts = performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script');
    const firstChunk = Math.min(...scripts.filter((entry) => entry.name.includes('/async/')).map((entry) => entry.responseEnd));
    return { paint, firstChunk };
  });
  await context.close();
  return result;
}

const builds = [
  ...(args.before ? [{ label: `before (${args.before})`, repo: previousBuild(args.before).dir }] : []),
  { label: 'this checkout', repo: root },
];
const rows = [];
for (const build of builds) {
  const site = await startSite({ repo: build.repo });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  try {
    for (const [label, route] of [
      ['/', '/'],
      ['/books', '/books'],
      ['/books/:id', `/books/${site.bookId}`],
    ]) {
      await measure(browser, site.url + route); // warm nginx, the renderer and the API's caches
      const loads = [];
      for (let run = 0; run < RUNS; run += 1) loads.push(await measure(browser, site.url + route));
      const paints = loads.map((load) => load.paint);
      const late = loads.filter((load) => load.paint > load.firstChunk).length;
      rows.push({ build: build.label, route: label, median: median(paints), worst: Math.max(...paints), late, load: loadAverage() });
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}
console.log(`\nFirst contentful paint, CPU ÷ ${CPU_SLOWDOWN}, fast network, ${RUNS} fresh loads per route:`);
console.log('build                 route        median    worst   painted after a shared chunk arrived   load average');
for (const row of rows)
  console.log(
    `${row.build.padEnd(21)} ${row.route.padEnd(11)} ${`${row.median.toFixed(0)} ms`.padStart(8)} ${`${row.worst.toFixed(0)} ms`.padStart(8)}   ${`${row.late} of ${RUNS}`.padEnd(37)}  ${row.load}`,
  );
