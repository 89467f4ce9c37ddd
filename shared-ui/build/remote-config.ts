import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginBuildInfo } from './build-info';
import { devProxy, federationAliases, federationShared, federationShareStrategy } from './federation';
import { pluginPrecompress } from './precompress';

export interface RemoteOptions {
  /** Federation name, also the key in the shell's /remotes.json. */
  name: string;
  /** Dev server port (DESIGN.md §2). */
  port: number;
  /** Page components this remote offers the shell: its whole public surface. */
  exposes: Record<string, string>;
  /** Page title of the standalone dev harness. */
  title: string;
  /** package.json version, part of the default build marker. */
  version: string;
}

/**
 * Build config shared by every remote: federation with the common singletons, `remoteEntry.js` unhashed,
 * `assetPrefix: 'auto'` so the remote loads its chunks from wherever it is deployed.
 * BUILD_MARKER (env) labels a build: its pages carry it in a `data-build` attribute (how tests see a redeploy in the
 * browser) and `version.json` says it to operators. Members never see it.
 */
export function defineRemoteConfig(options: RemoteOptions): RsbuildConfig {
  const buildMarker = process.env.BUILD_MARKER ?? `${options.name}@${options.version}`;
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginPrecompress(),
      pluginBuildInfo({ name: options.name, version: options.version, build: buildMarker }),
      pluginModuleFederation({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: federationShared,
        shareStrategy: federationShareStrategy,
        dts: false,
        // The shell provides the federation runtime; a remote built for production reuses it instead of shipping its own.
        experiments: { externalRuntime: process.env.NODE_ENV === 'production' },
      }),
    ],
    source: {
      entry: { index: './src/index.ts' },
      define: { 'process.env.BUILD_MARKER': JSON.stringify(buildMarker) },
    },
    resolve: { alias: federationAliases },
    html: { title: options.title },
    server: { port: options.port, proxy: devProxy, historyApiFallback: true, cors: true },
    dev: { assetPrefix: 'auto' },
    // DIST_DIR lets a release be built beside the live one and swapped in (see README, "Deploy or roll back a remote").
    output: { assetPrefix: 'auto', distPath: { root: process.env.DIST_DIR ?? 'dist' } },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}
