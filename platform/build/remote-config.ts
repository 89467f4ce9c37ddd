import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginBuildInfo } from './build-info';
import { devProxy, federationAliases, federationShared, federationShareStrategy } from './federation';
import { pluginPrecompress } from './precompress';
import { serverEnvironment } from './server-environment';
import { pluginStyledClassNames } from './styled-class-names';

/** Where a remote's server bundle goes, inside its dist/ so that it is deployed (and rolled back) with it. */
export const REMOTE_SERVER_DIR = 'server';
/** The server bundle's file, found beside the remote's mf-manifest.json: `<remote>/server/remoteEntry.js`. */
export const REMOTE_SERVER_ENTRY = `${REMOTE_SERVER_DIR}/remoteEntry.js`;

export interface RemoteOptions {
  /** Federation name, also the key in the shell's /remotes.json. */
  name: string;
  /** Dev server port (docs/architecture.md §2). */
  port: number;
  /** Page components this remote offers the shell: its whole public surface. */
  exposes: Record<string, string>;
  /** Page title of the standalone dev harness. */
  title: string;
  /** package.json version, part of the default build marker. */
  version: string;
  /** Entry of the remote's server bundle (its `serverPages`), for the pages the shell renders on the server. */
  serverEntry?: string;
}

/**
 * Build config shared by every remote: federation with the common singletons, `remoteEntry.js` unhashed,
 * `assetPrefix: 'auto'` so the remote loads its chunks from wherever it is deployed.
 * BUILD_MARKER (env) labels a build: its pages carry it in a `data-build` attribute (how tests see a redeploy in the
 * browser) and `version.json` says it to operators. Members never see it.
 */
export function defineRemoteConfig(options: RemoteOptions): RsbuildConfig {
  const buildMarker = process.env.BUILD_MARKER ?? `${options.name}@${options.version}`;
  const distRoot = process.env.DIST_DIR ?? 'dist';
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginStyledClassNames(),
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
      define: { 'process.env.BUILD_MARKER': JSON.stringify(buildMarker) },
    },
    environments: {
      web: {
        source: { entry: { index: './src/index.ts' } },
        // DIST_DIR lets a release be built beside the live one and swapped in (see docs/operations.md, "Deploy or roll back a remote").
        output: { target: 'web', assetPrefix: 'auto', distPath: { root: distRoot } },
        performance: { chunkSplit: { strategy: 'split-by-experience' } },
      },
      ...(options.serverEntry && {
        server: serverEnvironment({
          entry: { remoteEntry: options.serverEntry },
          distPath: `${distRoot}/${REMOTE_SERVER_DIR}`,
          externalizeSingletons: true,
        }),
      }),
    },
    resolve: { alias: federationAliases },
    html: { title: options.title },
    server: { port: options.port, proxy: devProxy, historyApiFallback: true, cors: true },
    dev: { assetPrefix: 'auto' },
  });
}
