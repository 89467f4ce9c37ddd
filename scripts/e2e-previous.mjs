// The N-1 journeys (docs/deploys.md, "QA across versions"): each remote at its previous release, against the current
// shell and API. Builds the previous releases (scripts/previous-release.mjs), then runs the journeys that cross
// remotes with those builds deployed into the e2e stack's site. A stage of `npm test`, after the e2e stage.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['mfe-browse', 'mfe-sell', 'mfe-account'];
/** Journeys that cross remotes: what an older partner must keep working. Remote-internal details are each team's own. */
export const CROSS_REMOTE_JOURNEYS = ['tests/composition.spec.ts', 'tests/between-visits.spec.ts', 'tests/account-messages.spec.ts'];

const out = path.join(root, '.tmp', 'n-1');
mkdirSync(out, { recursive: true });
const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'previous-release.mjs'), ...REMOTES, '--out', out], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);
const releases = path.join(out, 'releases.jsonl');
writeFileSync(releases, build.stdout);
for (const line of build.stdout.split('\n').filter(Boolean)) {
  const { remote, version, commit } = JSON.parse(line);
  console.log(`N-1 of ${remote}: ${version} (${commit.slice(0, 12)})`);
}
const extra = process.argv.slice(2);
const run = spawnSync('npx', ['playwright', 'test', ...CROSS_REMOTE_JOURNEYS, ...extra], {
  cwd: path.join(root, 'e2e'),
  stdio: 'inherit',
  env: { ...process.env, E2E_PREVIOUS_RELEASES: releases },
});
process.exit(run.status ?? 1);
