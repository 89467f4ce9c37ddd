import path from 'node:path';
import type { Page } from '@playwright/test';

export const ARTIFACTS_DIR = path.join(__dirname, '..', 'artifacts');
export const VIEWPORTS = { mobile: { width: 375, height: 812 }, desktop: { width: 1440, height: 900 } } as const;

/** Saves a full-page screenshot at both widths under e2e/artifacts/<name>-<width>.png, for people to look at. */
export async function screenshotBothWidths(page: Page, name: string) {
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    // Let reveal-on-scroll content appear before the picture is taken.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 300) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(700);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${viewport.width}.png`), fullPage: true });
  }
}

/** Screenshots at phone, tablet and desktop widths: e2e/artifacts/<name>-<width>.png (the page's top, or all of it). */
export async function screenshotAtWidths(page: Page, name: string, { fullPage = true, widths = [375, 768, 1440] } = {}) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${width}.png`), fullPage });
  }
}
