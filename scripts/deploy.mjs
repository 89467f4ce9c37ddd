// `npm run deploy -- <remote> [--canary N] | promote <remote> | rollback <remote> | status` and `npm run rollback -- <remote>`:
// the API's deploy command (api/src/commands/deploy.ts, docs/deploys.md), building the API first if it is not built.
// The site it publishes into is SITE_DIR (default ./site, where `npm start` serves it from).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'api', 'dist', 'commands', 'deploy.js');
if (!existsSync(entry)) {
  console.error('Building api ...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, stdio: ['ignore', process.stderr, 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// A --from folder named relative to where npm was run from (npm runs scripts from the root).
const cwd = process.env.INIT_CWD ?? process.cwd();
const args = process.argv.slice(2).map((arg, index, all) => (all[index - 1] === '--from' ? path.resolve(cwd, arg) : arg));
const child = spawn(process.execPath, [entry, ...args], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    WEB_ROOT: process.env.WEB_ROOT ?? root,
    SITE_DIR: path.resolve(cwd, process.env.SITE_DIR ?? path.join(root, 'site')),
  },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
