import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A shared singleton as a Module Federation manifest lists it. */
export const shared = (name: string, version: string, requiredVersion = `^${version}`) => ({
  name,
  version,
  singleton: true,
  requiredVersion,
});

export const SHELL_SHARED = [shared('react', '19.3.1'), shared('react-dom', '19.3.1'), shared('@booknook/shared-ui', '0.1.0')];

/** A repository root with a built shell, and a site folder, both temporary. */
export function tempWorld() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-deploy-'));
  const webRoot = path.join(root, 'repo');
  const siteDir = path.join(root, 'site');
  write(path.join(webRoot, 'shell/dist/mf-manifest.json'), JSON.stringify({ name: 'shell', shared: SHELL_SHARED }));
  write(
    path.join(webRoot, 'shell/dist/remotes.json'),
    JSON.stringify({
      mfe_browse: '/remotes/browse/mf-manifest.json',
      mfe_sell: '/remotes/sell/mf-manifest.json',
      mfe_account: '/remotes/account/mf-manifest.json',
    }),
  );
  return { root, webRoot, siteDir, cleanUp: () => fs.rmSync(root, { recursive: true, force: true }) };
}

export function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A remote's build: a manifest requiring `sharedEntries`, a remote entry and one hashed chunk labelled `label`. */
export function fakeBuild(dir: string, label: string, sharedEntries = SHELL_SHARED): string {
  write(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mfe_browse', shared: sharedEntries }));
  write(path.join(dir, 'remoteEntry.js'), `var mfe_browse = "${label}";`);
  write(path.join(dir, `static/js/async/page.${label}.js`), `/* ${label} */`);
  return dir;
}

export function readJsonFile(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}
