import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../texts';
import { recordAudit, type AuditActor } from './audit';

// Sign-ups from blocked email domains (and their subdomains) make no account. Registration answers
// them as it answers every sign-up (docs/departures.md: "every sign-up is answered alike"), so the block is not
// something a spammer can probe for.

/** The domain of an address, lower case ("" when it has none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** Is the address's domain, or a domain above it, blocked? */
export async function isEmailDomainBlocked(db: Kysely<DB>, email: string): Promise<boolean> {
  const labels = emailDomain(email).split('.');
  // mail.spam.example → mail.spam.example, spam.example, example: each one an index lookup.
  const candidates = labels.map((_, index) => labels.slice(index).join('.')).filter((domain) => domain.length > 0);
  if (candidates.length === 0) return false;
  const row = await db.selectFrom('blocked_email_domains').select('domain').where('domain', 'in', candidates).executeTakeFirst();
  return row !== undefined;
}

export async function blockedDomains(db: Kysely<DB>) {
  const items = await db.selectFrom('blocked_email_domains').select(['domain', 'created_at']).orderBy('domain').execute();
  return { items, count: items.length };
}

const actorIsAdmin = (actorId: number) =>
  sql<boolean>`EXISTS (SELECT 1 FROM users AS actor WHERE actor.id = ${actorId} AND actor.is_admin)`;

export async function blockDomain(db: Kysely<DB>, admin: AuditActor, domain: string, reason: string): Promise<void> {
  try {
    const done = await db.transaction().execute(async (trx) => {
      // INSERT … SELECT … WHERE: the actor's role is checked by the statement that writes.
      const inserted = await trx
        .insertInto('blocked_email_domains')
        .columns(['domain'])
        .expression(sql`SELECT ${domain}::text WHERE ${actorIsAdmin(admin.id)}`)
        .returning('domain')
        .executeTakeFirst();
      if (!inserted) return false;
      await recordAudit(trx, admin, { action: 'block-domain', targetType: 'domain', targetLabel: domain, reason });
      return true;
    });
    if (!done) throw new HttpError(403, messages.admin.notAdmin);
  } catch (error) {
    if (isUniqueViolation(error, 'blocked_email_domains_pkey')) throw new HttpError(409, messages.admin.domainAlreadyBlocked);
    throw error;
  }
}

export async function unblockDomain(db: Kysely<DB>, admin: AuditActor, domain: string): Promise<void> {
  const done = await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('blocked_email_domains')
      .where('domain', '=', domain)
      .where(actorIsAdmin(admin.id))
      .returning('domain')
      .executeTakeFirst();
    if (!removed) return false;
    await recordAudit(trx, admin, { action: 'unblock-domain', targetType: 'domain', targetLabel: domain });
    return true;
  });
  if (done) return;
  const admins = await db.selectFrom('users').select('id').where('id', '=', admin.id).where('is_admin', '=', true).executeTakeFirst();
  throw admins ? new HttpError(404, messages.errors.notFound) : new HttpError(403, messages.admin.notAdmin);
}
