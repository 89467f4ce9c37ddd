// `npm test`: every check of the project, in the order that fails fastest, with one summary line at the end.
// Stages: format → lint → shared package versions → type-check → unit tests (front end) → API tests (PGlite + PostgreSQL) → production build
// → bundle budgets → e2e (nginx + PostgreSQL) → e2e N-1 (the cross-remote journeys with each remote at its previous release).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.tmp', 'results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const typecheckTargets = ['contract', 'design-system', 'platform', 'shell', 'mfe-browse', 'mfe-sell', 'mfe-account', 'api', 'e2e'];

const stages = [
  { name: 'format check', cmd: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'shared package versions', cmd: ['node', 'scripts/shared-versions.mjs'] },
  { name: 'script tests', cmd: ['node', '--test', 'scripts/shared-versions.test.mjs', 'scripts/versions-follow-runtime.test.mjs'] },
  ...typecheckTargets.map((dir) => ({ name: `typecheck ${dir}`, cmd: ['npx', 'tsc', '-p', dir, '--noEmit'] })),
  { name: 'unit tests', cmd: ['npx', 'jest', '--ci', '--json', `--outputFile=${path.join(results, 'unit.json')}`], report: 'unit.json' },
  {
    name: 'API tests',
    cmd: ['npx', 'jest', '--ci', '--json', `--outputFile=${path.join(results, 'api.json')}`],
    cwd: 'api',
    report: 'api.json',
  },
  { name: 'production build', cmd: ['npm', 'run', 'build'] },
  { name: 'bundle budgets', cmd: ['node', 'bench/bundle.mjs', '--no-build'] },
  { name: 'e2e', cmd: ['npx', 'playwright', 'test'], cwd: 'e2e', report: 'e2e.json' },
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
for (const stage of stages) {
  if (only.length && !only.some((word) => stage.name.includes(word))) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${stage.name}`);
  const run = spawnSync(stage.cmd[0], stage.cmd.slice(1), { cwd: path.join(root, stage.cwd ?? '.'), stdio: 'inherit', env: process.env });
  const counts = stage.report ? countsOf(stage.report) : null;
  if (counts) for (const key of Object.keys(total)) total[key] += counts[key];
  const ok = run.status === 0;
  if (!ok) failedStages.push(stage.name);
  console.log(
    `${ok ? '✔' : '✘'} ${stage.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)${counts ? `: ${counts.passed} passed, ${counts.failed} failed` : ''}`,
  );
  if (!ok && !counts) total.failed += 1; // a failed check that has no test count still counts as a failure
}

console.log(
  `\nAll stages took ${((Date.now() - started) / 1000).toFixed(0)} s.${failedStages.length ? ` Failed: ${failedStages.join(', ')}` : ''}`,
);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedStages.length ? 1 : 0);
