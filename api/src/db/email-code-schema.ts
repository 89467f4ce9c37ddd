import type { ColumnType } from 'kysely';

// Sign-in codes mailed to an address (migration 0026), apart from schema.ts.

/** A live sign-in code per address (features/users/email-code.ts): only HMACs of the code and of the link's token. */
export interface EmailCodesTable {
  /** The address, lower case. */
  email_key: string;
  /** As it was typed. */
  email: string;
  code_hash: string;
  link_hash: string;
  network: string;
  puzzle_level: ColumnType<number, number | undefined, number>;
  tries: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
