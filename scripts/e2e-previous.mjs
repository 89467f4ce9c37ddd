// The N-1 journeys (docs/deploys.md, "QA across versions"), both ways a deploy meets an older partner:
//   1. each remote at its previous release, against the current shell and API;
//   2. today's remotes on the previous release of the shell (teams deploy remotes while the shell stays), unless the
//      deploy gate refuses them that shell by design (they need a singleton it does not provide: deploy the shell
//      first), which the stage reports instead of failing.
// Builds the previous releases (scripts/previous-release.mjs), then runs the journeys that cross remotes with them.
// A stage of `npm test`, after the production build and the e2e stage.
//   node scripts/e2e-previous.mjs [--shell-commit COMMIT] [--shell-only] [playwright options]
//   --shell-commit: the shell to run today's remotes on, instead of its previous release (to try an older live shell)
//   --shell-only: only the second direction
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['mfe-browse', 'mfe-sell', 'mfe-account'];
/** Journeys that cross remotes: what an older partner must keep working. Remote-internal details are each team's own. */
export const CROSS_REMOTE_JOURNEYS = ['tests/composition.spec.ts', 'tests/between-visits.spec.ts', 'tests/account-messages.spec.ts'];
const results = path.join(root, '.tmp', 'results');

const out = path.join(root, '.tmp', 'n-1');
mkdirSync(out, { recursive: true });
const args = process.argv.slice(2);
const shellCommitAt = args.indexOf('--shell-commit');
const shellCommit = shellCommitAt >= 0 ? args[shellCommitAt + 1] : undefined;
const shellOnly = args.includes('--shell-only');
const extra = args.filter(
  (arg, index) => arg !== '--shell-only' && (shellCommitAt < 0 || (index !== shellCommitAt && index !== shellCommitAt + 1)),
);

/** Builds the previous releases of `packages` (or `packages` at `commit`); one { remote, version, commit, dist } each. */
function buildPrevious(packages, commit) {
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'previous-release.mjs'), ...packages, '--out', out, ...(commit ? ['--at', commit] : [])],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  return build.stdout;
}

const playwright = (env) =>
  spawnSync('npx', ['playwright', 'test', ...CROSS_REMOTE_JOURNEYS, ...extra], {
    cwd: path.join(root, 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;

// 1. Each remote at its previous release, beside the current shell.
let remotesRun = 0;
if (!shellOnly) {
  const built = buildPrevious(REMOTES);
  const releases = path.join(out, 'releases.jsonl');
  writeFileSync(releases, built);
  for (const line of built.split('\n').filter(Boolean)) {
    const { remote, version, commit } = JSON.parse(line);
    console.log(`N-1 of ${remote}: ${version} (${commit.slice(0, 12)})`);
  }
  remotesRun = playwright({ E2E_PREVIOUS_RELEASES: releases });
}

// 2. Today's remotes on the previous shell, if the deploy gate lets them onto it.
const shell = JSON.parse(buildPrevious(['shell'], shellCommit).trim());
console.log(`\nN-1 of shell: ${shell.version} (${shell.commit.slice(0, 12)}): today's remotes on it`);
const { unsatisfiedSingletons, describeMismatches } = await import(path.join(root, 'api', 'dist', 'deploys', 'version-gate.js'));
const manifest = (dist) => JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
const refusals = REMOTES.map((remote) => [
  remote,
  unsatisfiedSingletons(manifest(path.join(root, remote, 'dist')), manifest(shell.dist)),
]).filter(([, mismatches]) => mismatches.length > 0);
let shellRun = 0;
if (refusals.length) {
  for (const [remote, mismatches] of refusals) console.log(describeMismatches(remote, mismatches));
  console.log(
    `N-1 of shell: not run. Today's remotes need singletons shell ${shell.version} does not provide, so the gate refuses ` +
      'to deploy them onto it: this release must deploy the shell first (docs/deploys.md, "The version gate").',
  );
} else {
  shellRun = playwright({ E2E_SHELL_ROOT: path.dirname(path.dirname(shell.dist)) });
  mergeShellReport();
}
process.exit(remotesRun || shellRun);

/** `npm test` counts e2e-n-1.json: the shell run's figures are added to it. */
function mergeShellReport() {
  const [main, extraReport] = ['e2e-n-1.json', 'e2e-n-1-shell.json'].map((name) => path.join(results, name));
  if (!existsSync(main) || !existsSync(extraReport)) return;
  const report = JSON.parse(readFileSync(main, 'utf8'));
  const { stats } = JSON.parse(readFileSync(extraReport, 'utf8'));
  for (const key of ['expected', 'unexpected', 'flaky', 'skipped']) report.stats[key] += stats[key];
  writeFileSync(main, JSON.stringify(report));
}
