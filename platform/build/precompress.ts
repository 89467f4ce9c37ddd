import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipAsync } from '@gfx/zopfli';
import type { RsbuildPlugin } from '@rsbuild/core';

// wasm too: Sell's barcode reader (issue 40) is 1.09 MB as built and 0.46 MB gzipped.
const COMPRESSIBLE = /\.(js|css|svg|wasm)$/;
/** Below this nginx's own gzip is as good, and the file is not worth a second copy. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes a `.gz` beside every content-hashed asset (dist/static/), compressed once with Zopfli: gzip that every browser
 * reads, ~3.5 % smaller than nginx's on-the-fly gzip, which serves these files as they are (`gzip_static on`).
 * Files that are not hashed (index.html, remoteEntry.js, manifests) are left to nginx: they change in place.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'booknook:precompress',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        if (api.context.action !== 'build') return;
        // Only what browsers download: a server bundle is read by the renderer, uncompressed.
        const browserDists = Object.values(environments)
          .filter((environment) => environment.config.output.target === 'web')
          .map((environment) => environment.distPath);
        const files = (await Promise.all(browserDists.map((dist) => filesUnder(path.join(dist, 'static'))))).flat();
        for (const file of files.filter((name) => COMPRESSIBLE.test(name))) {
          if ((await stat(file)).size < MIN_BYTES) continue;
          // One iteration: nearly all of Zopfli's gain at a fraction of its default time.
          await writeFile(`${file}.gz`, await gzipAsync(await readFile(file), { numiterations: 1 }));
        }
      });
    },
  };
}
