import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createBook, listedBook, newMember, type Member } from '../../helpers/world';

// Issue 12.5: every state change is one conditional statement or holds a row lock, so that
// concurrent requests cannot both pass a check and then both act. These races only show on
// PostgreSQL (PGlite runs one query at a time); the suite runs on both all the same.

const PARALLEL = 30;

function statuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

describe.each(DB_KINDS)('races on %s', (kind) => {
  let t: TestApp;
  let seller: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await newMember(t);
    // Test-only witness: a row in sold_book_edits for every write that changed a book already sold.
    await sql`CREATE TABLE sold_book_edits (book_id bigint NOT NULL, price numeric NOT NULL)`.execute(t.testDb.database.db);
    await sql`
      CREATE FUNCTION witness_sold_book_edit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.is_sold AND (NEW.price, NEW.name, NEW.category, NEW.condition) IS DISTINCT FROM (OLD.price, OLD.name, OLD.category, OLD.condition) THEN
          INSERT INTO sold_book_edits (book_id, price) VALUES (OLD.id, NEW.price);
        END IF;
        RETURN NEW;
      END;
      $$`.execute(t.testDb.database.db);
    await sql`CREATE TRIGGER witness_sold_book_edit BEFORE UPDATE ON books FOR EACH ROW EXECUTE FUNCTION witness_sold_book_edit()`.execute(
      t.testDb.database.db,
    );
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it(`sells a book exactly once when ${PARALLEL} mark-as-sold calls arrive together`, async () => {
    const id = await listedBook(t, seller);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => seller.client.request('PATCH', `/api/v1/books/mark-as-sold/${id}/`)),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 409: PARALLEL - 1 });
  });

  it('never writes a price edit after the sale it raced with', async () => {
    const rounds = 15;
    let bothSucceeded = 0;
    for (let round = 0; round < rounds; round += 1) {
      const id = await listedBook(t, seller, { price: 100 });
      const edits = Array.from({ length: 4 }, (_unused, i) => seller.client.patch(`/api/v1/books/${id}/`, { price: 200 + i }));
      const sale = seller.client.request('PATCH', `/api/v1/books/mark-as-sold/${id}/`);
      const [saleResponse, ...editResponses] = await Promise.all([sale, ...edits]);
      expect(saleResponse.statusCode).toBe(200);
      for (const response of editResponses) expect([200, 409]).toContain(response.statusCode);
      if (editResponses.some((response) => response.statusCode === 200)) bothSucceeded += 1;
      const book = await t.testDb.database.db
        .selectFrom('books')
        .select(['is_sold', 'price'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(book.is_sold).toBe(true);
    }
    const edited = await sql<{ book_id: number }>`SELECT book_id FROM sold_book_edits`.execute(t.testDb.database.db);
    expect(edited.rows).toEqual([]);
    console.log(`${kind}: in ${bothSucceeded} of ${rounds} rounds an edit came before the sale; none after it`);
  });

  it('bookmarks and reports a book once per member however many requests arrive together', async () => {
    const id = await listedBook(t, seller);
    const member = await newMember(t);
    const bookmarks = await Promise.all(Array.from({ length: PARALLEL }, () => member.client.post('/api/v1/bookmarks/', { book_id: id })));
    expect(statuses(bookmarks)).toEqual({ 201: 1, 409: PARALLEL - 1 });
    const reports = await Promise.all(
      Array.from({ length: PARALLEL }, () => member.client.post('/api/v1/reports/report-book/', { book_id: id, reason: 'Duplicate' })),
    );
    expect(statuses(reports)).toEqual({ 201: 1, 409: PARALLEL - 1 });
  });

  it('lets one of two moderators decide on the version they both saw', async () => {
    const first = await newMember(t, { moderator: true });
    const second = await newMember(t, { moderator: true });
    const id = await createBook(t, seller);
    const [accept, reject] = await Promise.all([
      first.client.post(`/api/v1/moderation/books/${id}/accept/`, { version: 1 }),
      second.client.post(`/api/v1/moderation/books/${id}/reject/`, { reason: 'Blurry', version: 1 }),
    ]);
    expect([accept.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
  });

  it('deletes a book once when deletes race', async () => {
    const id = await listedBook(t, seller);
    const responses = await Promise.all(Array.from({ length: 10 }, () => seller.client.delete(`/api/v1/books/${id}/`)));
    expect(statuses(responses)).toEqual({ 200: 1, 404: 9 });
  });
});
