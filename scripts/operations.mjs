// `npm run backup` and `npm run restore -- ARCHIVE [--force]`: the API's commands with the settings
// `npm start` uses (DATA_DIR defaults to ./data here too), building the API first if it is not built.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command, ...args] = process.argv.slice(2);
if (command !== 'backup' && command !== 'restore') {
  console.error('Usage: node scripts/operations.mjs backup | restore ARCHIVE [--force]');
  process.exit(2);
}
const entry = path.join(root, 'api', 'dist', 'commands', `${command}.js`);
if (!existsSync(entry)) {
  console.error('Building api ...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, stdio: ['ignore', process.stderr, 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// An archive named relative to where npm was run from (npm runs scripts from the root).
const cwd = process.env.INIT_CWD ?? process.cwd();
const resolved = args.map((arg) => (arg.startsWith('-') ? arg : path.resolve(cwd, arg)));
const child = spawn(process.execPath, [entry, ...resolved], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
