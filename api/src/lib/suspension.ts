import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';

// A member's suspension as every part of the API reads it (admin's suspensions write it): in force while it has
// begun and its end, if any, is still to come. The hourly sweep lifts ended ones; until then the time decides.

export interface Suspension {
  suspended_at: Date | null;
  suspended_until: Date | null;
  suspension_reason: string | null;
}

/** The suspension in force, if any: one without an end, or whose end is still to come. */
export function activeSuspension(row: Suspension, now = new Date()): { reason: string; until: Date | null } | null {
  if (!row.suspended_at) return null;
  if (row.suspended_until && row.suspended_until <= now) return null;
  return { reason: row.suspension_reason ?? '', until: row.suspended_until };
}

/** SQL: the users row `alias` is suspended now. */
export function suspendedNow(alias: string): RawBuilder<SqlBool> {
  const at = sql.ref(`${alias}.suspended_at`);
  const until = sql.ref(`${alias}.suspended_until`);
  return sql<SqlBool>`(${at} IS NOT NULL AND (${until} IS NULL OR ${until} > now()))`;
}

/** SQL: member `id` is suspended now. */
export function memberSuspended(id: RawBuilder<unknown> | number): RawBuilder<SqlBool> {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM users sus WHERE sus.id = ${id} AND ${suspendedNow('sus')})`;
}

/** Whether member `userId` is suspended now (false for one who does not exist). */
export async function isSuspendedNow(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users as u').select('u.id').where('u.id', '=', userId).where(suspendedNow('u')).executeTakeFirst();
  return row !== undefined;
}
