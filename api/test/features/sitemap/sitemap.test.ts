import { sql } from 'kysely';
import { BOOKS_PER_SITEMAP } from '../../../src/features/sitemap/service';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { createBook, listedBook, newMember } from '../../helpers/world';

const ORIGIN = 'https://books.example';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(DB_KINDS)('robots.txt and the sitemaps on %s', (kind) => {
  let t: TestApp;
  let listed: number;
  let sold: number;
  let unreviewed: number;
  let far: number;
  const guest = () => new TestClient(t.app);

  beforeAll(async () => {
    t = await createTestApp(kind, { publicUrl: ORIGIN });
    const seller = await newMember(t);
    listed = await listedBook(t, seller);
    sold = await listedBook(t, seller);
    unreviewed = await createBook(t, seller);
    const db = t.testDb.database.db;
    await sql`UPDATE books SET is_sold = true WHERE id = ${sold}`.execute(db);
    // A book in the second file's range of ids.
    await sql`SELECT setval(pg_get_serial_sequence('books', 'id'), ${BOOKS_PER_SITEMAP + 4})`.execute(db);
    far = await listedBook(t, seller);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it('robots.txt keeps crawlers out of the API and member screens and names the sitemap', async () => {
    const response = await guest().get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /mybooks');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('sitemap.xml lists the pages file and one file per range of ids that has listed books', async () => {
    const response = await guest().get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const files = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(files).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/books-1.xml`, `${ORIGIN}/sitemaps/books-2.xml`]);
  });

  it('a books file lists the books everyone may see that are still offered, with absolute URLs', async () => {
    const first = await guest().get('/sitemaps/books-1.xml');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`<loc>${ORIGIN}/books/${listed}</loc>`);
    expect(first.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(first.body).not.toContain(`/books/${sold}<`);
    expect(first.body).not.toContain(`/books/${unreviewed}<`);
    expect((await guest().get('/sitemaps/books-2.xml')).body).toContain(`<loc>${ORIGIN}/books/${far}</loc>`);
  });

  it('the pages file lists the home page and Browse', async () => {
    const response = await guest().get('/sitemaps/pages.xml');
    expect(response.body).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(response.body).toContain(`<loc>${ORIGIN}/books</loc>`);
  });

  it('lists each page in English and in Nepali (?lang=ne), each naming both versions and the default', async () => {
    const { body } = await guest().get('/sitemaps/books-1.xml');
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const book = `${ORIGIN}/books/${listed}`;
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${book}"/>` +
      `<xhtml:link rel="alternate" hreflang="ne" href="${book}?lang=ne"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${book}"/>`;
    expect(body).toMatch(new RegExp(`<url><loc>${escapeRegExp(book)}</loc><lastmod>[\\d-]+</lastmod>${escapeRegExp(alternates)}</url>`));
    expect(body).toMatch(
      new RegExp(`<url><loc>${escapeRegExp(`${book}?lang=ne`)}</loc><lastmod>[\\d-]+</lastmod>${escapeRegExp(alternates)}</url>`),
    );
    expect((await guest().get('/sitemaps/pages.xml')).body).toContain(`<loc>${ORIGIN}/books?lang=ne</loc>`);
  });

  it('answers 404 for a file with no books or a malformed one', async () => {
    for (const url of ['/sitemaps/books-3.xml', '/sitemaps/books-0.xml', '/sitemaps/books-x.xml']) {
      const response = await guest().get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });
});
