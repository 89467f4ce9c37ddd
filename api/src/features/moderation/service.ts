import type { Kysely, Updateable } from 'kysely';
import type { BooksTable, DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../texts';
import type { SessionUser } from '../../plugins/session';
import type { BrowseCache } from '../books';
import { recordAudit } from '../admin';
import { moderationTexts } from './texts';

export type ModerationAction = 'accept' | 'reject' | 'disable' | 'enable';

/**
 * Apply a moderator's decision to book `id`, as one conditional statement: 404 if there is no such
 * book, 403 if it is the moderator's own (another moderator or an admin reviews it), 409 if `version` is given and the book has changed since the moderator saw that version
 * (its seller renamed it, another moderator decided), so that nobody accepts text they never read.
 * A decision that lands clears Browse's cache.
 */
export async function moderateBook(
  db: Kysely<DB>,
  listings: BrowseCache,
  moderator: SessionUser,
  id: number,
  action: ModerationAction,
  { reason, version, expiresAt }: { reason?: string; version?: number; expiresAt?: Date } = {},
): Promise<void> {
  const review = { is_reviewed: true, reviewed_at: new Date(), reviewed_by: moderator.id };
  // An accepted listing lives a lifetime from now (features/listings/lifetime.ts), accepted again after an edit too.
  const lifetime = expiresAt ? { expires_at: expiresAt, is_expired: false, expiry_reminded_at: null } : {};
  const changes: Record<ModerationAction, Updateable<BooksTable>> = {
    accept: { ...review, is_accepted: true, is_rejected: false, rejection_reason: null, ...lifetime },
    reject: { ...review, is_accepted: false, is_rejected: true, rejection_reason: reason ?? '' },
    disable: { is_disabled: true },
    enable: { is_disabled: false },
  };
  const decided = await db.transaction().execute(async (trx) => {
    let update = trx.updateTable('books').set(changes[action]).where('id', '=', id);
    // Nobody passes their own listing (accepting, rejecting, enabling it again); taking it down is fine.
    if (action !== 'disable') update = update.where('user_id', '<>', moderator.id);
    if (version !== undefined) update = update.where('version', '=', version);
    const book = await update.returning('name').executeTakeFirst();
    if (book) {
      const entry = { action: `${action}-book` as const, targetType: 'book' as const, targetId: id, targetLabel: book.name };
      await recordAudit(trx, moderator, { ...entry, reason: reason ?? '' });
    }
    return book !== undefined;
  });
  if (decided) {
    listings.clear(); // an accepted, rejected, disabled or enabled book enters or leaves Browse
    return;
  }
  const exists = await db.selectFrom('books').select('user_id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw new HttpError(404, messages.errors.notFound);
  if (action !== 'disable' && exists.user_id === moderator.id) throw new HttpError(403, moderationTexts.ownListing);
  throw new HttpError(409, moderationTexts.changedSinceSeen);
}

/** The reports filed against book `id`, newest first. */
export async function reportsOfBook(db: Kysely<DB>, id: number) {
  const book = await db.selectFrom('books').select('id').where('id', '=', id).executeTakeFirst();
  if (!book) throw new HttpError(404, messages.errors.notFound);
  const items = await db
    .selectFrom('reports as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.reason', 'u.username as reporter', 'r.created_at as date_created'])
    .where('r.book_id', '=', id)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return { items, count: items.length };
}

/** Make the member with this email a moderator (the promote command). */
export async function promoteToModerator(db: Kysely<DB>, email: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .updateTable('users')
      .set({ is_moderator: true })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
      .returning(['id', 'username'])
      .executeTakeFirst();
    if (!member) return false;
    await recordAudit(trx, null, { action: 'make-moderator', targetType: 'member', targetId: member.id, targetLabel: member.username });
    return true;
  });
}
