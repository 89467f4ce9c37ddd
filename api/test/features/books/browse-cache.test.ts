import { BrowseCache, TtlCache } from '../../../src/features/books/browse-cache';

describe('TtlCache', () => {
  it('shares one pending computation among concurrent callers and keeps it until it expires', async () => {
    let now = 0;
    const cache = new TtlCache<Promise<number>>(1000, 10, () => now);
    let computed = 0;
    const compute = () => Promise.resolve((computed += 1));
    const [a, b] = await Promise.all([cache.getOrCompute('k', compute), cache.getOrCompute('k', compute)]);
    expect([a, b, computed]).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.getOrCompute('k', compute)).toBe(1);
    now = 1000;
    expect(await cache.getOrCompute('k', compute)).toBe(2);
  });

  it('does not keep a failure, and keeps nothing when its time to live is 0', async () => {
    const cache = new TtlCache<Promise<string>>(1000, 10);
    await expect(cache.getOrCompute('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrCompute('k', () => Promise.resolve('up'))).toBe('up');
    const off = new TtlCache<Promise<string>>(0, 10);
    await off.getOrCompute('k', () => Promise.resolve('x'));
    expect(off.size).toBe(0);
  });

  it('drops the oldest entry when full', () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('keeps counts twelve times as long as answers', () => {
    let now = 0;
    const cache = new BrowseCache(5000, () => now);
    cache.answers.set('q', Promise.resolve({}));
    cache.counts.set('f', Promise.resolve(7));
    now = 59_999;
    expect(cache.answers.get('q')).toBeUndefined();
    expect(cache.counts.get('f')).toBeDefined();
    cache.clear();
    expect(cache.counts.get('f')).toBeUndefined();
  });
});
