import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { csrfHeaders, moderationVersion, moderatorSession } from './books';
import { signIn } from './members';
import { moderator } from './stack-config';
import type { operations } from '../../contract/src/schema.gen';

/** Helpers of the account journeys (My Books, Bookmarks, Moderation). */

/** The grid row (its centre part) that shows a book's name. */
export const gridRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** Opens a row's ⋯ menu. */
export async function openRowMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

export const summary = (page: Page) => page.getByTestId('my-books-summary');

/** A second browser, signed in as the e2e moderator. */
export async function moderatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, moderator);
  return page;
}

/** The moderator rejects a book through the API, with a reason. */
export async function rejectBookApi(bookId: number, reason: string) {
  const api = await moderatorSession();
  const version = await moderationVersion(api, bookId);
  const response = await api.post(`/api/v1/moderation/books/${bookId}/reject/`, {
    headers: await csrfHeaders(api),
    data: { reason, version },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** A member reports a book through the API. */
export async function reportBookApi(api: APIRequestContext, bookId: number, reason: string) {
  const response = await api.post('/api/v1/reports/report-book/', { headers: await csrfHeaders(api), data: { book_id: bookId, reason } });
  expect(response.status(), await response.text()).toBe(201);
}

/** The body of POST /saved-searches/, as the API's contract has it: Browse's text (name) and filters, a point and a radius. */
export type SavedSearchInput = operations['postSavedSearches']['requestBody']['content']['application/json'];

/** A member saves a search through the API, as Browse's "Tell me when a book like this is listed" does; returns its id. */
export async function saveSearchApi(api: APIRequestContext, search: SavedSearchInput): Promise<number> {
  const response = await api.post('/api/v1/saved-searches/', { headers: await csrfHeaders(api), data: search });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { saved_search: { id: number } }).saved_search.id;
}

/** The member's bell count, as the API says it. */
export async function unreadNotifications(api: APIRequestContext): Promise<number> {
  const response = await api.get('/api/v1/notifications/unread/');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { unread: number }).unread;
}
