import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '../../db/schema';

// The push feature's table (migration 0031), known to Kysely here rather than in db/schema.ts.

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  /** The browser's P-256 public key, base64url. */
  p256dh: string;
  /** The browser's authentication secret, base64url. */
  auth: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type PushDB = DB & { push_subscriptions: PushSubscriptionsTable };

export const withPushTables = (db: Kysely<DB>): Kysely<PushDB> => db.withTables<{ push_subscriptions: PushSubscriptionsTable }>();
