import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages as account } from '../../mfe-account/src/messages';
import { messages as browse } from '../../mfe-browse/src/messages';
import { emailCodeMessages as code } from '../../shell/src/features/auth/email-code-messages';
import { authMessages } from '../../shell/src/features/auth/auth-messages';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createAcceptedBook, createMemberWithSession } from '../support/books';
import { mailMatching } from '../support/mailbox';
import { screenshotAtWidths } from '../support/screenshots';
import { englishT } from '../support/text';

// Issue 36: from a stranger's first tap on a book page to a sent message in the conversation about that book, in at
// most seven taps and fields on a 375 px touch phone: Message seller, email, Continue, code, name, Continue, Send.

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

/** Counts what the newcomer does: each tap and each field filled is one step. */
function counter(page: Page) {
  let steps = 0;
  return {
    tap: async (target: Locator) => {
      steps += 1;
      await target.tap();
    },
    fill: async (target: Locator, value: string) => {
      steps += 1;
      await target.fill(value);
    },
    get steps() {
      return steps;
    },
    page,
  };
}

test('a guest on a book page reaches its seller in seven steps, by a code mailed to them, and stays on the book', async ({ page }) => {
  const seller = await createMemberWithSession('seller', { first_name: 'Gita', last_name: 'Lama' });
  const book = await createAcceptedBook(seller, { name: 'Palpasa Café', price: 300 });
  const email = `newcomer.${Date.now().toString(36)}@example.com`;
  const person = counter(page);

  await page.goto(`/books/${book.id}`);
  await person.tap(page.getByRole('button', { name: browse.detail.message }));
  await expect(page).toHaveURL(/\/login$/);
  await screenshotAtWidths(page, 'first-contact-email', { widths: [375, 768, 1440] });
  await person.fill(page.getByLabel(authMessages.login.email), email);
  await person.tap(page.getByRole('button', { name: code.continueWithEmail }));

  const mail = await mailMatching(email, /is your BookNook code$/);
  const sent = /^(\d{6}) /.exec(mail.subject ?? '')?.[1];
  expect(sent).toMatch(/^\d{6}$/);
  await expect(page.getByText(englishT(code.codeSent, { email }))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'first-contact-code', { widths: [375, 768, 1440] });
  await person.fill(page.getByLabel(code.code), sent!);
  await person.fill(page.getByLabel(code.name), 'Sunita');
  await person.tap(page.getByRole('button', { name: code.submit }));

  // In the conversation about that book, the message box focused and a first line offered.
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  const box = page.getByRole('textbox', { name: account.conversation.compose, exact: true });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(account.conversation.firstLine(book.name));
  await person.tap(page.getByRole('button', { name: account.conversation.send }));
  await expect(page.getByRole('log').getByText(account.conversation.firstLine(book.name))).toBeVisible();
  console.log(`first contact: ${person.steps} steps from the book page to a sent message`);
  expect(person.steps).toBeLessThanOrEqual(7);
});
