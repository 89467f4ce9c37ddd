import type { ColumnType, Generated } from 'kysely';

// The tables and columns of the tools against abuse (migration 0021), apart from schema.ts.

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UserRoleColumns {
  /** Admins manage moderators, suspensions, blocked domains, and read the audit log. */
  is_admin: Generated<boolean>;
  /** When the member was suspended; null when not. */
  suspended_at: NullableTimestamp;
  /** When the suspension ends by itself; null: when an admin lifts it. */
  suspended_until: NullableTimestamp;
  suspension_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BookOwnerColumns {
  /** The seller is suspended: the book is not listed (part of LISTED, kept by features/admin/suspensions.ts). */
  is_owner_suspended: Generated<boolean>;
}

export interface BlockedEmailDomainsTable {
  domain: string;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** Null once the acting account is deleted; `actor_name` keeps who it was. */
  actor_id: number | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: number | null;
  target_label: ColumnType<string, string | undefined, string>;
  reason: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}
