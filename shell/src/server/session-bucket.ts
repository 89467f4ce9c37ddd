import { bucketCookie, bucketFromCookie, newBucket } from '../federation/remote-locations';

/**
 * The visitor's canary bucket (federation/remote-locations.ts): from their cookie, else a new one and the Set-Cookie
 * that keeps it, so the browser loads the very versions this page was rendered with.
 */
export function sessionBucket(cookie: string | undefined, publicUrl: string): { value: number; setCookie?: string } {
  const known = bucketFromCookie(cookie);
  if (known !== null) return { value: known };
  const value = newBucket();
  return { value, setCookie: bucketCookie(value, new URL(publicUrl).protocol === 'https:') };
}
