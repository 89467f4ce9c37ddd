import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ErrorBody } from '../../../src/plugins/errors';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { createBook, listedBook, newMember, type Member } from '../../helpers/world';
import { messages } from '../../../src/texts';
import { moderationTexts } from '../../../src/features/moderation/texts';

const M = { ...moderationTexts, ...messages.moderation };
const API_ROOT = path.join(__dirname, '..', '..', '..');

interface ModerationList {
  items: {
    id: number;
    name: string;
    version: number;
    report_count: number;
    rejection_reason: string | null;
    user: { username: string };
    [key: string]: unknown;
  }[];
  count: number;
}

describe.each(DB_KINDS)('moderation on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let member: Member;
  let moderator: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await newMember(t);
    member = await newMember(t);
    moderator = await newMember(t, { moderator: true });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  const queue = async (status: string) =>
    (await moderator.client.get(`/api/v1/moderation/books/?status=${status}&limit=100`)).json<ModerationList>();

  /** The book as the moderator sees it now (GET /moderation/books/{id}/, what the desk reloads after a 409). */
  const seen = async (id: number) => {
    const response = await moderator.client.get(`/api/v1/moderation/books/${id}/`);
    expect(response.statusCode).toBe(200);
    const book = response.json<ModerationList['items'][number]>();
    // The same book as in the lists.
    expect((await queue('all')).items.find((item) => item.id === id)).toEqual(book);
    return book;
  };

  it('shows the unreviewed queue oldest first with every field, and accepting lists the book', async () => {
    const first = await createBook(t, seller, { name: 'Queue First' });
    const second = await createBook(t, seller, { name: 'Queue Second' });
    const list = await queue('unreviewed');
    const ids = list.items.map((book) => book.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(list.count).toBe(list.items.length);
    expect(list.items.find((book) => book.id === first)).toMatchObject({
      is_reviewed: false,
      report_count: 0,
      rejection_reason: null,
      user: { username: seller.username },
    });
    const accepted = await moderator.client.post(`/api/v1/moderation/books/${first}/accept/`, { version: (await seen(first)).version });
    expect(accepted.json()).toEqual({ detail: M.accepted });
    expect((await new TestClient(t.app).get(`/api/v1/books/${first}/`)).json()).toMatchObject({ is_reviewed: true, is_accepted: true });
    expect((await queue('unreviewed')).items.map((book) => book.id)).not.toContain(first);
    expect((await queue('accepted')).items.map((book) => book.id)).toContain(first);
  });

  it('rejects with a reason the owner sees in My Books', async () => {
    const id = await createBook(t, seller, { name: 'Blurry Listing' });
    const { version } = await seen(id);
    const empty = await moderator.client.post(`/api/v1/moderation/books/${id}/reject/`, { reason: ' ', version });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().errors).toEqual({ reason: M.reasonRequired });
    const rejected = await moderator.client.post(`/api/v1/moderation/books/${id}/reject/`, { reason: 'The photo is blurry.', version });
    expect(rejected.json()).toEqual({ detail: M.rejected });
    const mine = (await seller.client.get('/api/v1/books/current-users/?filter_by=rejected')).json<ModerationList>();
    expect(mine.items.find((book) => book.id === id)).toMatchObject({ is_rejected: true, rejection_reason: 'The photo is blurry.' });
    expect((await new TestClient(t.app).get(`/api/v1/books/${id}/`)).statusCode).toBe(404);
  });

  it('refuses a decision on a version the moderator did not see (409), so an edited text is never accepted unread', async () => {
    const id = await createBook(t, seller, { name: 'Harmless Title' });
    const opened = await seen(id);
    // The seller renames the book after the moderator opened the queue.
    expect((await seller.client.patch(`/api/v1/books/${id}/`, { name: 'Something Else Entirely' })).statusCode).toBe(200);
    for (const [action, body] of [
      ['accept', { version: opened.version }],
      ['reject', { reason: 'Blurry', version: opened.version }],
    ] as const) {
      const stale = await moderator.client.post(`/api/v1/moderation/books/${id}/${action}/`, body);
      expect({ action, status: stale.statusCode, body: stale.json<unknown>() }).toEqual({
        action,
        status: 409,
        body: { detail: M.changedSinceSeen },
      });
    }
    // Nothing was published: the new text waits for review, and the reloaded book carries a new version.
    const reloaded = await seen(id);
    expect(reloaded).toMatchObject({ name: 'Something Else Entirely', is_reviewed: false, is_accepted: false });
    expect(reloaded.version).toBeGreaterThan(opened.version);
    expect((await new TestClient(t.app).get(`/api/v1/books/${id}/`)).statusCode).toBe(404);
    expect((await moderator.client.post(`/api/v1/moderation/books/${id}/accept/`, { version: reloaded.version })).statusCode).toBe(200);
    // Another moderator's decision counts as a change too.
    expect(
      (await moderator.client.post(`/api/v1/moderation/books/${id}/reject/`, { reason: 'Late', version: reloaded.version })).statusCode,
    ).toBe(409);
  });

  it('needs the version for accept and reject (400), not for disable and enable', async () => {
    const id = await createBook(t, seller);
    const accept = await moderator.client.post(`/api/v1/moderation/books/${id}/accept/`, {});
    expect(accept.statusCode).toBe(400);
    expect(accept.json<ErrorBody>().errors).toEqual({ version: M.versionRequired });
    expect((await moderator.client.post(`/api/v1/moderation/books/${id}/reject/`, { reason: 'Blurry' })).statusCode).toBe(400);
    expect((await moderator.client.post(`/api/v1/moderation/books/${id}/accept/`, { version: 0 })).statusCode).toBe(400);
  });

  it('disables and enables a listed book', async () => {
    const id = await listedBook(t, seller, { name: 'Toggle Me' });
    expect((await moderator.client.post(`/api/v1/moderation/books/${id}/disable/`, {})).json()).toEqual({ detail: M.disabled });
    expect((await new TestClient(t.app).get(`/api/v1/books/${id}/`)).statusCode).toBe(404);
    expect((await seller.client.get(`/api/v1/books/${id}/`)).json()).toMatchObject({ is_disabled: true });
    expect((await moderator.client.post(`/api/v1/moderation/books/${id}/enable/`)).json()).toEqual({ detail: M.enabled });
    expect((await new TestClient(t.app).get(`/api/v1/books/${id}/`)).statusCode).toBe(200);
  });

  it('lists reported books and the reports per book, newest first', async () => {
    const id = await listedBook(t, seller, { name: 'Reported Twice' });
    const other = await newMember(t);
    await member.client.post('/api/v1/reports/report-book/', { book_id: id, reason: 'Fake listing' });
    await other.client.post('/api/v1/reports/report-book/', { book_id: id, reason: 'Wrong price' });
    const reported = await queue('reported');
    expect(reported.items[0]).toMatchObject({ id, report_count: 2 });
    const reports = await moderator.client.get(`/api/v1/moderation/books/${id}/reports/`);
    expect(reports.json()).toEqual({
      items: [
        { id: expect.any(Number) as number, reason: 'Wrong price', reporter: other.username, date_created: expect.any(String) as string },
        { id: expect.any(Number) as number, reason: 'Fake listing', reporter: member.username, date_created: expect.any(String) as string },
      ],
      count: 2,
    });
  });

  it('is for moderators only: 401 for guests, 403 for members, 404 for a missing book', async () => {
    const id = await createBook(t, seller);
    const guest = new TestClient(t.app);
    await guest.get('/api/v1/health');
    expect((await guest.get('/api/v1/moderation/books/')).statusCode).toBe(401);
    expect((await guest.post(`/api/v1/moderation/books/${id}/accept/`, {})).statusCode).toBe(401);
    expect((await member.client.get('/api/v1/moderation/books/')).statusCode).toBe(403);
    const denied = await seller.client.post(`/api/v1/moderation/books/${id}/accept/`, {});
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ detail: M.notModerator });
    expect((await moderator.client.post('/api/v1/moderation/books/987654/accept/', { version: 1 })).statusCode).toBe(404);
    expect((await moderator.client.get('/api/v1/moderation/books/987654/')).statusCode).toBe(404);
    expect((await member.client.get(`/api/v1/moderation/books/${id}/`)).statusCode).toBe(403);
    expect((await guest.get(`/api/v1/moderation/books/${id}/`)).statusCode).toBe(401);
    expect((await moderator.client.get('/api/v1/moderation/books/?status=bogus')).statusCode).toBe(400);
  });

  it('never lets a moderator pass their own listing: 403, and their unreviewed queue leaves it out for another to review', async () => {
    const own = await createBook(t, moderator, { name: 'Moderator’s Own Memoir' });
    const { version } = await seen(own);
    const unreviewed = await queue('unreviewed');
    expect(unreviewed.items.map((book) => book.id)).not.toContain(own);
    expect(unreviewed.count).toBe(unreviewed.items.length);
    for (const [action, body] of [
      ['accept', { version }],
      ['reject', { version, reason: 'Mine, and fine.' }],
    ] as const) {
      const refused = await moderator.client.post(`/api/v1/moderation/books/${own}/${action}/`, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: M.ownListing });
    }
    expect((await seen(own)).is_reviewed).toBe(false);
    // Another moderator finds it in their queue and accepts it; the owner may take it down, not put it back.
    const other = await newMember(t, { moderator: true });
    const theirs = (await other.client.get('/api/v1/moderation/books/?status=unreviewed&limit=100')).json<ModerationList>();
    expect(theirs.items.map((book) => book.id)).toContain(own);
    expect((await other.client.post(`/api/v1/moderation/books/${own}/accept/`, { version })).statusCode).toBe(200);
    expect((await moderator.client.post(`/api/v1/moderation/books/${own}/disable/`, {})).statusCode).toBe(200);
    expect((await moderator.client.post(`/api/v1/moderation/books/${own}/enable/`, {})).json()).toEqual({ detail: M.ownListing });
  });

  it('tells the client who moderates', async () => {
    expect((await moderator.client.get('/api/v1/users/me/')).json()).toMatchObject({ is_moderator: true });
    expect((await member.client.get('/api/v1/users/me/')).json()).toMatchObject({ is_moderator: false });
  });

  if (kind === 'postgresql') {
    it('promotes a member with `npm run promote -- <email>`', async () => {
      const run = promisify(execFile);
      const args = [
        '-r',
        path.join(API_ROOT, 'test', 'helpers', 'register-ts.cjs'),
        path.join(API_ROOT, 'src', 'features', 'admin', 'promote-command.ts'),
      ];
      const env = { ...process.env, DATABASE_URL: t.testDb.url };
      const { stdout } = await run(process.execPath, [...args, member.email.toUpperCase()], { cwd: API_ROOT, env });
      expect(stdout).toContain('is now a moderator');
      expect((await member.client.get('/api/v1/moderation/books/')).statusCode).toBe(200);
      await expect(run(process.execPath, [...args, 'nobody@example.com'], { cwd: API_ROOT, env })).rejects.toMatchObject({ code: 1 });
    });
  }
});
