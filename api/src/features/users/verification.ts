import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { HttpError } from '../../lib/http-error';
import { inLanguage, type Language } from '../../lib/language';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import { noticeMail } from '../../mail/templates/account-mails';
import { addressInUseMail, confirmAddressMail } from '../../mail/templates/verification-mails';
import { messages } from '../../texts';
import type { SessionUser } from '../../plugins/session';
import { addressBuckets } from './service';
import { EMAIL_VERIFICATION_TTL_DAYS } from './limits';

const M = messages.verification;
/** Where a confirmation link leads: the shell's page, the token after # (never sent to a server, never in a Referer). */
export const VERIFY_PAGE_PATH = '/verify-email';
/** Where a member chooses a new password (named in mail to an address that already has an account). */
export const FORGOT_PAGE_PATH = '/forgot-password';
const TTL_MS = EMAIL_VERIFICATION_TTL_DAYS * 24 * 60 * 60 * 1000;

export type AddressPurpose = 'signup' | 'change';

/** The member a link is for, as far as its mail needs to know. */
export interface Addressee {
  id: number;
  first_name: string;
  /** What their mail is written in. */
  language: Language;
}

/** Whether a member may reach other members (see contact details, start conversations): 403 until they confirm. */
export function requireVerifiedEmail(member: SessionUser): void {
  if (!member.email_verified && !member.is_moderator) throw new HttpError(403, M.required(member.email));
}

/**
 * Confirming email addresses (issue 24.3): a new member's address, and an address a member moves to,
 * by a link mailed to it that works once, within EMAIL_VERIFICATION_TTL_DAYS. Mail goes out after the
 * answer (failures are logged), so no answer waits on, or tells anything by, the mail server.
 */
export class AddressVerification {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly deps: { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger },
  ) {}

  /** Mail `member` a link that confirms `email` for their account. */
  sendLink(member: Addressee, email: string, purpose: AddressPurpose): void {
    this.later('confirmation link', member.language, async () => {
      const token = randomToken();
      await this.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('email_verifications').where('expires_at', '<', new Date()).execute();
        await trx
          .insertInto('email_verifications')
          .values({ token_hash: sha256Hex(token), user_id: member.id, email, expires_at: new Date(Date.now() + TTL_MS) })
          .execute();
      });
      const link = `${this.deps.publicUrl}${VERIFY_PAGE_PATH}#token=${token}`;
      return { ...(await confirmAddressMail(email, member.first_name, link, purpose, EMAIL_VERIFICATION_TTL_DAYS)), memberId: member.id };
    });
  }

  /** Tell the owner of `email` that someone tried to use it for another account (the answer said nothing). */
  tellOwner(email: string, purpose: AddressPurpose): void {
    this.later('address-in-use notice', undefined, async () => {
      const owner = await this.db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'language'])
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      if (!owner) return undefined;
      const forgot = `${this.deps.publicUrl}${FORGOT_PAGE_PATH}`;
      const mail = await inLanguage(owner.language, () => addressInUseMail(owner.email, owner.first_name, forgot, purpose));
      return { ...mail, memberId: owner.id };
    });
  }

  /**
   * POST /users/verify-email/: the link's address becomes the member's confirmed address. Taking the
   * link and changing the account are one transaction, so a link opened twice at once works once.
   */
  async confirm(token: string): Promise<string> {
    const outcome = await this.db
      .transaction()
      .execute(async (trx) => {
        const link = await trx
          .updateTable('email_verifications')
          .set({ used_at: new Date() })
          .where('token_hash', '=', sha256Hex(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', new Date())
          .returning(['user_id', 'email'])
          .executeTakeFirst();
        if (!link) return undefined;
        const before = await trx
          .selectFrom('users')
          .select(['email', 'first_name', 'language'])
          .where('id', '=', link.user_id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const moved = before.email.toLowerCase() !== link.email.toLowerCase();
        await trx
          .updateTable('users')
          .set({ email: link.email, email_verified_at: new Date(), pending_email: null })
          .where('id', '=', link.user_id)
          .execute();
        if (moved) {
          // Links and reset links sent to the old address are no good any more, and its counts go
          // (it is no longer this member's).
          await trx.deleteFrom('password_resets').where('user_id', '=', link.user_id).execute();
          await trx.deleteFrom('rate_limits').where('bucket', 'in', addressBuckets(before.email)).execute();
          await trx.deleteFrom('email_verifications').where('user_id', '=', link.user_id).where('used_at', 'is', null).execute();
        }
        return { ...link, moved, previous: before };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(409, M.addressTaken, { token: M.addressTaken });
        throw error;
      });
    if (!outcome) throw new HttpError(400, M.invalidLink, { token: M.invalidLink });
    if (!outcome.moved) return M.confirmed;
    const { previous } = outcome;
    this.later('address-changed notice', previous.language, async () => ({
      ...(await noticeMail(
        previous.email,
        previous.first_name,
        {
          subject: messages.account.noticeMail.emailChangedSubject,
          text: messages.account.noticeMail.emailChanged(outcome.email),
        },
        `${this.deps.publicUrl}${FORGOT_PAGE_PATH}`,
      )),
      memberId: outcome.user_id,
    }));
    return M.changed(outcome.email);
  }

  /** POST /users/me/verification/: the link again, to the address waiting to be confirmed. */
  async resend(member: SessionUser): Promise<string> {
    const email = member.pending_email ?? (member.email_verified ? undefined : member.email);
    if (email === undefined) throw new HttpError(400, M.alreadyConfirmed);
    const purpose = member.pending_email ? 'change' : 'signup';
    const owner = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('id', '<>', member.id)
      .executeTakeFirst();
    // An address another account has: its owner is told again, as when the change was asked for.
    if (owner) this.tellOwner(email, purpose);
    else this.sendLink(member, email, purpose);
    return M.resent(email);
  }

  /**
   * Build a mail and send it, after the answer; a failure is logged (the request itself is done). Built in the
   * recipient's `language`, or, when it is not known yet, `build` chooses it once it has found them.
   */
  private later(what: string, language: Language | undefined, build: () => Promise<OutgoingMail | undefined>): void {
    void (async () => {
      const mail = await (language ? inLanguage(language, build) : build());
      if (mail) await this.deps.mailer.send(mail);
    })().catch((error: unknown) => this.deps.log.error({ err: error }, `${what} could not be sent`));
  }
}
