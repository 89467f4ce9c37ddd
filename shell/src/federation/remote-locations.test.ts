import {
  allEntries,
  bucketCookie,
  bucketFromCookie,
  chooseLocations,
  newBucket,
  versionOfEntry,
  type RemotesDocument,
} from './remote-locations';

const RELEASE = '/remotes/browse/v20261126-061502-1a2b3c4d/mf-manifest.json';
const CANARY = '/remotes/browse/v20261126-071502-5e6f7a8b/mf-manifest.json';
const document: RemotesDocument = {
  mfe_browse: RELEASE,
  mfe_sell: '/remotes/sell/mf-manifest.json',
  canaries: { mfe_browse: { entry: CANARY, percent: 20 } },
};

describe('remote locations', () => {
  it('gives the canary to the buckets below its share, the live version to the rest', () => {
    expect(chooseLocations(document, 0)).toEqual({ mfe_browse: CANARY, mfe_sell: '/remotes/sell/mf-manifest.json' });
    expect(chooseLocations(document, 19).mfe_browse).toBe(CANARY);
    expect(chooseLocations(document, 20).mfe_browse).toBe(RELEASE);
    expect(chooseLocations(document, 99).mfe_browse).toBe(RELEASE);
  });

  it('reads the bucket from a Cookie header or document.cookie, and ignores anything else', () => {
    expect(bucketFromCookie('sessionid=abc; bn_canary=7; csrftoken=x')).toBe(7);
    expect(bucketFromCookie(bucketCookie(42, true))).toBe(42);
    expect(bucketFromCookie('bn_canary=123')).toBeNull();
    expect(bucketFromCookie('xbn_canary=5')).toBeNull();
    expect(bucketFromCookie(undefined)).toBeNull();
    expect(bucketCookie(3, false)).toBe('bn_canary=3; Path=/; SameSite=Lax');
  });

  it('draws buckets evenly from 0 to 99', () => {
    const draws = Array.from({ length: 2000 }, newBucket);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThanOrEqual(99);
    const below20 = draws.filter((bucket) => bucket < 20).length / draws.length;
    expect(below20).toBeGreaterThan(0.15);
    expect(below20).toBeLessThan(0.25);
  });

  it('lists every entry a server keeps, and names versions by their release folder', () => {
    expect(allEntries(document)).toEqual([RELEASE, '/remotes/sell/mf-manifest.json', CANARY]);
    expect(versionOfEntry(CANARY)).toBe('v20261126-071502-5e6f7a8b');
    expect(versionOfEntry('/remotes/sell/mf-manifest.json')).toBe('dist');
  });
});
