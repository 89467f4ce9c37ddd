import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { verificationMessages } from '../../api/src/texts/verification';
import { mailTo } from '../support/mailbox';
import { registerMember, signIn } from '../support/members';

test('a visitor registers, signs in, sees their initial, and logs out', async ({ page }) => {
  const unique = Date.now().toString(36);
  const username = `nila${unique}`;
  const email = `nila.${unique}@example.com`;

  await page.goto('/register');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('First name').fill('Nila');
  await page.getByLabel('Last name').fill('Shrestha');
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText('Username is available.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long passphrase');
  await page.getByLabel('Location').fill('Patan');
  await page.getByLabel('Phone number').fill('+977 9801234567');
  // A seller may keep the number from members (they then see the email only).
  await page.getByRole('checkbox', { name: 'Hide my number from members' }).check();
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(__dirname, '..', 'artifacts', `register-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  await page.getByRole('button', { name: 'Register' }).click();

  // Every sign-up is answered alike: check your email. The sign-in form has the address filled in.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(verificationMessages.registered)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('a long passphrase');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('avatar')).toHaveText('N');
  expect(await (await page.request.get('/api/v1/users/me/')).json()).toMatchObject({ hide_phone_number: true });

  await page.getByTestId('avatar').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByTestId('avatar')).toHaveCount(0);
});

// Issue 27: names had to be 3 characters; "Om KC" is a common Nepali name.
test('“Om KC” registers; the sign-in form has the email, and Forgot password? carries it on', async ({ page }) => {
  const unique = Date.now().toString(36);
  const email = `om.kc.${unique}@example.com`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Om');
  await page.getByLabel('Last name').fill('KC');
  await page.getByLabel('Username').fill(`omkc${unique}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long passphrase');
  await page.getByLabel('Location').fill('Bhaktapur');
  await page.getByLabel('Phone number').fill('+977 9801234568');
  const registered = page.waitForResponse((response) => response.url().includes('/users/register/'));
  await page.getByRole('button', { name: 'Register' }).click();
  expect((await registered).status()).toBe(201);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(verificationMessages.registered)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('register refuses a taken username on its field, and answers a taken email like any other (its owner is mailed)', async ({
  page,
  request,
}) => {
  const existing = await registerMember(request, 'taken');
  await page.goto('/register');
  await page.getByLabel('Username').fill(existing.username);
  await expect(page.getByText('Username already exists')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register' })).toBeDisabled();

  await page.getByLabel('Username').fill(`${existing.username}x`);
  await expect(page.getByText('Username is available.')).toBeVisible();
  await page.getByLabel('First name').fill('Ravi');
  await page.getByLabel('Last name').fill('Kumar');
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password').fill('another passphrase');
  await page.getByLabel('Location').fill('Patan');
  await page.getByLabel('Phone number').fill('9801234567');
  await page.getByRole('button', { name: 'Register' }).click();
  // Nothing on the page says the address has an account: that goes to the address's owner.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(verificationMessages.registered)).toBeVisible();
  expect((await mailTo(existing.email, verificationMessages.mail.existsSubject)).text).toContain('/forgot-password');
});

test('sign-in shows validation messages, and a failed sign-in as a banner and a toast', async ({ page }) => {
  await page.goto('/login');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email address.')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();

  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.locator('main [role="alert"]').first()).toHaveText('Invalid email or password.');
  await expect(page.locator('.Toastify')).toContainText('Invalid email or password.');
});

test('signed-in members are sent away from the guest-only pages', async ({ page, request }) => {
  const member = await registerMember(request);
  await signIn(page, member);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

// Issue 14, point 8.
test('register refuses an address no one can write to, such as x@y, without asking the server', async ({ page }) => {
  await page.goto('/register');
  let registerCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/users/register/')) registerCalls += 1;
  });
  await page.getByLabel('First name').fill('Ravi');
  await page.getByLabel('Last name').fill('Kumar');
  await page.getByLabel('Username').fill(`ravi${Date.now().toString(36)}`);
  await page.getByLabel('Email').fill('x@y');
  await page.getByLabel('Password').fill('another passphrase');
  await page.getByLabel('Location').fill('Patan');
  await page.getByLabel('Phone number').fill('9801234567');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('#field-email-error')).toHaveText('Invalid email address');
  await expect(page).toHaveURL(/\/register$/);
  expect(registerCalls).toBe(0);
});

test('the failed sign-in toast is gone once the next sign-in succeeds', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const toast = page.locator('.Toastify__toast').filter({ hasText: 'Invalid email or password.' });
  await expect(toast).toBeVisible();
  // The pointer rests on the toast, which pauses its own 4 s timer: only the successful sign-in can close it.
  await toast.hover();
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(toast).toHaveCount(0);
});
