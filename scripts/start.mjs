// `npm start`: the whole site from one Node process on http://localhost:8080 (PORT), with the embedded database.
// Builds whatever has not been built yet, then runs the API, which also serves the shell and the remotes and renders
// the pages on the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builds = [
  { workspace: 'api', output: 'api/dist/server.js' },
  // The server renderer is built with the shell (a build from before it renders in the browser only).
  { workspace: 'shell', output: 'shell/dist-server/renderer.js' },
  { workspace: 'mfe-browse', output: 'mfe-browse/dist/server/remoteEntry.js' },
  { workspace: 'mfe-sell', output: 'mfe-sell/dist/mf-manifest.json' },
  { workspace: 'mfe-account', output: 'mfe-account/dist/mf-manifest.json' },
];

for (const build of builds) {
  if (existsSync(path.join(root, build.output))) continue;
  console.log(`Building ${build.workspace} ...`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_ROOT: process.env.WEB_ROOT ?? root, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') },
});
// The server stops cleanly on SIGINT/SIGTERM (exit code 0), so pass them on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Killed by a signal it did not handle (SIGKILL from the OOM killer, SIGSEGV, ...): a crash, which
  // whatever supervises `npm start` must see. Reported the way a shell does: 128 + signal number.
  console.error(`The BookNook server was killed by ${signal}.`);
  process.exit(128 + (constants.signals[signal] ?? 0));
});
