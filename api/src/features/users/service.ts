import { hash, verify } from '@node-rs/argon2';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { currentLanguage, type Language } from '../../lib/language';
import { sha256Hex } from '../../lib/tokens';
import { messages } from '../../texts';
import { isEmailDomainBlocked, activeSuspension } from '../admin';
import type { PublicUser, RegisterBody } from './schemas';
import { userTexts } from './texts';

export type { PublicUser } from './schemas';

export function toPublicUser(user: PublicUser): PublicUser {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    email: user.email,
    location: user.location,
    phone_number: user.phone_number,
    hide_phone_number: user.hide_phone_number,
    is_moderator: user.is_moderator,
    is_admin: user.is_admin,
    email_verified: user.email_verified,
    pending_email: user.pending_email,
    language: user.language,
  };
}

/** The columns of a PublicUser, for a query that returns one (`email_verified` from the time it was). */
export const publicUserColumns = [
  'first_name',
  'last_name',
  'username',
  'email',
  'location',
  'phone_number',
  'hide_phone_number',
  'is_moderator',
  'is_admin',
  'pending_email',
  'language',
  sql<boolean>`email_verified_at IS NOT NULL`.as('email_verified'),
] as const;

export async function isUsernameTaken(db: Kysely<DB>, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

async function isEmailTaken(db: Kysely<DB>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * What a valid sign-up did: made an account, found one with that address, or refused the address's
 * blocked domain (features/admin/blocked-domains.ts); all three are answered alike.
 */
export type Registration = { kind: 'created'; id: number; language: Language } | { kind: 'address-in-use' } | { kind: 'domain-blocked' };

const usernameConflict = () => new HttpError(409, userTexts.usernameTaken, { username: userTexts.usernameTaken });

/**
 * Create a member, unconfirmed. 409 only for a taken username (usernames are public); an address
 * that already has an account is reported to the caller, who answers as for a new one (issue 24.5).
 * The password is hashed either way, so both take as long. `reserve` takes the sign-up from the
 * network's budget in the transaction that decides (SignupChallenges.reserveSignup): a 409 or a
 * failure rolls it back; an address in use or a blocked domain keeps it, answered as an account
 * made, so that the budget says nothing about who is a member.
 */
export async function registerUser(
  db: Kysely<DB>,
  input: RegisterBody,
  reserve: (trx: Transaction<DB>) => Promise<void>,
): Promise<Registration> {
  if (await isUsernameTaken(db, input.username)) throw usernameConflict();
  // Hashed before the transaction: the network's other sign-ups wait for it while it is open.
  const passwordHash = await hash(input.password);
  return db.transaction().execute(async (trx): Promise<Registration> => {
    await reserve(trx);
    if (await isEmailDomainBlocked(trx, input.email)) return { kind: 'domain-blocked' };
    if (await isEmailTaken(trx, input.email)) return { kind: 'address-in-use' };
    // DO NOTHING rather than an error, which would abort the transaction: a lost race with a
    // concurrent registration ends as the checks above would have.
    const created = await trx
      .insertInto('users')
      .values({
        username: input.username,
        email: input.email,
        password_hash: passwordHash,
        first_name: input.first_name,
        last_name: input.last_name,
        location: input.location,
        phone_number: input.phone_number,
        hide_phone_number: input.hide_phone_number,
        language: input.language ?? currentLanguage(),
      })
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'language'])
      .executeTakeFirst();
    if (created) return { kind: 'created', ...created };
    if (await isUsernameTaken(trx, input.username)) throw usernameConflict();
    return { kind: 'address-in-use' };
  });
}

/**
 * The rate-limit rows counted against an address rather than a member (sign-in guesses, reset
 * mails): they go when the address stops being the member's (a changed email, a deleted account).
 */
export function addressBuckets(email: string): string[] {
  return ['loginAccount', 'passwordResetAccount', 'emailCodeAccount'].map((name) => `${name}:${sha256Hex(email.toLowerCase())}`);
}

let dummyHash: Promise<string> | undefined;

/** A real argon2id hash to verify against when the email is unknown, so timing does not reveal members. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hash('booknook-timing-equaliser');
  return dummyHash;
}

/** The member with this email and password; 401 otherwise, taking the same time either way. */
export async function authenticate(
  db: Kysely<DB>,
  email: string,
  password: string,
): Promise<PublicUser & { id: number; /** A suspension whose end has come, still to be lifted. */ suspensionEnded: boolean }> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'suspended_at', 'suspended_until', 'suspension_reason', ...publicUserColumns])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  // A member who signs in by emailed code has no password: verified against the dummy all the same.
  const passwordHash = user?.password_hash ?? (await getDummyHash());
  const valid = await verify(passwordHash, password).catch(() => false);
  if (!user?.password_hash || !valid) throw new HttpError(401, userTexts.invalidCredentials);
  // Told only to whoever knows the password, so the refusal does not say who is suspended.
  const suspension = activeSuspension(user);
  if (suspension) throw new HttpError(403, messages.admin.suspended(suspension.reason, suspension.until));
  const { password_hash: _hash, suspended_at: _at, suspended_until: _until, suspension_reason: _reason, ...member } = user;
  return { ...member, suspensionEnded: user.suspended_at !== null };
}
