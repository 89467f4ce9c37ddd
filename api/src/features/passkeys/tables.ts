import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '../../db/schema';

// The passkeys feature's tables (migration 0028), known to Kysely here rather than in db/schema.ts.

export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: ColumnType<number, number | undefined, number>;
  /** Comma-separated. */
  transports: ColumnType<string, string | undefined, string>;
  name: string;
  backed_up: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface PasskeyChallengesTable {
  challenge: string;
  purpose: 'register' | 'sign-in';
  user_id: number | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export type PasskeyDB = DB & { passkeys: PasskeysTable; passkey_challenges: PasskeyChallengesTable };

export const withPasskeyTables = (db: Kysely<DB>): Kysely<PasskeyDB> =>
  db.withTables<{ passkeys: PasskeysTable; passkey_challenges: PasskeyChallengesTable }>();
