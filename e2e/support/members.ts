import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { verificationMessages } from '../../api/src/texts/verification';
import { mailTo } from './mailbox';

export interface Member {
  username: string;
  email: string;
  password: string;
}

let counter = 0;
let households = 0;

/**
 * Each member signs up from a client address of their own (X-Forwarded-For, believed because the
 * suite reaches nginx from loopback), as different households would: the API asks a network that
 * makes many accounts within the hour for a proof of work, and the suite makes hundreds.
 */
export function householdHeaders(): Record<string, string> {
  households += 1;
  const n = households + process.pid * 1000;
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

/** Confirm a new member's address as they would: the link from the mail, opened. */
export async function confirmAddress(request: APIRequestContext, email: string): Promise<void> {
  const mail = await mailTo(email, verificationMessages.mail.confirmSubject);
  const token = /\/verify-email#token=([\w-]+)/.exec(mail.text ?? '')?.[1];
  expect(token, `a confirmation link in the mail to ${email}`).toBeDefined();
  const response = await request.post('/api/v1/users/verify-email/', { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Registers a new member through the real API (register accepts JSON without a CSRF token), and
 * confirms their address from the mail unless `confirm` is false.
 */
export async function registerMember(request: APIRequestContext, prefix = 'reader', { confirm = true } = {}): Promise<Member> {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}`;
  const member = { username: `${prefix}${unique}`, email: `${prefix}.${unique}@example.com`, password: 'correct horse battery' };
  const response = await request.post('/api/v1/users/register/', {
    data: {
      ...member,
      first_name: 'Asha',
      last_name: 'Rao',
      location: 'Kathmandu',
      phone_number: '+977 9800000000',
    },
    headers: householdHeaders(),
  });
  expect(response.status(), await response.text()).toBe(201);
  if (confirm) await confirmAddress(request, member.email);
  return member;
}

/** Signs in through the Sign In screen, as a person would. */
export async function signIn(page: Page, member: Member) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}
