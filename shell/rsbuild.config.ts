import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { devPorts, devProxy, federationAliases, federationShared, federationShareStrategy } from '@booknook/platform/build/federation';
import { pluginPrecompress } from '@booknook/platform/build/precompress';
import { serverEnvironment } from '@booknook/platform/build/server-environment';
import { pluginStyledClassNames } from '@booknook/platform/build/styled-class-names';

const shellVersion = (JSON.parse(readFileSync(fileURLToPath(new URL('./package.json', import.meta.url)), 'utf8')) as { version: string })
  .version;

/** A federation runtime package's folder (its exports hide package.json, so found from its entry: <dir>/dist/index.cjs). */
const federationPackageDir = (name: string) =>
  path.dirname(path.dirname(createRequire(import.meta.url).resolve(`@module-federation/${name}`)));
const esmEntry = (name: string, file = 'index.js') => path.join(federationPackageDir(name), 'dist', file);

/**
 * The federation runtime as its ES modules: Rspack resolves it with require.resolve, i.e. the CommonJS build, which the
 * bundler can neither concatenate nor trim. The ES build of the same version is 5 KB gzip lighter on every first load.
 */
const federationRuntimeAsEsm = {
  '@module-federation/runtime': esmEntry('runtime'),
  '@module-federation/runtime-tools': esmEntry('runtime-tools'),
  [esmEntry('webpack-bundler-runtime', 'index.cjs')]: esmEntry('webpack-bundler-runtime'),
  [esmEntry('inject-external-runtime-core-plugin', 'index.cjs')]: esmEntry('inject-external-runtime-core-plugin'),
};

/** In dev, /remotes/<team>/ is forwarded to that remote's dev server, so the same /remotes.json works everywhere. */
const remoteDevProxy = Object.fromEntries(
  (['browse', 'sell', 'account'] as const).map((team) => [
    `/remotes/${team}`,
    { target: `http://localhost:${devPorts[team]}`, pathRewrite: { [`^/remotes/${team}`]: '' } },
  ]),
);

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginStyledClassNames(),
    pluginPrecompress(),
    pluginModuleFederation({
      name: 'shell',
      // Remotes are not known at build time: the shell reads /remotes.json and registers them at run time.
      remotes: {},
      shared: federationShared,
      shareStrategy: federationShareStrategy,
      dts: false,
      // target 'web' leaves the runtime's Node.js code out of the browser bundle.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  ],
  source: {
    // The address the Contact and Privacy pages give (docs/configuration.md); empty means the built-in example.
    define: { 'process.env.CONTACT_EMAIL': JSON.stringify(process.env.CONTACT_EMAIL ?? '') },
  },
  environments: {
    web: {
      source: { entry: { index: './src/index.ts' } },
      // Absolute, or deep links such as /books/42 would load chunks from /books/static/... and show a blank page.
      output: { target: 'web', assetPrefix: '/' },
      performance: { chunkSplit: { strategy: 'split-by-experience' } },
      tools: {
        rspack: (config) => {
          config.resolve = { ...config.resolve, alias: { ...config.resolve.alias, ...federationRuntimeAsEsm } };
        },
      },
    },
    // The service worker (src/service-worker): one classic script at /sw.js, with no hash in its name (the browser
    // checks that one address for updates) and no federation (the plugin leaves environments other than `web` alone).
    worker: {
      source: {
        entry: { sw: './src/service-worker/sw.ts' },
        // Names the worker's asset cache: each shell release starts a fresh one.
        define: { 'process.env.SHELL_VERSION': JSON.stringify(shellVersion) },
      },
      output: {
        target: 'web-worker',
        distPath: { root: 'dist', js: '' },
        filename: { js: '[name].js' },
        // The web environment empties dist/ for both.
        cleanDistPath: false,
        sourceMap: false,
      },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
    },
    // The server renderer (docs/server-rendering.md): outside dist/, which is the public web root.
    server: serverEnvironment({
      entry: { renderer: './src/server/index.ts', standalone: './src/server/standalone.ts' },
      distPath: 'dist-server',
      externalizeSingletons: false,
    }),
  },
  resolve: { alias: federationAliases },
  html: {
    template: './index.html',
    // First in the head, inline (its hash is in the CSP): holds taps made before the page has hydrated (issue 26).
    tags: [
      {
        tag: 'script',
        children: readFileSync(fileURLToPath(new URL('./src/early-taps/early-taps.js', import.meta.url)), 'utf8'),
        head: true,
        append: false,
      },
    ],
    // The title before the app runs; then each page sets its own (the design system's PageTitle).
    title: 'BookNook: used books from your neighbours',
    meta: { description: 'Buy, sell and donate used books within your neighbourhood.' },
  },
  server: { port: devPorts.shell, proxy: { ...devProxy, ...remoteDevProxy }, historyApiFallback: true },
});
