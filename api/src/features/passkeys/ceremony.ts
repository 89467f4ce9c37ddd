import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { HttpError } from '../../lib/http-error';
import { CHALLENGE_TTL_SECONDS } from './limits';
import type { PasskeyDB } from './tables';
import { passkeyTexts as T } from './texts';

// Challenges: kept server-side, taken by the one answer that carries them (DELETE … RETURNING, so
// two answers with the same challenge cannot both pass), and only within CHALLENGE_TTL_SECONDS.

export type Purpose = 'register' | 'sign-in';

const notVerified = () => new HttpError(400, T.notVerified);

/** Keep a challenge just handed out; expired ones are swept on the way. */
export async function keepChallenge(db: Kysely<PasskeyDB>, challenge: string, purpose: Purpose, userId: number | null): Promise<void> {
  await db
    .deleteFrom('passkey_challenges')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('passkey_challenges')
    .values({ challenge, purpose, user_id: userId, expires_at: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000) })
    .execute();
}

/** The challenge a browser's answer signed (inside its clientDataJSON); 400 when the answer is malformed. */
export function challengeOf(clientDataJSON: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
  } catch {
    throw notVerified();
  }
  const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
  if (typeof challenge !== 'string' || challenge === '' || challenge.length > 100) throw notVerified();
  return challenge;
}

/** Take the challenge for `purpose` (and member, for a registration): 400 when unknown, used, expired or someone else's. */
export async function takeChallenge(db: Kysely<PasskeyDB>, challenge: string, purpose: Purpose, userId: number | null): Promise<void> {
  let query = db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', sql<Date>`now()`);
  query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
  const taken = await query.returning('challenge').executeTakeFirst();
  if (!taken) throw new HttpError(400, T.expired);
}

/**
 * The WebAuthn user handle of a member: stable (so an authenticator replaces, not adds, its passkey
 * for the same account), and saying nothing about who they are.
 */
export function userHandle(secret: string, userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHmac('sha256', secret).update(`passkey-user:${userId}`).digest());
}
