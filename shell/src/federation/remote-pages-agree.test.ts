/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteRoutes } from './remote-routes';

// The shell names the remotes' pages (RemotePageId, remoteRoutes) and each remote exposes them in its
// rsbuild.config.ts. Two lists of one fact: this test holds them together, so a page renamed or added
// on one side fails here rather than as a blank route in production.

const REMOTE_PACKAGES = ['mfe-browse', 'mfe-sell', 'mfe-account'];

function exposedPages(packageName: string): string[] {
  const config = readFileSync(path.join(__dirname, '..', '..', '..', packageName, 'rsbuild.config.ts'), 'utf8');
  const name = /name:\s*'([^']+)'/.exec(config)?.[1];
  const exposes = /exposes:\s*\{([^}]*)\}/.exec(config)?.[1] ?? '';
  return [...exposes.matchAll(/'\.\/(\w+)'\s*:/g)].map((match) => `${name ?? '?'}/${match[1] ?? '?'}`);
}

describe("the shell's remote pages", () => {
  it('are exactly the pages the remotes expose', () => {
    const exposed = REMOTE_PACKAGES.flatMap(exposedPages).sort();
    const routed = [...new Set(remoteRoutes.map((route) => route.id))].sort();
    expect(exposed.length).toBeGreaterThan(0);
    expect(routed).toEqual(exposed);
  });
});
