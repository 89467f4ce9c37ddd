/**
 * The Node-targeted build every server-rendered app adds beside its browser build (docs/server-rendering.md).
 * One CommonJS file per entry, no async chunks: the shell's renderer evaluates a remote's server bundle itself,
 * handing it the shell's own copies of the singletons, so one React, one styled-components sheet, one router and
 * one platform and design system serve the whole page, as the federation share scope does in the browser.
 */
import type { EnvironmentConfig } from '@rsbuild/core';
import { federationShared } from './federation';

/** Whether a request names a federation singleton (`react`, `react/jsx-runtime`, `@booknook/platform`, ...). */
export function isSharedSingleton(request: string): boolean {
  return Object.keys(federationShared).some((key) => (key.endsWith('/') ? request.startsWith(key) : request === key));
}

export interface ServerEnvironmentOptions {
  /** Entry name → file. */
  entry: Record<string, string>;
  /** Output folder. */
  distPath: string;
  /** Leave the singletons out, to be provided at run time (remotes); the shell bundles its own. */
  externalizeSingletons: boolean;
}

export function serverEnvironment({ entry, distPath, externalizeSingletons }: ServerEnvironmentOptions): EnvironmentConfig {
  return {
    source: { entry },
    output: {
      target: 'node',
      module: false,
      distPath: { root: distPath, js: '' },
      filename: { js: '[name].js' },
      sourceMap: false,
      minify: false,
      externals: externalizeSingletons
        ? [
            ({ request }, callback) => {
              if (request && isSharedSingleton(request)) callback(undefined, `commonjs ${request}`);
              else callback();
            },
          ]
        : [],
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    tools: {
      rspack: (config, { rspack }) => {
        config.output = { ...config.output, library: { type: 'commonjs2' } };
        // One file: the renderer evaluates it as it is, with no chunk loader.
        config.plugins = [...config.plugins, new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })];
      },
    },
  };
}
