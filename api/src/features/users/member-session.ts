import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { activeSuspension } from '../../lib/suspension';
import { messages } from '../../texts';
import { unsuspendMember } from '../admin';
import { publicUserColumns, toPublicUser, type PublicUser } from './service';

/**
 * The member `id` as a way of signing in (an emailed code, a passkey) finds them: refused with the
 * suspension's reason while they are suspended, told only to whoever proved who they are.
 */
export async function memberSigningIn(db: Kysely<DB>, id: number): Promise<{ user: PublicUser; suspensionEnded: boolean }> {
  const user = await db
    .selectFrom('users')
    .select(['suspended_at', 'suspended_until', 'suspension_reason', ...publicUserColumns])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const suspension = activeSuspension(user);
  if (suspension) throw new HttpError(403, messages.admin.suspended(suspension.reason, suspension.until));
  return { user: toPublicUser(user), suspensionEnded: user.suspended_at !== null };
}

/** Start the session of member `id` on this reply (lifting a suspension whose end has come); their public profile. */
export async function startMemberSession(app: FastifyInstance, reply: FastifyReply, id: number): Promise<PublicUser> {
  const { user, suspensionEnded } = await memberSigningIn(app.database.db, id);
  if (suspensionEnded) await unsuspendMember(app.database.db, app.books.listings, null, id);
  await reply.startSession(id);
  return user;
}
