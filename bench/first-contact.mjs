// First contact (issue 36): seconds from a guest's tap on "Message seller" on a book page to the message delivered (the
// API has stored it, so the seller sees it), on a 375 px touch phone on slow 4G (400 ms RTT, 400 kb/s each way, as
// Lighthouse's slow 4G) with the CPU slowed 4×. Production build behind nginx with the production config and the real
// API on a throw-away embedded database with the demo data (bench/site.mjs); mail is read from the API's outbox folder.
// Fields are filled at once and mail is read as soon as it is written: the figure is what the person waits for, not
// their typing. Each flow is scripted as that build offers it and its steps (taps and fields) are counted:
//   before (--before <ref>, e.g. 2923238): Message seller leads to Sign In, its Register link to Register (seven
//     fields), which lands on Sign In; the confirmation link from the mail, its page's Confirm my address and then
//     Sign in, the email and password, Sign In lands on Home; the book is
//     opened again by its address (one step here; a person searches or goes back through the history), Message seller,
//     the message, Send.
//   after (this checkout): Message seller, email, Continue with email, the mailed code, a name, Continue lands in the
//     conversation about the book with a first line offered, Send.
//   node bench/first-contact.mjs --before 2923238 --runs 3
// Timings on a shared machine are noisy: it reports and exits 0.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { benchArgs, loadAverage } from './bench-args.mjs';
import { previousBuild } from './previous-build.mjs';
import { CHROMIUM_PATH, chromiumArgs, median, root, startSite } from './site.mjs';

