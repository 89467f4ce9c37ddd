import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';
import { messages as account } from '../../mfe-account/src/messages';
import { messages as browse } from '../../mfe-browse/src/messages';
import { passkeyMessages } from '../../shell/src/features/auth/passkey-messages';
import { offerMessages as offer } from '../../shell/src/features/passkey-offer/offer-messages';
import { messages as shell } from '../../shell/src/messages';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createAcceptedBook, createMemberWithSession } from '../support/books';
import { pageIsLive } from '../support/layout';
import { screenshotAtWidths } from '../support/screenshots';
import { E2E_PORT } from '../support/stack-config';

// Issue 36.2: after signing in, a member is offered "Sign in faster next time with a passkey"; with one, a returning
// member gets from a book page to a sent message in three taps (Message seller, Sign in with a passkey, Send).
// Browsers refuse passkeys on an IP address, so this journey opens the site as localhost (the API allows it).

test.use({ baseURL: `http://localhost:${E2E_PORT}`, viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

/** Chromium's virtual authenticator: a phone's own screen lock that says yes at once. */
async function virtualPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

test('a member takes the passkey offer after signing in; back later, three taps take them from a book to a sent message', async ({
  page,
}) => {
  const seller = await createMemberWithSession('seller', { first_name: 'Ram', last_name: 'Shrestha' });
  const book = await createAcceptedBook(seller, { name: 'Seto Dharti', price: 350 });
  const { member } = await createMemberWithSession('returning', { first_name: 'Sita', last_name: 'Magar' });
  await virtualPhone(page);

  // Signing in (with the password here) brings the offer, once; one tap and the device's check add the passkey.
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const card = page.getByRole('complementary', { name: offer.title });
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'passkey-offer', { widths: [375, 768, 1440], fullPage: false });
  await page.setViewportSize({ width: 375, height: 812 });
  await card.getByRole('button', { name: offer.add }).tap();
  await expect(page.getByText(offer.added)).toBeVisible();
  await expect(card).toHaveCount(0);

  // Profile lists it.
  await page.goto('/profile');
  await expect(page.getByRole('list', { name: account.profile.passkeys.title }).getByRole('listitem')).toHaveCount(1);

  // Signed out; back on the book page another day.
  await page.context().clearCookies();
  await page.goto(`/books/${book.id}`);
  await pageIsLive(page);
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.tap();
  };
  // The way goes through the sign-in screen, which the authenticator may leave before a check of the URL could see it:
  // record where the page went instead.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await tap(page.getByRole('button', { name: browse.detail.message }));
  await expect.poll(() => visited).toContain('/login');
  // One tap: "Sign in with a passkey", or the passkey the email field suggests. Chromium's virtual authenticator picks
  // that suggestion by itself as soon as the screen asks, so the button may be gone before it is tapped.
  taps += 1;
  await page
    .getByRole('button', { name: passkeyMessages.signIn })
    .tap({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  const box = page.getByRole('textbox', { name: account.conversation.compose, exact: true });
  await expect(box).toHaveValue(account.conversation.firstLine(book.name));
  await tap(page.getByRole('button', { name: account.conversation.send }));
  await expect(page.getByRole('log').getByText(account.conversation.firstLine(book.name))).toBeVisible();
  console.log(`returning member with a passkey: ${taps} taps from the book page to a sent message`);
  expect(taps).toBeLessThanOrEqual(3);
  // Signed in with the passkey: no offer this time, and the header knows them.
  await page.goto('/messages');
  await expect(page.getByRole('link', { name: shell.tabs.messages })).toBeVisible();
  await expect(page.getByRole('complementary', { name: offer.title })).toHaveCount(0);
});
