// The e2e stage: the journeys split over several stacks side by side (each its own PostgreSQL, API, renderer, nginx and
// copy of the builds; e2e/support/global-setup.ts), because one stack waits on its own round trips and leaves a core idle.
// Usage: node scripts/e2e-stacks.mjs [--stacks N] [--plan] [--record] [words picking specs by name]
//   E2E_STACKS (default 1) stacks on ports E2E_PORT (default 8090), +1, …; each stack runs its specs one at a time.
//   --plan: print which specs each stack would run, and stop.
//   --record: write each spec's duration from the last run's reports into e2e/spec-seconds.json (how specs are balanced).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const e2eDir = path.join(root, 'e2e');
const results = path.join(root, '.tmp', 'results');
const secondsFile = path.join(e2eDir, 'spec-seconds.json');
// A spec not yet measured counts as a middling one.
const UNMEASURED_SECONDS = 30;

const argValue = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
// One by default: one stack already keeps two cores busy, so a second only doubles each test's time (docs/development.md).
const stackCount = Math.max(1, Number(argValue('stacks') ?? process.env.E2E_STACKS ?? 1));
const basePort = Number(process.env.E2E_PORT ?? 8090);
const reportOf = (stack) => `e2e-stack-${stack + 1}`;

/** Seconds each spec took, per spec file, from the Playwright JSON reports of the stacks. */
function durationsFromReports() {
  const seconds = {};
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) for (const result of test.results) seconds[file] = (seconds[file] ?? 0) + result.duration / 1000;
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const name of readdirSync(results).filter((file) => /^e2e-stack-\d+\.json$/.test(file))) {
    const report = JSON.parse(readFileSync(path.join(results, name), 'utf8'));
    for (const suite of report.suites) walk(suite, suite.file);
  }
  return seconds;
}

if (process.argv.includes('--record')) {
  const measured = durationsFromReports();
  const rounded = Object.fromEntries(
    Object.entries(measured)
      .sort()
      .map(([file, s]) => [file, Math.round(s)]),
  );
  writeFileSync(secondsFile, `${JSON.stringify(rounded, null, 2)}\n`);
  console.log(`Recorded ${Object.keys(rounded).length} specs' durations in ${path.relative(root, secondsFile)}`);
  process.exit(0);
}

// Words on the command line (not options or their values) pick the specs whose names contain one of them.
const words = process.argv.slice(2).filter((arg, index, args) => !arg.startsWith('--') && args[index - 1] !== '--stacks');
const specs = readdirSync(path.join(e2eDir, 'tests')).filter(
  (file) => file.endsWith('.spec.ts') && (!words.length || words.some((word) => file.includes(word))),
);
const known = existsSync(secondsFile) ? JSON.parse(readFileSync(secondsFile, 'utf8')) : {};
const weight = (spec) => known[spec] ?? UNMEASURED_SECONDS;
// Specs that build or deploy remotes run rsbuild in the packages' folders: they share the first stack, one at a time.
const deploys = (spec) => /support\/(deploy|site-deploys)'/.test(readFileSync(path.join(e2eDir, 'tests', spec), 'utf8'));

/** Longest first onto the stack with the least work so far; the deploying specs all on the first. */
const stacks = Array.from({ length: stackCount }, () => ({ specs: [], seconds: 0 }));
for (const spec of specs.filter(deploys)) {
  stacks[0].specs.push(spec);
  stacks[0].seconds += weight(spec);
}
for (const spec of specs.filter((file) => !deploys(file)).sort((a, b) => weight(b) - weight(a))) {
  const lightest = stacks.reduce((best, stack) => (stack.seconds < best.seconds ? stack : best));
  lightest.specs.push(spec);
  lightest.seconds += weight(spec);
}

for (const [index] of stacks.entries()) rmSync(path.join(results, `${reportOf(index)}.json`), { force: true });
const started = Date.now();
console.log(
  `${stackCount} stack(s), load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
for (const [index, stack] of stacks.entries())
  console.log(`  stack ${index + 1} (port ${basePort + index}, about ${stack.seconds} s): ${stack.specs.join(' ')}`);
if (process.argv.includes('--plan')) process.exit(0);

/** One stack: Playwright over its specs, its lines prefixed so the two logs can be told apart. */
function runStack(stack, index) {
  if (!stack.specs.length) return Promise.resolve(0);
  const child = spawn('npx', ['playwright', 'test', ...stack.specs.map((spec) => `tests/${spec}`)], {
    cwd: e2eDir,
    env: { ...process.env, E2E_PORT: String(basePort + index), E2E_REPORT: reportOf(index) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = stackCount > 1 ? `[${index + 1}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) (stream === child.stdout ? process.stdout : process.stderr).write(`${prefix}${line}\n`);
    });
    stream.on('end', () => pending && process.stdout.write(`${prefix}${pending}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(stacks.map(runStack));

// One report for the stage (scripts/test.mjs counts it): the stacks' suites and their summed figures.
const merged = { suites: [], stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: Date.now() - started } };
for (const [index] of stacks.entries()) {
  const file = path.join(results, `${reportOf(index)}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  merged.suites.push(...report.suites);
  for (const key of ['expected', 'unexpected', 'flaky', 'skipped']) merged.stats[key] += report.stats[key];
}
writeFileSync(path.join(results, 'e2e.json'), JSON.stringify(merged));
const took = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  `e2e on ${stackCount} stack(s) took ${took} s; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
