// Draws the site's PNG icons from the logo (public/favicon.svg, the header's LogoMark) with the Chromium the e2e
// suite uses, and writes them to public/, where they are committed: the build needs no image tools.
//   node shell/scripts/render-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const glyph = [...logo.matchAll(/<path [^>]+\/>/g)].map(([tag]) => tag).join('');
const ACCENT = /fill="(#[0-9a-f]{6})"/.exec(logo)?.[1] ?? '#c2410c';

/** Full-bleed square for platforms that cut their own shape (maskable, iOS): the book scaled around the centre. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${ACCENT}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${glyph}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  // Maskable icons keep what matters inside the central circle of 80 % of the size.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(1) },
  { file: 'favicon-32.png', size: 32, svg: logo, ico: 'favicon.ico' },
  // A notification's status-bar badge (Android keeps only its transparency): the book alone, in white.
  {
    file: 'badge-96.png',
    size: 96,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="4 4 24 24">${glyph.replaceAll(/fill="[^"]+"/g, 'fill="#fff"')}</svg>`,
  },
];

/** An .ico holding one PNG (every browser since IE 11 reads PNG inside ICO). */
function icoOf(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`);
    const png = await page.screenshot({ omitBackground: true, type: 'png' });
    if (icon.ico) writeFileSync(path.join(publicDir, icon.ico), icoOf(png, icon.size));
    else writeFileSync(path.join(publicDir, icon.file), png);
    console.log(`${icon.ico ?? icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
