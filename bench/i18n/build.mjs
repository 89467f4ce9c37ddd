// Builds the three equivalent apps with rspack (production mode, as the real apps' Rsbuild does), each as one initial
// file with React inside, and each language's catalogue as its own lazily imported chunk.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { i18nextResources, LANGUAGES, linguiMessages } from './formats.mjs';
import { catalogue } from './catalogue.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
export const LIBRARIES = ['baseline', 'i18next', 'lingui'];

const catalogues = {
  baseline: (lang) => Object.fromEntries(catalogue.map((entry) => [entry[0], entry[LANGUAGES[lang]]])),
  i18next: i18nextResources,
  lingui: linguiMessages,
};

/** The browser entry: render once the language's catalogue chunk is in, then leave the timings on `window`. */
const entrySource = (lib) => `
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { prepare } from ${JSON.stringify(path.join(here, `app-${lib}.mjs`))};
const start = performance.now();
let loaded = 0;
const load = (lang) => (lang === 'ne' ? import(/* webpackChunkName: "${lib}-ne" */ './${lib}-ne.mjs') : import(/* webpackChunkName: "${lib}-en" */ './${lib}-en.mjs')).then((module) => {
  loaded = performance.now();
  return module;
});
prepare(document.documentElement.lang, load).then((element) => {
  const root = createRoot(document.getElementById('root'));
  flushSync(() => root.render(element));
  window.__timing = { start, loaded, done: performance.now() };
});
`;

const page = (lib, lang) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<script defer src="/${lib}.js"></script></head><body><div id="root"></div></body></html>`;

export const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** What Module Federation shares: each package whole (a shared module is never tree-shaken), React left out. */
const shared = {
  i18next: ['i18next', 'react-i18next'],
  lingui: ['@lingui/core', '@lingui/react'],
  'lingui-core': ['@lingui/core'],
};

/** Gzip bytes of each library as a shared singleton: every export kept, React external. */
export async function sharedSizes(dir) {
  mkdirSync(path.join(dir, 'shared'), { recursive: true });
  for (const [name, packages] of Object.entries(shared)) {
    const source = packages.map((pkg, i) => `import * as m${i} from '${pkg}';\nglobalThis.m${i} = m${i};`).join('\n');
    writeFileSync(path.join(dir, 'shared', `${name}.mjs`), source);
  }
  await compile({
    mode: 'production',
    context: path.join(dir, 'shared'),
    target: 'web',
    devtool: false,
    entry: Object.fromEntries(Object.keys(shared).map((name) => [name, `./${name}.mjs`])),
    output: { path: path.join(dir, 'shared', 'dist'), filename: '[name].js' },
    resolve: { modules: [path.join(root, 'node_modules'), 'node_modules'] },
    externals: { react: 'React', 'react-dom': 'ReactDOM' },
    performance: { hints: false },
  });
  return Object.fromEntries(Object.keys(shared).map((name) => [name, gzipBytes(path.join(dir, 'shared', 'dist', `${name}.js`))]));
}

const compile = (config) =>
  new Promise((resolve, reject) =>
    rspack(config, (error, result) =>
      error ? reject(error) : result.hasErrors() ? reject(new Error(result.toString('errors-only'))) : resolve(result),
    ),
  );

/** Writes sources and pages into `dir`, builds into `dir/dist`; returns the gzip bytes of each initial file and chunk. */
export async function build(dir) {
  rmSync(dir, { recursive: true, force: true });
  const dist = path.join(dir, 'dist');
  mkdirSync(dist, { recursive: true });
  for (const lib of LIBRARIES) {
    writeFileSync(path.join(dir, `entry-${lib}.mjs`), entrySource(lib));
    for (const lang of Object.keys(LANGUAGES)) {
      writeFileSync(path.join(dir, `${lib}-${lang}.mjs`), `export default ${JSON.stringify(catalogues[lib](lang))};\n`);
      writeFileSync(path.join(dist, `${lib}-${lang}.html`), page(lib, lang));
    }
  }
  const stats = await compile({
    mode: 'production',
    context: dir,
    target: 'web',
    devtool: false,
    entry: Object.fromEntries(LIBRARIES.map((lib) => [lib, `./entry-${lib}.mjs`])),
    output: { path: dist, publicPath: '/', filename: '[name].js', chunkFilename: '[name].js' },
    resolve: { modules: [path.join(root, 'node_modules'), 'node_modules'] },
    module: { rules: [{ test: /\.mjs$/, resolve: { fullySpecified: false } }] },
    // One file per app: no chunk shared between the three apps, so each holds its own React.
    optimization: { splitChunks: false },
    performance: { hints: false },
  });
  const sizes = {};
  for (const lib of LIBRARIES) {
    sizes[lib] = { initial: gzipBytes(path.join(dist, `${lib}.js`)) };
    for (const lang of Object.keys(LANGUAGES)) sizes[lib][lang] = gzipBytes(path.join(dist, `${lib}-${lang}.js`));
  }
  return { dist, sizes, seconds: (stats.endTime - stats.startTime) / 1000 };
}
