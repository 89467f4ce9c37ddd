import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Language } from '../../lib/language';
import { messages } from '../../texts';
import type { BrowseCache } from '../books';
import { recordAudit, type AuditActor } from './audit';

// Suspending a member: their row says why and until when, their books leave "listed" (books.
// is_owner_suspended, part of LISTED and of the search words' triggers), and their sessions are
// refused from their next request on (plugins/session.ts), which is told why and ends them.

export { activeSuspension, type Suspension } from '../../lib/suspension';

/** The admin's role is checked by the statement that writes, so one demoted meanwhile changes nothing. */
const actorIsAdmin = (actorId: number) =>
  sql<boolean>`EXISTS (SELECT 1 FROM users AS actor WHERE actor.id = ${actorId} AND actor.is_admin)`;

/** Why a guarded write changed no row: no such member (404), or the actor is no admin (403). */
export async function whyUnchanged(db: Kysely<DB>, actorId: number, memberId: number, otherwise: HttpError): Promise<never> {
  const actor = await db.selectFrom('users').select('is_admin').where('id', '=', actorId).executeTakeFirst();
  if (!actor?.is_admin) throw new HttpError(403, messages.admin.notAdmin);
  const member = await db.selectFrom('users').select('id').where('id', '=', memberId).executeTakeFirst();
  throw member ? otherwise : new HttpError(404, messages.errors.notFound);
}

async function setBooksSuspended(trx: Transaction<DB>, memberId: number, suspended: boolean): Promise<void> {
  await trx
    .updateTable('books')
    .set({ is_owner_suspended: suspended })
    .where('user_id', '=', memberId)
    .where('is_owner_suspended', '=', !suspended)
    .execute();
}

export async function suspendMember(
  db: Kysely<DB>,
  listings: BrowseCache,
  admin: AuditActor,
  memberId: number,
  { reason, until }: { reason: string; until: Date | null },
): Promise<{ email: string; first_name: string; language: Language }> {
  const done = await db.transaction().execute(async (trx) => {
    // Locks the member's row first: an unsuspension, or a book being written, waits for this one.
    const member = await trx
      .updateTable('users')
      .set({ suspended_at: new Date(), suspended_until: until, suspension_reason: reason })
      .where('id', '=', memberId)
      .where('is_admin', '=', false)
      .where(actorIsAdmin(admin.id))
      .returning(['username', 'email', 'first_name', 'language'])
      .executeTakeFirst();
    if (!member) return undefined;
    await setBooksSuspended(trx, memberId, true);
    await recordAudit(trx, admin, {
      action: 'suspend-member',
      targetType: 'member',
      targetId: memberId,
      targetLabel: member.username,
      reason,
    });
    return member;
  });
  if (!done) return whyUnchanged(db, admin.id, memberId, new HttpError(409, messages.admin.cannotSuspendAdmin));
  listings.clear();
  return done;
}

/** Lift a suspension: by an admin (`admin`), or because its end has come (`admin` null, logged as the command line's). */
export async function unsuspendMember(db: Kysely<DB>, listings: BrowseCache, admin: AuditActor | null, memberId: number): Promise<void> {
  const done = await db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('users')
      .set({ suspended_at: null, suspended_until: null, suspension_reason: null })
      .where('id', '=', memberId)
      .where('suspended_at', 'is not', null);
    update = admin ? update.where(actorIsAdmin(admin.id)) : update.where('suspended_until', '<=', new Date());
    const member = await update.returning('username').executeTakeFirst();
    if (!member) return false;
    // Listings whose lifetime ran out meanwhile end now, quietly: nothing is sent for the time in between.
    await trx
      .updateTable('books')
      .set({ is_expired: true })
      .where('user_id', '=', memberId)
      .where('is_owner_suspended', '=', true)
      .where('is_expired', '=', false)
      .where('expires_at', '<=', new Date())
      .execute();
    await setBooksSuspended(trx, memberId, false);
    await recordAudit(trx, admin, {
      action: 'unsuspend-member',
      targetType: 'member',
      targetId: memberId,
      targetLabel: member.username,
      reason: admin ? '' : 'The suspension ended.',
    });
    return true;
  });
  if (done) listings.clear();
  else if (admin) await whyUnchanged(db, admin.id, memberId, new HttpError(409, messages.admin.notSuspended));
}

/** Lift every suspension whose end has come (the hourly sweep; sign-in lifts a member's own at once). */
export async function liftEndedSuspensions(db: Kysely<DB>, listings: BrowseCache): Promise<number> {
  const ended = await db
    .selectFrom('users')
    .select('id')
    .where('suspended_at', 'is not', null)
    .where('suspended_until', '<=', new Date())
    .execute();
  for (const { id } of ended) await unsuspendMember(db, listings, null, id);
  return ended.length;
}
