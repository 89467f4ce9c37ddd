// Page-load benchmark (docs/architecture.md §7): Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown, Moto G Power
// screen) against `/`, `/books` and `/books/:id` as a first-time guest, on the production build behind nginx with
// the production config and the real API on a throw-away embedded database with the demo data. Prints the median of
// N runs per route, what costs the most in the median run, and a second, independent CLS measurement: Playwright with
// a layout-shift PerformanceObserver at 375 px and 1440 px (N passes each), scrolling to the bottom so lazy images load.
// Timings on a shared machine are noisy, so it exits 0 whatever the verdict unless --strict is given, and every run
// measures the previous build beside this one, in turns ("before" and "after" in one table, same machine, same minutes).
//   node bench/lighthouse.mjs                    this build's dist/ folders vs the previous build, 3 runs per route
//   node bench/lighthouse.mjs --build --runs 5   build first (npm run build), 5 runs per route
//   node bench/lighthouse.mjs --before main      the build to compare with: a git ref (default: the merge base with
//                                                main, i.e. what this branch started from; on main itself, HEAD~1),
//                                                exported and built once under .tmp/bench-before/; --before none skips it
//   node bench/lighthouse.mjs --routes /books/:id   only the listed routes (comma-separated labels)
//   node bench/lighthouse.mjs --strict           exit 1 when a §7 budget is missed (judged on this build)
// Every run's report is written to .tmp/lighthouse/ (JSON and HTML) for a closer look.
/* global window, document -- recordShifts() and the page.evaluate() callbacks run in the page, not in Node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import './iterator-helpers.mjs';
import { previousBuild } from './previous-build.mjs';
import { CHROMIUM_PATH, chromiumArgs, CPU_SLOWDOWN, median, root, startSite, throttleLikeAPhone } from './site.mjs';

/** docs/architecture.md §7 budgets. */
const SCORE_BUDGET = 95;
const CLS_BUDGET = 0.05;

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 && argv[index + 1] && !argv[index + 1].startsWith('--') ? argv[index + 1] : fallback;
};
const RUNS = Number(option('runs', '3'));
/** `--routes /books/:id,/books`: measure only these of the three routes (labels as printed). */
const ROUTE_FILTER = option('routes', null)?.split(',');
const STRICT = argv.includes('--strict');
/** The previous build: the commit this branch started from (on main, the commit before). */
function defaultBefore() {
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
  const base = git('merge-base', 'HEAD', 'main');
  return base && base !== git('rev-parse', 'HEAD') ? base : 'HEAD~1';
}
const BEFORE_OPTION = option('before', defaultBefore());
const BEFORE_REF = BEFORE_OPTION === 'none' ? null : BEFORE_OPTION;
const REPORT_DIR = path.join(root, '.tmp', 'lighthouse');
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive whole number, not ${option('runs')}`);

/** The CLS passes (N per screen): a phone and a desktop, both on a slow network and CPU so that late content can shift. */
const VIEWPORTS = [
  { name: '375 px', viewport: { width: 375, height: 812 } },
  { name: '1440 px', viewport: { width: 1440, height: 900 } },
];

if (argv.includes('--build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
for (const dir of ['api', 'shell', 'mfe-browse', 'mfe-sell', 'mfe-account']) {
  if (!existsSync(path.join(root, dir, 'dist'))) {
    console.error(`${dir}/dist is missing: run \`npm run build\` first, or pass --build.`);
    process.exit(1);
  }
}

