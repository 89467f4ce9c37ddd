import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Entrances and fades are shorter than this; progress bars and shimmers that run on are not waited for. */
const SHORT_ANIMATION_MS = 1500;

/**
 * No serious or critical accessibility violation on the page as it is now. Axe measures colours as they are drawn,
 * so a toast still fading in fails colour contrast: short animations are let finish first.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast comes and goes by itself (4 s); axe measuring one as it enters or fades failed colour contrast in CI
  // (account-my-books), so the page is analysed once they have gone. A toast that stays is analysed as it stands.
  await page.waitForFunction(() => !document.querySelector('.Toastify__toast'), undefined, { timeout: 8_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      (longest) =>
        document.getAnimations().every((animation) => {
          const timing = animation.effect?.getTiming();
          const short = timing?.iterations !== Infinity && Number(timing?.duration ?? 0) <= longest;
          return animation.playState !== 'running' || !short;
        }),
      SHORT_ANIMATION_MS,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
