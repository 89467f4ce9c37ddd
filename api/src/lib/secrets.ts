import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { randomToken } from './tokens';

const secretsByDb = new WeakMap<Kysely<DB>, Map<string, Promise<string>>>();

/**
 * A per-installation secret kept in the database, so every API instance signs and verifies with
 * the same key. Created on first use (the first writer wins a race); cached per database. `create` makes a new
 * value (a random token unless the secret has a form of its own, such as a key pair).
 */
export function getOrCreateSecret(db: Kysely<DB>, name: string, create: () => string = randomToken): Promise<string> {
  let perDb = secretsByDb.get(db);
  if (!perDb) {
    perDb = new Map();
    secretsByDb.set(db, perDb);
  }
  const cached = perDb.get(name);
  if (cached) return cached;
  const secret = (async () => {
    await db
      .insertInto('app_secrets')
      .values({ name, value: create() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
    return row.value;
  })();
  // A failure (database down) is not cached: the next request tries again.
  const forget = perDb;
  secret.catch(() => forget.delete(name));
  perDb.set(name, secret);
  return secret;
}
