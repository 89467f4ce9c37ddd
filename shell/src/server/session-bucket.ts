import { bucketCookie, bucketFromCookie, newBucket } from '../federation/remote-locations';

/**
 * The visitor's canary bucket (federation/remote-locations.ts): from their cookie, else, while a canary runs, a new one
 * and the Set-Cookie that keeps it, so the browser loads the very versions this page was rendered with. With no canary
 * nobody needs one, and pages stay free of cookies (and cacheable) as before.
 */
export function sessionBucket(
  cookie: string | undefined,
  publicUrl: string,
  canaryRunning: boolean,
): { value: number; setCookie?: string } {
  const known = bucketFromCookie(cookie);
  if (known !== null) return { value: known };
  const value = newBucket();
  if (!canaryRunning) return { value };
  return { value, setCookie: bucketCookie(value, new URL(publicUrl).protocol === 'https:') };
}
