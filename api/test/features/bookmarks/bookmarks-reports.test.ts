import { messages } from '../../../src/texts';
import type { ErrorBody } from '../../../src/plugins/errors';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { createBook, listedBook, newMember, type Member } from '../../helpers/world';

const M = messages;

describe.each(DB_KINDS)('bookmarks and reports on %s', (kind) => {
  let t: TestApp;
  let seller: Member;
  let reader: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await newMember(t);
    reader = await newMember(t);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  describe('bookmarks', () => {
    it('adds (201), lists newest first with the book item, and removes (200)', async () => {
      const first = await listedBook(t, seller, { name: 'First Marked' });
      const second = await listedBook(t, seller, { name: 'Second Marked' });
      expect((await reader.client.post('/api/v1/bookmarks/', { book_id: first })).json()).toEqual({ detail: M.bookmarks.added });
      const added = await reader.client.post('/api/v1/bookmarks/', { book_id: second });
      expect(added.statusCode).toBe(201);
      const list = await reader.client.get('/api/v1/bookmarks/');
      expect(list.statusCode).toBe(200);
      const body = list.json<{ bookmark_item: { id: number; book: Record<string, unknown> }[] }>();
      expect(body.bookmark_item.map((entry) => entry.book.id)).toEqual([second, first]);
      expect(body.bookmark_item[0]).toEqual({
        id: expect.any(Number) as number,
        book: expect.objectContaining({ id: second, name: 'Second Marked', is_bookmarked: true, distance: 'None' }) as object,
      });
      const removed = await reader.client.delete('/api/v1/bookmarks/', { book_id: first });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ detail: M.bookmarks.removed });
      const after = (await reader.client.get('/api/v1/bookmarks/')).json<{ bookmark_item: { book: { id: number } }[] }>();
      expect(after.bookmark_item.map((entry) => entry.book.id)).toEqual([second]);
    });

    it('is 409 twice, 404 for a book the caller cannot see or a bookmark that does not exist, 401 for guests', async () => {
      const id = await listedBook(t, seller);
      expect((await reader.client.post('/api/v1/bookmarks/', { book_id: id })).statusCode).toBe(201);
      const twice = await reader.client.post('/api/v1/bookmarks/', { book_id: id });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ detail: M.bookmarks.alreadyBookmarked });
      const hidden = await createBook(t, seller);
      expect((await reader.client.post('/api/v1/bookmarks/', { book_id: hidden })).statusCode).toBe(404);
      expect((await reader.client.post('/api/v1/bookmarks/', { book_id: 987654 })).statusCode).toBe(404);
      expect((await reader.client.delete('/api/v1/bookmarks/', { book_id: hidden })).statusCode).toBe(404);
      const bad = await reader.client.post('/api/v1/bookmarks/', { book_id: 'one' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().errors).toEqual({ book_id: M.bookmarks.bookIdInvalid });
      const guest = new TestClient(t.app);
      expect((await guest.get('/api/v1/bookmarks/')).statusCode).toBe(401);
      expect((await guest.post('/api/v1/bookmarks/', { book_id: id })).statusCode).toBe(401);
    });

    it('drops a bookmark from the list when its book is disabled, and with the book when deleted', async () => {
      const id = await listedBook(t, seller, { name: 'Soon Gone' });
      const member = await newMember(t);
      await member.client.post('/api/v1/bookmarks/', { book_id: id });
      await t.testDb.database.db.updateTable('books').set({ is_disabled: true }).where('id', '=', id).execute();
      expect((await member.client.get('/api/v1/bookmarks/')).json()).toEqual({ bookmark_item: [] });
      await seller.client.delete(`/api/v1/books/${id}/`);
      const rows = await t.testDb.database.db.selectFrom('bookmarks').selectAll().where('book_id', '=', id).execute();
      expect(rows).toEqual([]);
    });
  });

  describe('reports', () => {
    it('reports once per member per book (201, then 409)', async () => {
      const id = await listedBook(t, seller);
      const report = await reader.client.post('/api/v1/reports/report-book/', { book_id: id, reason: '  Looks like a scam  ' });
      expect(report.statusCode).toBe(201);
      expect(report.json()).toEqual({ detail: M.reports.reported });
      const stored = await t.testDb.database.db.selectFrom('reports').select('reason').where('book_id', '=', id).execute();
      expect(stored).toEqual([{ reason: 'Looks like a scam' }]);
      const again = await reader.client.post('/api/v1/reports/report-book/', { book_id: id, reason: 'again' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: M.reports.alreadyReported });
    });

    it('refuses one’s own book (403), unseen books (404), bad reasons (400) and guests (401)', async () => {
      const id = await listedBook(t, seller);
      const own = await seller.client.post('/api/v1/reports/report-book/', { book_id: id, reason: 'mine' });
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ detail: M.reports.ownBook });
      const hidden = await createBook(t, seller);
      expect((await reader.client.post('/api/v1/reports/report-book/', { book_id: hidden, reason: 'x' })).statusCode).toBe(404);
      const empty = await reader.client.post('/api/v1/reports/report-book/', { book_id: id, reason: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<ErrorBody>().errors).toEqual({ reason: M.reports.reasonRequired });
      const long = await reader.client.post('/api/v1/reports/report-book/', { book_id: id, reason: 'x'.repeat(1001) });
      expect(long.json<ErrorBody>().errors).toEqual({ reason: M.reports.reasonInvalid });
      const guest = new TestClient(t.app);
      await guest.get('/api/v1/health');
      expect((await guest.post('/api/v1/reports/report-book/', { book_id: id, reason: 'x' })).statusCode).toBe(401);
    });
  });
});
