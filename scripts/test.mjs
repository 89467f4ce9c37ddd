// `npm test`: every check of the project, in the order that fails fastest, with one summary line at the end.
// Stages: format → lint → shared package versions → type-check → unit tests (front end) → API tests (PGlite + PostgreSQL) → production build
// → bundle budgets → e2e (nginx + PostgreSQL, scripts/e2e-stacks.mjs) → e2e N-1 (the cross-remote journeys with each remote at its
// previous release). Stages with the same `group` run two at a time (each is one process that keeps one core busy), their output
// printed whole as each ends; the others run alone, in order.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.tmp', 'results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const typecheckTargets = ['contract', 'design-system', 'platform', 'shell', 'mfe-browse', 'mfe-sell', 'mfe-account', 'api', 'e2e'];

const stages = [
  { name: 'format check', group: 'static', cmd: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'lint', group: 'static', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'shared package versions', group: 'static', cmd: ['node', 'scripts/shared-versions.mjs'] },
  {
    name: 'script tests',
    group: 'static',
    cmd: ['node', '--test', 'scripts/shared-versions.test.mjs', 'scripts/versions-follow-runtime.test.mjs', 'scripts/front-doors.test.mjs'],
  },
  ...typecheckTargets.map((dir) => ({ name: `typecheck ${dir}`, group: 'static', cmd: ['npx', 'tsc', '-p', dir, '--noEmit'] })),
  // Two workers on two cores: a test waits on its database about half the time (jest's default is cores - 1).
  {
    name: 'unit tests',
    cmd: ['npx', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${path.join(results, 'unit.json')}`],
    report: 'unit.json',
  },
  {
    name: 'API tests',
    cmd: ['npx', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${path.join(results, 'api.json')}`],
    cwd: 'api',
    report: 'api.json',
  },
  { name: 'production build', cmd: ['npm', 'run', 'build'] },
  { name: 'bundle budgets', cmd: ['node', 'bench/bundle.mjs', '--no-build'] },
  { name: 'e2e', cmd: ['node', 'scripts/e2e-stacks.mjs'], report: 'e2e.json' },
  { name: 'e2e N-1 (each remote at its previous release)', cmd: ['node', 'scripts/e2e-previous.mjs'], report: 'e2e-n-1.json' },
];

function countsOf(file) {
  const full = path.join(results, file);
  if (!existsSync(full)) return null;
  const report = JSON.parse(readFileSync(full, 'utf8'));
  if (report.stats)
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests };
}

const only = process.argv.slice(2);
const total = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];
const started = Date.now();
const GROUP_CONCURRENCY = 2;

/** Runs one stage; `buffered` keeps its output until it ends, so stages running together do not interleave. */
function runStage(stage, buffered) {
  const t0 = Date.now();
  if (!buffered) console.log(`\n▶ ${stage.name}`);
  const child = spawn(stage.cmd[0], stage.cmd.slice(1), {
    cwd: path.join(root, stage.cwd ?? '.'),
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: process.env,
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      if (buffered) process.stdout.write(`\n▶ ${stage.name}\n${Buffer.concat(output).toString()}`);
      const counts = stage.report ? countsOf(stage.report) : null;
      if (counts) for (const key of Object.keys(total)) total[key] += counts[key];
      const ok = code === 0;
      if (!ok) failedStages.push(stage.name);
      console.log(
        `${ok ? '✔' : '✘'} ${stage.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)${counts ? `: ${counts.passed} passed, ${counts.failed} failed` : ''}`,
      );
      if (!ok && !counts) total.failed += 1; // a failed check that has no test count still counts as a failure
      resolve();
    }),
  );
}

/** A group's stages, GROUP_CONCURRENCY at a time. */
async function runGroup(group) {
  const queue = [...group];
  const lane = async () => {
    while (queue.length) await runStage(queue.shift(), true);
  };
  await Promise.all(Array.from({ length: Math.min(GROUP_CONCURRENCY, group.length) }, lane));
}

const chosen = stages.filter((stage) => !only.length || only.some((word) => stage.name.includes(word)));
for (let index = 0; index < chosen.length;) {
  const stage = chosen[index];
  if (!stage.group) {
    await runStage(stage, false);
    index += 1;
    continue;
  }
  let end = index;
  while (end < chosen.length && chosen[end].group === stage.group) end += 1;
  const group = chosen.slice(index, end);
  await runGroup(group);
  index += group.length;
}

console.log(
  `\nAll stages took ${((Date.now() - started) / 1000).toFixed(0)} s.${failedStages.length ? ` Failed: ${failedStages.join(', ')}` : ''}`,
);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedStages.length ? 1 : 0);
