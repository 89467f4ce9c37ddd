import { expect, test } from '@playwright/test';
import { messagePushTexts } from '../../api/src/features/messages/texts';
import type { PushMessage } from '../../api/src/features/push';
import { messages as accountMessages } from '../../mfe-account/src/messages';
import { createAcceptedBook, createMemberWithSession, csrfHeaders, uniqueWord } from '../support/books';
import { signIn } from '../support/members';
import { standInForPush, TestPushService } from '../support/push-service';

// Issue 41: a member turns on "Push on this phone" on Profile and chooses what pushes; another member writes about
// their book and the push reaches the member's (stood-in) browser through the stack's API, encrypted, naming who
// wrote about which book and not what they wrote; turning it off stops it.

const t = accountMessages.profile.push;

test('a member turns push on on Profile, another writes, and the push names who and which book, not the text', async ({ page }) => {
  const service = await new TestPushService().start();
  try {
    const seller = await createMemberWithSession('pushseller', { first_name: 'Mina' });
    const buyer = await createMemberWithSession('pushbuyer', { first_name: 'Bikash' });
    const book = await createAcceptedBook(seller, { name: `${uniqueWord()} Poems` });
    const browser = service.browser('/e2e-push/profile');
    await standInForPush(page, browser);
    await signIn(page, seller.member);

    await page.goto('/profile#push');
    const section = page.getByRole('region', { name: t.title });
    const toggle = section.getByRole('switch', { name: t.browserLabel });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(section.getByText(t.turnedOn)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    // A kind off is kept with the mail choices.
    await section.getByRole('switch', { name: t.kinds.wanted.label }).click();
    await expect(section.getByText(t.saved(t.kinds.wanted.label, false))).toBeVisible();
    await page.reload();
    await expect(section.getByRole('switch', { name: t.kinds.wanted.label })).toHaveAttribute('aria-checked', 'false');
    await expect(section.getByRole('switch', { name: t.browserLabel })).toHaveAttribute('aria-checked', 'true');

    const headers = await csrfHeaders(buyer.api);
    const started = await buyer.api.post('/api/v1/conversations/', { data: { book_id: book.id }, headers });
    const { id } = (await started.json()) as { id: number };
    const sent = await buyer.api.post(`/api/v1/conversations/${id}/messages/`, { data: { body: 'Is the margin full of notes?' }, headers });
    expect(sent.status()).toBe(201);
    await expect.poll(() => service.pushesFor<PushMessage>(browser).length).toBe(1);
    const [push] = service.pushesFor<PushMessage>(browser);
    expect(push).toEqual({
      title: messagePushTexts.title('Bikash', book.name),
      body: messagePushTexts.body,
      url: `/messages/${id}`,
      tag: `conversation-${id}`,
    });
    expect(JSON.stringify(push)).not.toContain('margin');

    // Off: the API forgets this browser.
    await section.getByRole('switch', { name: t.browserLabel }).click();
    await expect(section.getByText(t.turnedOff)).toBeVisible();
    const subscriptions = await seller.api.delete('/api/v1/push/subscriptions/', {
      data: { endpoint: browser.endpoint },
      headers: await csrfHeaders(seller.api),
    });
    expect(subscriptions.status()).toBe(404);
  } finally {
    await service.stop();
  }
});
