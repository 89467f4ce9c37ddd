import { HttpStatusError, RevalidatingCache } from './revalidating-cache';

type Answer = { status: number; body?: string; etag?: string };

function server(answers: Answer[]) {
  const calls: { url: string; etag: string | null }[] = [];
  const get = (url: string, etag: string | null) => {
    calls.push({ url, etag });
    const answer = answers.shift() ?? { status: 500 };
    return Promise.resolve({
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      headers: { get: (name: string) => (name === 'etag' ? (answer.etag ?? null) : null) },
      text: () => Promise.resolve(answer.body ?? ''),
    } as unknown as Response);
  };
  return { get, calls };
}

describe('RevalidatingCache', () => {
  it('parses a file once, reuses it on 304 and when the content did not change, and parses a new version afresh', async () => {
    const { get, calls } = server([
      { status: 200, body: 'v1', etag: '"a"' },
      { status: 304 },
      { status: 200, body: 'v1', etag: '"b"' },
      { status: 200, body: 'v2', etag: '"c"' },
    ]);
    const parse = jest.fn((text: string) => ({ version: text }));
    const cache = new RevalidatingCache(get, parse);
    const first = await cache.load('/x');
    expect(await cache.load('/x')).toBe(first);
    expect(await cache.load('/x')).toBe(first);
    expect(await cache.load('/x')).toEqual({ version: 'v2' });
    expect(parse).toHaveBeenCalledTimes(2);
    expect(calls.map((call) => call.etag)).toEqual([null, '"a"', '"a"', '"b"']);
  });

  it('shares one request between concurrent uses', async () => {
    const { get, calls } = server([{ status: 200, body: 'v1' }]);
    const cache = new RevalidatingCache(get, (text) => text);
    await expect(Promise.all([cache.load('/x'), cache.load('/x')])).resolves.toEqual(['v1', 'v1']);
    expect(calls).toHaveLength(1);
  });

  it('fails with the status when the file is gone, and forgets the old version', async () => {
    const { get, calls } = server([{ status: 200, body: 'v1', etag: '"a"' }, { status: 404 }, { status: 200, body: 'v1', etag: '"a"' }]);
    const cache = new RevalidatingCache(get, (text) => text);
    await cache.load('/x');
    const failure = cache.load('/x');
    await expect(failure).rejects.toBeInstanceOf(HttpStatusError);
    await expect(failure).rejects.toMatchObject({ status: 404 });
    await cache.load('/x');
    expect(calls[2]?.etag).toBeNull();
  });

  it('drops versions of URLs no longer listed', async () => {
    const { get, calls } = server([
      { status: 200, body: 'v1', etag: '"a"' },
      { status: 200, body: 'v1', etag: '"a"' },
    ]);
    const cache = new RevalidatingCache(get, (text) => text);
    await cache.load('/old');
    cache.retainOnly(['/new']);
    await cache.load('/old');
    expect(calls[1]?.etag).toBeNull();
  });
});
