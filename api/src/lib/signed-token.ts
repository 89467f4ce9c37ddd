import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens';

// A small claim in a link that needs no session (unsubscribe from a kind of mail, renew a listing
// from its reminder): its JSON, base64url, and an HMAC-SHA256 of it under a secret of the site. The
// claim carries its own purpose, so a token made for one thing opens nothing else.

export function signToken(secret: string, claim: Record<string, string | number>): string {
  const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The claim of a token this site signed, or undefined for anything else (tampered, truncated, garbage). */
export function readToken(secret: string, token: string): Record<string, unknown> | undefined {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return undefined;
  if (!safeEqual(mac, createHmac('sha256', secret).update(body).digest('base64url'))) return undefined;
  try {
    const claim: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof claim === 'object' && claim !== null && !Array.isArray(claim) ? (claim as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