const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const slug = (routePath) => routePath.replace(/^\//, '').replace(/[/:]+/g, '-') || 'home';

/** The figures printed per run, from a Lighthouse result. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    js: scripts?.transferSize ?? Number.NaN,
  };
}

/** A DOM node as Lighthouse describes it: its selector, or failing that its snippet. */
const nodeLabel = (node) => (node ? `${node.selector ?? node.snippet ?? node.nodeLabel ?? '?'}` : '?');

const shortUrl = (url) => {
  try {
    return new URL(url).pathname;
  } catch {
    return String(url);
  }
};

/** The few rows of an audit's details worth printing under its title. */
function detailLines(audit) {
  const items = audit.details?.items ?? [];
  switch (audit.id) {
    case 'unused-javascript':
      return items.slice(0, 4).map((item) => `${shortUrl(item.url)}: ${kb(item.wastedBytes)} unused of ${kb(item.totalBytes)}`);
    case 'bootup-time':
      return items.slice(0, 4).map((item) => `${shortUrl(item.url)}: ${ms(item.total)} CPU (${ms(item.scripting)} evaluation)`);
    case 'mainthread-work-breakdown':
      return [
        items
          .slice(0, 4)
          .map((item) => `${item.groupLabel} ${ms(item.duration)}`)
          .join(', '),
      ];
    case 'render-blocking-insight':
    case 'cache-insight':
    case 'image-delivery-insight':
      return items.slice(0, 4).map((item) => shortUrl(item.url));
    case 'lcp-discovery-insight': {
      const checklist = items.find((item) => item.type === 'checklist')?.items ?? {};
      return Object.values(checklist)
        .filter((check) => !check.value)
        .map((check) => `not met: ${check.label}`);
    }
    case 'cls-culprits-insight': {
      const rows = items.find((item) => item.type === 'table')?.items ?? [];
      return rows.filter((row) => row.node?.type === 'node').map((row) => `${row.score.toFixed(3)} ${nodeLabel(row.node)}`);
    }
    default:
      return [];
  }
}

/**
 * What a run says costs the most: the audits that fail (score < 0.9), biggest estimated savings first, with their
 * main rows; then the LCP element and its phases. Metrics and hidden audits are left out (layout shifts are in
 * "Layout shift culprits").
 */
function costs(lhr) {
  const lines = [];
  const shown = lhr.categories.performance.auditRefs.filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden');
  const failing = shown
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => {
      const savings = audit.metricSavings ?? {};
      return { audit, savingMs: (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0), cls: savings.CLS ?? 0 };
    })
    .sort((a, b) => b.savingMs - a.savingMs || b.cls - a.cls);
  for (const { audit } of failing) {
    const savingsText = Object.entries(audit.metricSavings ?? {})
      .filter(([, value]) => value > 0)
      .map(([metric, value]) => (metric === 'CLS' ? `CLS ${value.toFixed(3)}` : `${metric} ${ms(value)}`))
      .join(', ');
    lines.push({
      text: `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${savingsText ? `: saves ${savingsText}` : ''}`,
    });
    for (const text of detailLines(audit)) lines.push({ text, sub: true });
  }
  const lcpItems = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const lcpNode = lcpItems.find((item) => item.type === 'node');
  const phases = lcpItems.find((item) => item.type === 'table')?.items ?? [];
  if (lcpNode || phases.length) {
    lines.push({ text: `LCP element: ${nodeLabel(lcpNode)}${phases.length ? ' (phases as observed, before simulated throttling)' : ''}` });
    if (phases.length)
      lines.push({ text: phases.map((phase) => `${phase.label ?? phase.subpart} ${ms(phase.duration)}`).join(', '), sub: true });
  }
  const erred = Object.values(lhr.audits).filter((audit) => audit.scoreDisplayMode === 'error');
  if (erred.length) lines.push({ text: `Audits that failed to run: ${erred.map((audit) => audit.id).join(', ')}` });
  return lines;
}

