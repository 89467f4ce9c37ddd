import { expect, type Page } from '@playwright/test';

/** The widths every route is checked at (issue 14): phones, tablets, laptops, desktops. */
export const LAYOUT_WIDTHS = [320, 375, 768, 900, 1024, 1280, 1440] as const;

export interface LayoutReport {
  width: number;
  scrollWidth: number;
  innerWidth: number;
  /** Header links and buttons whose text runs over more than one line. */
  wrappedHeaderItems: string[];
  /** Visible text, links, buttons, fields and images that reach past the screen's edges (clipped or cut off). */
  pastTheEdge: string[];
}

/** Measures the page as it is laid out now. */
export function measureLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}> "${label}"`;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && element.checkVisibility({ visibilityProperty: true });
    };
    /** Lines of text inside an element: distinct tops of its text's line boxes. */
    const textLines = (element: Element) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        // Words for screen readers only (a 1 px clipped box) are not on screen: they make no line.
        const box = node.parentElement?.getBoundingClientRect();
        if (box && box.width <= 1 && box.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 4)) tops.push(rect.top);
        }
      }
      return tops.length;
    };
    const innerWidth = window.innerWidth;
    const header = document.querySelector('header');
    const wrappedHeaderItems = header
      ? [...header.querySelectorAll('a, button')]
          .filter(shown)
          .filter((item) => textLines(item) > 1)
          .map(describe)
      : [];
    // AG Grid scrolls its own columns sideways when they do not fit: that is the grid's choice, not the page's.
    const pastTheEdge = [...document.querySelectorAll('h1, h2, h3, p, li, dt, dd, label, a, button, input, select, textarea, img')]
      .filter((element) => !element.closest('.ag-root, [aria-hidden="true"]') && shown(element))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < -1 || box.right > innerWidth + 1;
      })
      .map(describe);
    return {
      width: innerWidth,
      scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      innerWidth,
      wrappedHeaderItems,
      pastTheEdge,
    };
  });
}

/**
 * Sets the viewport, then loads the page again at that size. Under load, Chromium now and then keeps a media query's
 * old answer when the viewport changes just as styled-components adds rules (matchMedia says false, the rule still
 * applies, and it stays so through later resizes): measurements of a page opened at its width do not depend on that.
 */
export async function reopenAtWidth(page: Page, width: number, height = 800) {
  await page.setViewportSize({ width, height });
  await page.reload();
}

/** Two frames: layout after a resize has settled (and anything measured in an effect has re-rendered). */
export async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** No sideways scroll, no header item on two lines, nothing cut off at the screen's edge. */
export function expectFits(report: LayoutReport, where: string) {
  expect.soft(report.scrollWidth, `${where}: page wider than the screen`).toBeLessThanOrEqual(report.innerWidth);
  expect.soft(report.wrappedHeaderItems, `${where}: header items on more than one line`).toEqual([]);
  expect.soft(report.pastTheEdge, `${where}: content past the screen's edge`).toEqual([]);
}

/** Waits until every server-rendered part of the page has hydrated (the shell's tap zones are live). */
export async function pageIsLive(page: Page) {
  await expect(page.locator('[data-tap-zone]:not([data-tap-zone="live"])')).toHaveCount(0);
}
