// i18next + react-i18next against Lingui for issue 39 (BookNook in Nepali), on one Browse screen's worth of real
// mfe-browse strings in English and Nepali: the gzip bytes each adds beyond React, the time to initialise and render
// on the server (renderToString) and in Chromium with the CPU slowed 4×, and how each handles Nepali plurals, digits,
// lazy catalogues and one shared instance across Module Federation remotes. Figures go in docs/i18n.md.
//   node bench/i18n-libraries.mjs [--ssr 300] [--rounds 11] [--port 8241] [--no-browser]
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchArgs, loadAverage, percentile } from './bench-args.mjs';
import { build, LIBRARIES, sharedSizes } from './i18n/build.mjs';
import { measureInChromium } from './i18n/browser.mjs';

// React's production build, as a real server runs it (its modules are imported below, after this is set).
process.env.NODE_ENV = 'production';
const { renderToString } = await import('react-dom/server');
const { federation } = await import('./i18n/federation.mjs');
const args = benchArgs();
const ssrRounds = Number(args.ssr ?? 300);
const browserRounds = Number(args.rounds ?? 11);
const port = Number(args.port ?? 8241);
const LANGS = ['en', 'ne'];
const apps = Object.fromEntries(await Promise.all(LIBRARIES.map(async (lib) => [lib, await import(`./i18n/app-${lib}.mjs`)])));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(2)} ms`;
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

console.log(`i18n libraries on Node ${process.version}, ${os.cpus().length} cores; load average ${loadAverage()}`);
const dir = path.join(os.tmpdir(), `booknook-i18n-bench-${process.pid}`);
const { dist, sizes, seconds } = await build(dir);
console.log(
  `\nBundle (rspack production, gzip -9; built in ${seconds.toFixed(1)} s). "Adds" = initial file minus React alone with the same screen.`,
);
for (const lib of LIBRARIES) {
  const adds = lib === 'baseline' ? '' : `  adds ${kb(sizes[lib].initial - sizes.baseline.initial)}`;
  console.log(
    `  ${apps[lib].name.padEnd(26)} initial ${kb(sizes[lib].initial)}${adds}; catalogue chunks: en ${kb(sizes[lib].en)}, ne ${kb(sizes[lib].ne)}`,
  );
}

const whole = await sharedSizes(dir);
console.log('  As Module Federation shared singletons (each package whole, never tree-shaken; React external):');
console.log(
  `    i18next + react-i18next ${kb(whole.i18next)}; @lingui/core + @lingui/react ${kb(whole.lingui)} (@lingui/core alone ${kb(whole['lingui-core'])})`,
);

// Server rendering: a fresh instance per request (what SSR of one page does), the catalogue module already imported.
const loaders = {};
for (const lib of LIBRARIES) {
  const modules = Object.fromEntries(
    await Promise.all(LANGS.map(async (lang) => [lang, await import(pathToFileURL(path.join(dir, `${lib}-${lang}.mjs`)).href)])),
  );
  loaders[lib] = async (lang) => modules[lang];
}
const variants = LIBRARIES.flatMap((lib) => LANGS.map((lang) => ({ lib, lang, init: [], total: [], html: '' })));
const renderOnce = async (variant) => {
  const start = performance.now();
  const element = await apps[variant.lib].prepare(variant.lang, loaders[variant.lib]);
  const ready = performance.now();
  variant.html = renderToString(element);
  return [ready - start, performance.now() - start];
};
for (let round = 0; round < 30; round += 1) for (const variant of variants) await renderOnce(variant);
const ssrLoad = loadAverage();
for (let round = 0; round < ssrRounds; round += 1) {
  for (const variant of variants) {
    const [init, total] = await renderOnce(variant);
    variant.init.push(init);
    variant.total.push(total);
  }
}
console.log(
  `\nServer render (renderToString), median of ${ssrRounds} after 30 warm-up rounds, interleaved; load average ${ssrLoad} → ${loadAverage()}`,
);
const base = (lang) => median(variants.find((v) => v.lib === 'baseline' && v.lang === lang).total);
for (const variant of variants) {
  const total = median(variant.total);
  console.log(
    `  ${apps[variant.lib].name.padEnd(26)} ${variant.lang}  init ${ms(median(variant.init))}  init+render ${ms(total)}  ×${(total / base(variant.lang)).toFixed(2)} of React alone`,
  );
}
const same = LANGS.every((lang) =>
  variants.filter((v) => v.lang === lang && v.lib !== 'baseline').every((v, _, all) => v.html === all[0].html),
);
console.log(`  i18next and Lingui render the same HTML in each language: ${same ? 'yes' : 'NO'}`);

if (!('no-browser' in args)) {
  const pages = LIBRARIES.flatMap((lib) => LANGS.map((lang) => `${lib}-${lang}`));
  const before = loadAverage();
  const results = await measureInChromium({ dist, port, pages, rounds: browserRounds, cpuSlowdown: 4 });
  console.log(`\nChromium, CPU slowed 4×, fresh context per load, median of ${browserRounds}; load average ${before} → ${loadAverage()}`);
  console.log('  start→rendered: initialise + fetch the catalogue chunk + render; catalogue→rendered: CPU only (the steadiest);');
  console.log('  navigation→rendered adds download and parse. Ratios are to React alone in the same language.');
  console.log(`  Chromium ${results.intl}`);
  for (const page of pages) {
    const [lib, lang] = page.split('-');
    const { render, afterLoad, total, text } = results[page];
    const base = results[`baseline-${lang}`];
    const ratio = (key) => `×${(median(results[page][key]) / median(base[key])).toFixed(2)}`;
    console.log(
      `  ${apps[lib].name.padEnd(26)} ${lang}  start→rendered ${ms(median(render))}  catalogue→rendered ${ms(median(afterLoad))} (${ratio('afterLoad')})  navigation→rendered ${ms(median(total))} (${ratio('total')})${lib === 'baseline' ? '' : `  "${text}"`}`,
    );
  }
}

await federation();
