import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Member {
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** Registers a new member through the real API (register accepts JSON without a CSRF token). */
export async function registerMember(request: APIRequestContext, prefix = 'reader'): Promise<Member> {
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
  });
  expect(response.status(), await response.text()).toBe(201);
  return member;
}

/** Signs in through the Sign In screen, as a person would. */
export async function signIn(page: Page, member: Member) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
}