/** Runs in the page before any script: records every layout shift not caused by input, with the elements that moved. */
function recordShifts() {
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName.toLowerCase() : '(removed)';
    const id = node.id ? `#${node.id}` : '';
    const classes =
      typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${node.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ''}`;
  };
  const rect = (r) => `${Math.round(r.y)}+${Math.round(r.height)}`;
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts.push({
        value: entry.value,
        time: entry.startTime,
        sources: entry.sources.map((source) => `${describe(source.node)} y ${rect(source.previousRect)} → ${rect(source.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as Chrome reports it: the largest session window (shifts < 1 s apart, window ≤ 5 s). */
function sessionWindowCls(shifts) {
  let worst = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.time - b.time)) {
    if (shift.time - last > 1000 || shift.time - first > 5000) {
      current = 0;
      first = shift.time;
    }
    current += shift.value;
    last = shift.time;
    worst = Math.max(worst, current);
  }
  return worst;
}

async function measureCls(browser, baseURL, routePath, { viewport }) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await page.addInitScript(recordShifts);
  await throttleLikeAPhone(context, page);
  await page.goto(routePath, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.locator('h1').first().waitFor();
  // Scroll like a reader, a screen at a time, so that every lazy image enters the viewport and loads.
  for (let step = 0; step < 60; step += 1) {
    const atBottom = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (atBottom) break;
    await page.mouse.wheel(0, Math.round(viewport.height * 0.8));
    await page.waitForTimeout(300);
  }
  await page.waitForLoadState('networkidle');
  // Lazy images the reader scrolled past while they were still placeholders stay unloaded, as in a real browser.
  const settled = () =>
    [...document.images].every((image) => {
      const rect = image.getBoundingClientRect();
      const near = rect.bottom > -window.innerHeight && rect.top < 2 * window.innerHeight;
      return image.complete || (image.loading === 'lazy' && !near);
    });
  await page.waitForFunction(settled, null, { timeout: 60_000 });
  await page.waitForTimeout(1000); // shifts are reported after the frame that draws them
  const shifts = await page.evaluate(() => window.__layoutShifts);
  const images = await page.evaluate(() => document.images.length);
  await context.close();
  return { cls: sessionWindowCls(shifts), total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts, images };
}

/** One build of the site behind nginx with the production config, and the book whose page is measured. */
async function startStack(label, repo) {
  const port = process.env.BENCH_PORT && label === 'after' ? Number(process.env.BENCH_PORT) : undefined;
  const site = await startSite({ repo, port });
  if (!site.bookId) {
    await site.stop();
    throw new Error('the demo data has no visible book');
  }
  return {
    label,
    url: site.url,
    routes: [
      { label: '/', path: '/' },
      { label: '/books', path: '/books' },
      { label: '/books/:id', path: `/books/${site.bookId}` },
    ].filter((route) => !ROUTE_FILTER || ROUTE_FILTER.includes(route.label)),
    stop: () => site.stop(),
  };
}

const loadAtStart = loadavg()[0];
const before = BEFORE_REF ? previousBuild(BEFORE_REF) : null;
const stacks = [];
/** build label → route label → { path, runs: [{ figures, lhr }], cls: [...] } */
const results = new Map();
let environment = null;

try {
  if (before) stacks.push(await startStack('before', before.dir));
  stacks.push(await startStack('after', root));
  for (const stack of stacks)
    results.set(stack.label, new Map(stack.routes.map((route) => [route.label, { path: route.path, runs: [], cls: [] }])));

  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const audit = async (url) => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: ['json', 'html'],
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
      return result;
    };
    // One discarded run per build first: the API's first queries and Chromium's first start are not what a visitor waits for.
    process.stdout.write('Lighthouse warm-up runs… ');
    for (const stack of stacks) await audit(`${stack.url}/`);
    console.log('done.');
    // Routes and builds take turns within each round, so that a noisy minute on the machine spreads over all of them.
    for (let run = 1; run <= RUNS; run += 1) {
      for (const index of stacks[0].routes.keys()) {
        for (const stack of stacks) {
          const { label, path: routePath } = stack.routes[index];
          const { lhr, report } = await audit(stack.url + routePath);
          const row = figures(lhr);
          results.get(stack.label).get(label).runs.push({ figures: row, lhr });
          writeFileSync(path.join(REPORT_DIR, `${stack.label}-${slug(label)}-${run}.json`), report[0]);
          writeFileSync(path.join(REPORT_DIR, `${stack.label}-${slug(label)}-${run}.html`), report[1]);
          environment ??= lhr;
          console.log(
            `run ${run}/${RUNS} ${stack.label.padEnd(6)} ${label.padEnd(11)} score ${row.score}, LCP ${ms(row.lcp)}, TBT ${ms(row.tbt)}, CLS ${row.cls.toFixed(3)}, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, load ${loadavg()[0].toFixed(1)}`,
          );
        }
      }
    }
  } finally {
    await chrome.kill();
  }

  // The independent CLS pass: the build being measured only (it is the slow part of the run).
  const after = stacks.at(-1);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  try {
    for (const route of after.routes) {
      for (const viewport of VIEWPORTS) {
        const passes = [];
        for (let run = 1; run <= RUNS; run += 1) passes.push(await measureCls(browser, after.url, route.path, viewport));
        results
          .get('after')
          .get(route.label)
          .cls.push({ viewport: viewport.name, cls: median(passes.map((pass) => pass.cls)), passes });
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  for (const stack of stacks) await stack.stop();
}

const settings = environment.configSettings;
console.log(
  `\nLighthouse ${environment.lighthouseVersion}, ${settings.formFactor} preset (${settings.throttlingMethod} throttling: ` +
    `${settings.throttling.rttMs} ms RTT, ${Math.round(settings.throttling.throughputKbps)} kbps, CPU ×${settings.throttling.cpuSlowdownMultiplier}), ` +
    `${environment.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}; median of ${RUNS} run${RUNS > 1 ? 's' : ''} per route, as a guest` +
    (before ? `; before = ${BEFORE_REF} (${before.commit.slice(0, 12)}), after = this checkout, measured in turns in the same run:` : ':'),
);
const header = ['route', 'build', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'JS transferred', 'benchmarkIndex'];
const widths = [12, 8, 7, 9, 9, 9, 8, 13, 16, 16];
const line = (cells) => cells.map((cell, i) => (i > 1 ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]))).join('');
console.log(line(header));
const medians = new Map();
for (const route of stacks.at(-1).routes) {
  for (const stack of stacks) {
    const { runs } = results.get(stack.label).get(route.label);
    const pick = (key) => median(runs.map((run) => run.figures[key]));
    const row = {
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      si: pick('si'),
      js: pick('js'),
    };
    const index = Math.round(median(runs.map((run) => run.lhr.environment.benchmarkIndex)));
    if (stack.label === 'after') medians.set(route.label, row);
    console.log(
      line([route.label, stack.label, row.score, ms(row.fcp), ms(row.lcp), ms(row.tbt), row.cls.toFixed(3), ms(row.si), kb(row.js), index]),
    );
  }
}
for (const stack of stacks) {
  const runs = [...results.get(stack.label)].map(([label, { runs: r }]) => `${label} ${r.map((run) => run.figures.score).join('/')}`);
  console.log(`Scores per run (${stack.label}): ${runs.join(', ')}.`);
}
const benchmarkIndexes = [...results.values()].flatMap((routes) =>
  [...routes.values()].flatMap(({ runs }) => runs.map((run) => run.lhr.environment.benchmarkIndex)),
);
console.log(
  `Machine: benchmarkIndex median ${Math.round(median(benchmarkIndexes))} (lower means a slower or busier CPU, and so a worse TBT), ` +
    `load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end on ${availableParallelism()} cores.`,
);

