import { booksKey } from '@booknook/shared-ui';
import { makeBook } from '../../../../testing/fixtures';
import { parseFilters, parsePage, toBooksQuery } from '../filters';
import { loadBrowse } from './load-browse';

const context = (href: string, status = 200, body: unknown = { items: [makeBook({ book_image: '/media/first.png' })], count: 1 }) => ({
  url: new URL(href),
  params: {},
  api: jest.fn(() => Promise.resolve({ status, body })),
  absoluteUrl: (path: string) => new URL(path, 'https://books.example').href,
});

describe('loadBrowse', () => {
  it('asks for the page a browser without a location asks for first: the same SWR key', async () => {
    const href = 'https://books.example/books?name=physics&bookType=is_collage_book&page=2&sortBy=asc&junk=1';
    const ctx = context(href);
    const data = await loadBrowse(ctx);
    const url = new URL(href);
    const key = booksKey(toBooksQuery(parseFilters(url.searchParams), parsePage(url.searchParams)));
    expect(ctx.api).toHaveBeenCalledWith(key);
    expect(Object.keys(data.fallback)).toEqual([key]);
    expect(data.status).toBe(200);
    expect(data.head).toMatchObject({
      title: '“physics” — used books near you (page 2) — BookNook',
      canonicalPath: '/books?name=physics&bookType=is_collage_book&sortBy=asc&page=2',
      lcpImage: { href: '/media/first.png' },
    });
  });

  it('seeds the failure and tells crawlers to come back when the API cannot answer', async () => {
    const data = await loadBrowse(context('https://books.example/books', 503, null));
    expect(data).toMatchObject({ status: 503, fallback: {}, errors: { '/books/?limit=6&offset=0': { status: 503 } } });
    expect(data.head).toMatchObject({ title: 'Browse used books near you — BookNook', canonicalPath: '/books' });
  });
});