const args = benchArgs();
const RUNS = Number(args.runs ?? '3');
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive whole number, not ${args.runs}`);

/** Lighthouse's slow 4G, applied for real through CDP: 400 ms RTT, 400 kb/s down and up; the CPU slowed 4×. */
const SLOW_4G = { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const STEP_TIMEOUT = 120_000;

/** The newest mail in the API's outbox to `to` whose subject matches. */
async function mailTo(dataDir, to, subject) {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + STEP_TIMEOUT;
  while (Date.now() < deadline) {
    let files = [];
    try {
      files = readdirSync(outbox).sort().reverse();
    } catch {
      // Not made before the first mail.
    }
    for (const file of files.filter((name) => name.includes(to))) {
      const mail = await simpleParser(readFileSync(path.join(outbox, file)));
      if (subject.test(mail.subject ?? '')) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

/** Counts the person's steps: each tap and each field filled. */
function person(page) {
  let steps = 0;
  return {
    tap: async (locator) => {
      steps += 1;
      await locator.first().tap({ timeout: STEP_TIMEOUT });
    },
    fill: async (locator, value) => {
      steps += 1;
      await locator.first().fill(value, { timeout: STEP_TIMEOUT });
    },
    open: async (url) => {
      steps += 1;
      await page.goto(url, { timeout: STEP_TIMEOUT });
    },
    get steps() {
      return steps;
    },
  };
}

/** Resolves when the API has answered a new message with 201 (it is stored; the seller's inbox shows it). */
const delivered = (page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/messages\/?$/.test(new URL(response.url()).pathname) && response.status() === 201,
    { timeout: STEP_TIMEOUT * 3 },
  );

/** The flow before issue 36: register, confirm by the mailed link, sign in, find the book again, message. */
async function flowBefore(page, site, email, who) {
  const unique = email.split('@')[0].replace(/\W/g, '');
  await who.tap(page.getByRole('button', { name: 'Message seller' }));
  await page.waitForURL(/\/login$/, { timeout: STEP_TIMEOUT });
  await who.tap(page.getByRole('main').getByRole('link', { name: 'Register' }));
  await page.waitForURL(/\/register$/, { timeout: STEP_TIMEOUT });
  await who.fill(page.getByLabel('First name'), 'Sunita');
  await who.fill(page.getByLabel('Last name'), 'Rai');
  await who.fill(page.getByLabel('Username'), `sunita${unique}`.slice(0, 30));
  await who.fill(page.getByLabel('Email'), email);
  await who.fill(page.getByLabel('Password', { exact: true }), 'a long passphrase');
  await who.fill(page.getByLabel('Location'), 'Patan');
  await who.fill(page.getByLabel('Phone number'), '+977 9801234567');
  await page.getByText('Username is available.').waitFor({ timeout: STEP_TIMEOUT });
  await who.tap(page.getByRole('button', { name: 'Register' }));
  await page.waitForURL(/\/login$/, { timeout: STEP_TIMEOUT });
  const mail = await mailTo(site.dataDir, email, /^Confirm your email address/);
  const link = new URL(/https?:\/\/\S+verify\S*/.exec(mail.text ?? '')[0]);
  await who.open(`${site.url}${link.pathname}${link.search}${link.hash}`);
  // The confirmation page asks for one tap (so that a mail scanner opening the link does not use it up), then ends in
  // "Sign in · Go to the home page" (a link or a button, by version).
  await who.tap(page.getByRole('button', { name: 'Confirm my address' }));
  await who.tap(page.getByRole('link', { name: /^sign in$/i }).or(page.getByRole('button', { name: /^sign in$/i })));
  await page.waitForURL(/\/login$/, { timeout: STEP_TIMEOUT });
  const emailBox = page.getByLabel('Email');
  if ((await emailBox.inputValue({ timeout: STEP_TIMEOUT })) !== email) await who.fill(emailBox, email);
  await who.fill(page.getByLabel('Password', { exact: true }), 'a long passphrase');
  await who.tap(page.getByRole('button', { name: 'Sign In' }));
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: STEP_TIMEOUT });
  await who.open(`${site.url}/books/${site.bookId}`);
  await who.tap(page.getByRole('button', { name: 'Message seller' }));
  const box = page.getByRole('textbox', { name: 'Message', exact: true });
  await who.fill(box, 'Hi, is this book still available?');
  const sent = delivered(page);
  await who.tap(page.getByRole('button', { name: 'Send' }));
  await sent;
}

/** The flow after issue 36: Continue with email, the mailed code and a name, straight into the conversation. */
async function flowAfter(page, site, email, who) {
  await who.tap(page.getByRole('button', { name: 'Message seller' }));
  await who.fill(page.getByLabel('Email'), email);
  await who.tap(page.getByRole('button', { name: 'Continue with email' }));
  const mail = await mailTo(site.dataDir, email, /is your BookNook code$/);
  await who.fill(page.getByLabel('Code from the email'), /^(\d{6}) /.exec(mail.subject)[1]);
  await who.fill(page.getByLabel('Your name'), 'Sunita');
  await who.tap(page.getByRole('button', { name: 'Continue', exact: true }));
  const box = page.getByRole('textbox', { name: 'Message', exact: true });
  await box.waitFor({ timeout: STEP_TIMEOUT });
  // The first line is offered in the box: nothing to type.
  const sent = delivered(page);
  await who.tap(page.getByRole('button', { name: 'Send' }));
  await sent;
}

async function measure(browser, site, flow, run) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(`${site.url}/books/${site.bookId}`, { waitUntil: 'networkidle', timeout: STEP_TIMEOUT });
    const email = `bench.${site.label}.${run}.${Date.now().toString(36)}@example.com`;
    const who = person(page);
    const start = performance.now();
    await flow(page, site, email, who);
    return { seconds: (performance.now() - start) / 1000, steps: who.steps };
  } finally {
    await context.close();
  }
}

const stacks = [];
const loadAtStart = loadAverage();
try {
  if (args.before) {
    const before = previousBuild(args.before);
    stacks.push({ label: 'before', ref: `${args.before} (${before.commit.slice(0, 12)})`, flow: flowBefore, repo: before.dir });
  }
  stacks.push({ label: 'after', ref: 'this checkout', flow: flowAfter, repo: root });
  for (const stack of stacks) Object.assign(stack, await startSite({ repo: stack.repo }), { label: stack.label });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  try {
    // Builds take turns within each round, so that a noisy minute on the machine spreads over both.
    for (let run = 1; run <= RUNS; run += 1) {
      for (const stack of stacks) {
        const result = await measure(browser, stack, stack.flow, run);
        (stack.results ??= []).push(result);
        console.log(
          `run ${run}/${RUNS} ${stack.label.padEnd(6)} ${result.seconds.toFixed(1)} s, ${result.steps} steps, load ${loadAverage()}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  for (const stack of stacks) await stack.stop?.();
}

console.log(
  `\nFirst contact on a 375 px touch phone, slow 4G (${SLOW_4G.latency} ms RTT, 400 kb/s down and up), CPU ÷ ${CPU_SLOWDOWN}: ` +
    `from the tap on Message seller to the message stored by the API; median of ${RUNS} run${RUNS > 1 ? 's' : ''}.`,
);
for (const stack of stacks) {
  const seconds = stack.results.map((result) => result.seconds);
  console.log(
    `${stack.label.padEnd(6)} ${median(seconds).toFixed(1)} s (runs ${seconds.map((value) => value.toFixed(1)).join(' / ')}), ` +
      `${stack.results[0].steps} steps: ${stack.ref}`,
  );
}
console.log(`Load average ${loadAtStart} at the start, ${loadAverage()} at the end.`);