console.log('\nWhat costs the most after (the median-scoring run of each route; reports in .tmp/lighthouse/):');
for (const [label, { runs }] of results.get('after')) {
  const sorted = [...runs].sort((a, b) => a.figures.score - b.figures.score);
  const { lhr } = sorted[Math.floor((sorted.length - 1) / 2)];
  console.log(`${label}`);
  for (const { text, sub } of costs(lhr)) console.log(sub ? `      ${text}` : `  - ${text}`);
}

console.log(
  `\nCLS measured by Playwright with a layout-shift observer (slow 4G, CPU ÷ ${CPU_SLOWDOWN}, scrolled to the bottom), ` +
    `median of ${RUNS} pass${RUNS > 1 ? 'es' : ''}; the shifts listed are the worst pass's:`,
);
for (const [label, { cls }] of results.get('after')) {
  for (const { viewport, cls: medianCls, passes } of cls) {
    const worst = passes.reduce((a, b) => (b.cls > a.cls ? b : a));
    console.log(
      `${label.padEnd(12)}${viewport.padStart(8)}  CLS ${medianCls.toFixed(3)} (passes ${passes.map((pass) => pass.cls.toFixed(3)).join('/')}; ` +
        `worst: ${worst.shifts.length} shift${worst.shifts.length === 1 ? '' : 's'} adding up to ${worst.total.toFixed(3)}, ${worst.images} images)`,
    );
    const biggest = [...worst.shifts].sort((a, b) => b.value - a.value).slice(0, 3);
    for (const shift of biggest) {
      console.log(
        `    ${shift.value.toFixed(4)} at ${Math.round(shift.time)} ms: ${shift.sources.slice(0, 3).join('; ') || '(no source)'}`,
      );
    }
  }
}

const misses = [];
for (const [label, row] of medians) {
  if (row.score < SCORE_BUDGET) misses.push(`${label}: Lighthouse performance ${row.score} < ${SCORE_BUDGET}`);
  if (row.cls >= CLS_BUDGET) misses.push(`${label}: Lighthouse CLS ${row.cls.toFixed(3)} ≥ ${CLS_BUDGET}`);
  for (const measured of results.get('after').get(label).cls) {
    if (measured.cls >= CLS_BUDGET) misses.push(`${label} at ${measured.viewport}: CLS ${measured.cls.toFixed(3)} ≥ ${CLS_BUDGET}`);
  }
}
console.log(`\ndocs/architecture.md §7: Lighthouse performance ≥ ${SCORE_BUDGET} and CLS < ${CLS_BUDGET} on every route.`);
if (misses.length) {
  console.log(`Verdict: missed\n- ${misses.join('\n- ')}`);
  if (STRICT) process.exit(1);
  console.log('(Reported, not gated: timings vary on a shared machine. --strict makes a miss exit 1.)');
} else {
  console.log('Verdict: within budget.');
}
