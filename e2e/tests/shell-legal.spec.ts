import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { screenshotBothWidths } from '../support/screenshots';

/** Issue 14, point 9: Terms of Service, Privacy Policy and Contact Us pointed to '#'. */

test('the footer links to the terms, the privacy policy and the contact page, which say what they must', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [link, path] of [
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
    ['Contact Us', '/contact'],
  ] as const) {
    await expect(footer.getByRole('link', { name: link })).toHaveAttribute('href', path);
  }

  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  const terms = page.getByRole('main');
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(terms).toContainText('Payment and hand-over happen directly between members');
  await expect(terms).toContainText('Moderators review every listing before it is shown');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  const privacy = page.getByRole('main');
  await expect(privacy.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  for (const heading of ['What we store', 'Who sees what', 'Your location', 'How long we keep it', 'Deleting your account']) {
    await expect(privacy.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  // Who sees contact details, where the seller is, how long things are kept, how to leave.
  await expect(privacy).toContainText('shown only to signed-in members');
  await expect(privacy).toContainText('You can choose not to show your phone number');
  await expect(privacy).toContainText('your exact position never leaves our server');
  await expect(privacy).toContainText('A sign-in lasts 14 days');
  await expect(privacy).toContainText('deleted after 24 hours');
  await expect(privacy).toContainText('“Delete my account” asks for your password');
  await expect(privacy).toContainText('“Download my data”');
  const address = privacy.getByRole('link', { name: /@/ });
  await expect(address).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/);
  const mailto = await address.getAttribute('href');
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'legal-privacy');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  const contact = page.getByRole('main');
  await expect(contact.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(contact.getByTestId('contact-email')).toHaveAttribute('href', mailto ?? '');
  await expect(contact.getByRole('heading', { name: 'Please include' })).toBeVisible();
  await expect(contact).toContainText('Report this book');
  await screenshotBothWidths(page, 'legal-contact');
});
