import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/** What an operator reads at /remotes/<team>/version.json to know which build of a remote is deployed. */
export interface BuildInfo {
  name: string;
  version: string;
  /** BUILD_MARKER, else `<name>@<version>`; the same value the remote's pages carry in `data-build`. */
  build: string;
  builtAt: string;
}

/** Writes `version.json` beside the remote's `remoteEntry.js` (served no-cache, like it). */
export function pluginBuildInfo(info: Omit<BuildInfo, 'builtAt'>): RsbuildPlugin {
  return {
    name: 'booknook:build-info',
    setup(api) {
      api.onAfterBuild(async () => {
        if (api.context.action !== 'build') return;
        const body: BuildInfo = { ...info, builtAt: new Date().toISOString() };
        await writeFile(path.join(api.context.distPath, 'version.json'), `${JSON.stringify(body, null, 2)}\n`);
      });
    },
  };
}
