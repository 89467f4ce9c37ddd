import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

// The audit log: every moderator's and admin's action, readable by admins. A row names the actor
// by id (null once their account is deleted) and by a snapshot of their username, so it stays readable.

export type AuditAction =
  | 'accept-book'
  | 'reject-book'
  | 'disable-book'
  | 'enable-book'
  | 'resolve-conversation-reports'
  | 'suspend-member'
  | 'unsuspend-member'
  | 'make-moderator'
  | 'unmake-moderator'
  | 'make-admin'
  | 'block-domain'
  | 'unblock-domain'
  | 'hide-rating'
  | 'unhide-rating'
  | 'resolve-handover-dispute';

export type AuditTargetType = 'book' | 'conversation' | 'member' | 'domain' | 'rating' | 'handover';

export interface AuditEntry {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId?: number | null;
  targetLabel?: string;
  reason?: string;
}

/** Who acted: a signed-in member, or (actor null) the command line. */
export interface AuditActor {
  id: number;
  username: string;
}

export const COMMAND_LINE_ACTOR = 'command line';

/** Add one row; call it inside the transaction that made the change, so both land or neither. */
export async function recordAudit(db: Kysely<DB> | Transaction<DB>, actor: AuditActor | null, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor?.id ?? null,
      actor_name: actor?.username ?? COMMAND_LINE_ACTOR,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId ?? null,
      target_label: entry.targetLabel ?? '',
      reason: entry.reason ?? '',
    })
    .execute();
}

/** A page of the log, newest first. */
export async function auditPage(db: Kysely<DB>, limit: number, offset: number) {
  const [items, total] = await Promise.all([
    db
      .selectFrom('audit_log')
      .select(['id', 'actor_id', 'actor_name', 'action', 'target_type', 'target_id', 'target_label', 'reason', 'created_at'])
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, count: Number(total.count) };
}
