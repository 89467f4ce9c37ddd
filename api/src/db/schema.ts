import type { ColumnType, Generated } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  location: string;
  phone_number: string;
  is_moderator: Generated<boolean>;
  date_joined: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
}

export interface SchemaMigrationsTable {
  version: string;
  name: string;
  checksum: string;
  applied_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The whole database as Kysely sees it. */
export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  schema_migrations: SchemaMigrationsTable;
}
