import { hash, verify } from '@node-rs/argon2';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, UsersTable } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../messages';
import type { PublicUser, RegisterBody } from './schemas';

export type UserRow = Selectable<UsersTable>;

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
  };
}

const UNIQUE_VIOLATION = '23505';
const USERNAME_INDEX = 'users_username_lower_key';
const EMAIL_INDEX = 'users_email_lower_key';

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

function conflict(errors: Record<string, string>): HttpError {
  // The email message first: the register form focuses the email field when detail mentions it.
  const detail = errors.email ?? errors.username ?? messages.users.usernameTaken;
  return new HttpError(409, detail, errors);
}

/** Create a member. 409 when the username or email (case-insensitively) is taken. */
export async function registerUser(db: Kysely<DB>, input: RegisterBody): Promise<void> {
  const errors: Record<string, string> = {};
  const [usernameTaken, emailTaken] = await Promise.all([isUsernameTaken(db, input.username), isEmailTaken(db, input.email)]);
  if (emailTaken) errors.email = messages.users.emailTaken;
  if (usernameTaken) errors.username = messages.users.usernameTaken;
  if (Object.keys(errors).length > 0) throw conflict(errors);

  const passwordHash = await hash(input.password);
  try {
    await db
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
      })
      .execute();
  } catch (error) {
    // Lost a race with a concurrent registration: same answer as the pre-check.
    const pgError = error as { code?: string; constraint?: string };
    if (pgError.code === UNIQUE_VIOLATION && pgError.constraint === EMAIL_INDEX) {
      throw conflict({ email: messages.users.emailTaken });
    }
    if (pgError.code === UNIQUE_VIOLATION && pgError.constraint === USERNAME_INDEX) {
      throw conflict({ username: messages.users.usernameTaken });
    }
    throw error;
  }
}

let dummyHash: Promise<string> | undefined;

/** A real argon2id hash to verify against when the email is unknown, so timing does not reveal members. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hash('booknook-timing-equaliser');
  return dummyHash;
}

/** The member with this email and password; 401 otherwise, taking the same time either way. */
export async function authenticate(db: Kysely<DB>, email: string, password: string): Promise<UserRow> {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  const passwordHash = user?.password_hash ?? (await getDummyHash());
  const valid = await verify(passwordHash, password).catch(() => false);
  if (!user || !valid) throw new HttpError(401, messages.users.invalidCredentials);
  return user;
}
