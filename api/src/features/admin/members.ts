import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../texts';
import { recordAudit, type AuditActor } from './audit';
import { whyUnchanged } from './suspensions';

const MEMBER_COLUMNS = [
  'id',
  'username',
  'email',
  'first_name',
  'last_name',
  'date_joined',
  'is_moderator',
  'is_admin',
  'suspended_at',
  'suspended_until',
  'suspension_reason',
] as const;

const SEARCH_LIMIT = 20;

/** LIKE's own characters, taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members whose username or email begins with `query` (exact matches first), for the admin screen. */
export async function findMembers(db: Kysely<DB>, query: string) {
  const needle = query.trim().toLowerCase();
  if (needle.length < 2) throw new HttpError(400, messages.admin.searchTooShort, { q: messages.admin.searchTooShort });
  const prefix = `${escapeLike(needle)}%`;
  const items = await db
    .selectFrom('users')
    .select(MEMBER_COLUMNS)
    .where((eb) => eb.or([eb(sql<string>`lower(username)`, 'like', prefix), eb(sql<string>`lower(email)`, 'like', prefix)]))
    .orderBy(sql`lower(username) = ${needle} OR lower(email) = ${needle}`, 'desc')
    .orderBy('username')
    .limit(SEARCH_LIMIT)
    .execute();
  return { items, count: items.length };
}

/**
 * Make a member a moderator, or no longer one. An admin stays a moderator; the actor's role and the
 * member's current role are checked by the statement that writes, so a repeated or raced click changes nothing twice.
 */
export async function setModerator(db: Kysely<DB>, admin: AuditActor, memberId: number, moderator: boolean): Promise<void> {
  const done = await db.transaction().execute(async (trx) => {
    const member = await trx
      .updateTable('users')
      .set({ is_moderator: moderator })
      .where('id', '=', memberId)
      .where('is_moderator', '=', !moderator)
      .where('is_admin', '=', false)
      .where(sql<boolean>`EXISTS (SELECT 1 FROM users AS actor WHERE actor.id = ${admin.id} AND actor.is_admin)`)
      .returning('username')
      .executeTakeFirst();
    if (!member) return false;
    const action = moderator ? 'make-moderator' : 'unmake-moderator';
    await recordAudit(trx, admin, { action, targetType: 'member', targetId: memberId, targetLabel: member.username });
    return true;
  });
  if (done) return;
  const target = await db.selectFrom('users').select(['is_admin']).where('id', '=', memberId).executeTakeFirst();
  const conflict = target?.is_admin
    ? messages.admin.adminStaysModerator
    : moderator
      ? messages.admin.alreadyModerator
      : messages.admin.notModerator;
  await whyUnchanged(db, admin.id, memberId, new HttpError(409, conflict));
}

/** Make the member with this email an admin, and so a moderator (the promote command). */
export async function promoteToAdmin(db: Kysely<DB>, email: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .updateTable('users')
      .set({ is_admin: true, is_moderator: true })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
      .returning(['id', 'username'])
      .executeTakeFirst();
    if (!member) return false;
    await recordAudit(trx, null, { action: 'make-admin', targetType: 'member', targetId: member.id, targetLabel: member.username });
    return true;
  });
}
