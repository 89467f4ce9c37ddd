// First visits in Chromium with the CPU slowed 4× (a mid-range phone): a fresh context per load, so nothing is cached.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumArgs } from '../site.mjs';

const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/** Serves `dist` on 127.0.0.1:`port` until `close()`. */
async function serve(dist, port) {
  const server = createServer(async (request, response) => {
    const file = path.join(dist, path.normalize(new URL(request.url, 'http://x').pathname));
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Loads each page `rounds` times, the pages interleaved so that a change of load on the machine hits all alike.
 * Returns, per page, the times (ms) from script start to rendered (initialise + load catalogue + render), from the
 * catalogue's arrival to rendered (CPU only) and from navigation to rendered, and the text of the last render (to check the Nepali digits).
 */
export async function measureInChromium({ dist, port, pages, rounds, cpuSlowdown }) {
  const site = await serve(dist, port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  const results = Object.fromEntries(pages.map((name) => [name, { render: [], afterLoad: [], total: [], text: '' }]));
  try {
    // Round 0 warms the browser and the server up and is not counted.
    for (let round = 0; round <= rounds; round += 1) {
      for (const name of pages) {
        const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        await tab.goto(`${site.origin}/${name}.html`);
        const timing = await (await tab.waitForFunction(() => globalThis.__timing, null, { timeout: 30_000 })).jsonValue();
        if (round > 0) results[name].render.push(timing.done - timing.start);
        if (round > 0) results[name].afterLoad.push(timing.done - timing.loaded);
        if (round > 0) results[name].total.push(timing.done);
        if (round === 0) results[name].text = await tab.locator('main > p').nth(1).innerText();
        await context.close();
      }
    }
    const tab = await browser.newPage();
    results.intl = await tab.evaluate(() => {
      const nepali = new Intl.NumberFormat('ne-NP');
      return `Intl.NumberFormat('ne-NP') here: ${nepali.format(1234567)} (resolved as ${nepali.resolvedOptions().locale}); Intl.PluralRules('ne') resolved as ${new Intl.PluralRules('ne').resolvedOptions().locale}; Intl.RelativeTimeFormat('ne-NP'): "${new Intl.RelativeTimeFormat('ne-NP').format(-2, 'hour')}"`;
    });
  } finally {
    await browser.close();
    await site.close();
  }
  return results;
}
