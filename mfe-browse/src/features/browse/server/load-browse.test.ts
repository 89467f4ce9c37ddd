import { booksKey } from '@booknook/platform';
import { makeBook } from '../../../../testing/fixtures';
import { parseFilters, toBooksQuery } from '../filters';
import { loadBrowse } from './load-browse';

const context = (href: string, status = 200, body: unknown = { items: [makeBook({ book_image: '/media/first.png' })], count: 1 }) => ({
  url: new URL(href),
  params: {},
  api: jest.fn(() => Promise.resolve({ status, body })),
  absoluteUrl: (path: string) => new URL(path, 'https://books.example').href,
});

describe('loadBrowse', () => {
  it('asks for every page the URL shows as a browser without a location asks for them: the same SWR keys', async () => {
    const href = 'https://books.example/books?name=physics&bookType=is_collage_book&page=2&sortBy=asc&junk=1';
    const ctx = context(href);
    const data = await loadBrowse(ctx);
    const filters = parseFilters(new URL(href).searchParams);
    const keys = [booksKey(toBooksQuery(filters, 1)), booksKey(toBooksQuery(filters, 2))];
    expect(ctx.api).toHaveBeenCalledWith(keys[0]);
    expect(ctx.api).toHaveBeenCalledWith(keys[1]);
    expect(Object.keys(data.fallback)).toEqual(keys);
    expect(data.status).toBe(200);
    expect(data.head).toMatchObject({
      title: '“physics” — used books near you (page 2) — BookNook',
      canonicalPath: '/books?name=physics&bookType=is_collage_book&ordering=price&page=2',
      lcpImage: { href: '/media/first.png' },
    });
  });

  it('seeds the failure and tells crawlers to come back when the API cannot answer', async () => {
    const data = await loadBrowse(context('https://books.example/books', 503, null));
    expect(data).toMatchObject({ status: 503, fallback: {}, errors: { '/books/?limit=12&offset=0': { status: 503 } } });
    expect(data.head).toMatchObject({ title: 'Browse used books near you — BookNook', canonicalPath: '/books' });
  });
});
