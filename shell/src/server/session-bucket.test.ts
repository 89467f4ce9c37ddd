import { sessionBucket } from './session-bucket';

describe('sessionBucket', () => {
  it('keeps the bucket a visitor already has, setting nothing', () => {
    expect(sessionBucket('sessionid=x; bn_canary=42', 'https://books.example.org', true)).toEqual({ value: 42 });
  });

  it('gives a new visitor a bucket and the cookie that keeps it while a canary runs', () => {
    const { value, setCookie } = sessionBucket(undefined, 'https://books.example.org', true);
    expect(setCookie).toBe(`bn_canary=${value}; Path=/; SameSite=Lax; Secure`);
    expect(sessionBucket('', 'http://localhost:8080', true).setCookie).toMatch(/^bn_canary=\d{1,2}; Path=\/; SameSite=Lax$/);
  });

  it('sets no cookie when no canary runs: pages stay as cacheable as before', () => {
    expect(sessionBucket(undefined, 'https://books.example.org', false).setCookie).toBeUndefined();
  });
});
