import { bookKey } from '@booknook/platform';
import { makeBookDetail } from '../../../../testing/fixtures';
import { loadBookDetail } from './load-book-detail';

const absoluteUrl = (path: string) => new URL(path, 'https://books.example').href;
const context = (status: number, body: unknown) => ({
  url: new URL('https://books.example/books/42'),
  params: { bookId: '42' },
  api: jest.fn(() => Promise.resolve({ status, body })),
  absoluteUrl,
});

describe('loadBookDetail', () => {
  it("asks for the book under the page's own SWR key and describes it for link previews and search engines", async () => {
    const book = makeBookDetail({ id: 42, name: 'Organic Chemistry', price: 450, condition: 'GOOD', description: 'Clean copy.' });
    const ctx = context(200, book);
    const data = await loadBookDetail(ctx);
    expect(ctx.api).toHaveBeenCalledWith(bookKey('42'));
    expect(data.status).toBe(200);
    expect(data.fallback).toEqual({ [bookKey('42')]: book });
    expect(data.head).toMatchObject({
      title: 'Organic Chemistry — Rs. 450.00 — BookNook',
      canonicalPath: '/books/42',
      type: 'product',
      image: book.book_image,
      lcpImage: expect.objectContaining({ href: book.book_image }) as unknown,
    });
    expect(data.head.description).toMatch(/^Rs\. 450\.00, good condition, in .+\. Clean copy\.$/);
    expect(data.head.jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Organic Chemistry',
      image: absoluteUrl(book.book_image),
      offers: { price: '450.00', priceCurrency: 'NPR', availability: 'https://schema.org/InStock', url: 'https://books.example/books/42' },
    });
  });

  it('answers 410 for a sold book, which its page still shows', async () => {
    const data = await loadBookDetail(context(200, makeBookDetail({ is_sold: true })));
    expect(data.status).toBe(410);
    expect(data.head.jsonLd).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
  });

  it('answers 404 for a book the visitor may not see, and seeds the error so the page says so', async () => {
    const data = await loadBookDetail(context(404, { detail: 'Not found.' }));
    expect(data).toMatchObject({ status: 404, fallback: {}, errors: { [bookKey('42')]: { status: 404, detail: 'Not found.' } } });
    expect(data.head.noindex).toBe(true);
  });

  it('answers 503 when the API cannot answer, and the page shows its error state', async () => {
    const data = await loadBookDetail(context(503, null));
    expect(data).toMatchObject({ status: 503, errors: { [bookKey('42')]: { status: 503 } } });
  });

  it('keeps a long description short', async () => {
    const data = await loadBookDetail(context(200, makeBookDetail({ description: 'word '.repeat(200) })));
    expect(data.head.description.length).toBeLessThanOrEqual(200);
    expect(data.head.description.endsWith('…')).toBe(true);
  });
});
