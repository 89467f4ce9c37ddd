import { hash, verify } from '@node-rs/argon2';
import Bowser from 'bowser';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { inLanguage } from '../../lib/language';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import { messages } from '../../texts';
import type { SessionUser } from '../../plugins/session';
import type { RateLimits } from '../../plugins/rate-limit';
import type { BrowseCache } from '../books';
import type { ImageService } from '../uploads';
import { addressBuckets, publicUserColumns, toPublicUser, FORGOT_PAGE_PATH, userFieldTexts } from '../users';
import type { EmailCodes, PublicUser, AddressVerification } from '../users';
import { noticeMail, resetMail } from '../../mail/templates/account-mails';
import type { EmailBody, PasswordBody, ProfileBody, SessionItem } from './schemas';
import { PASSWORD_RESET_TTL_MS } from './limits';

/** Where a reset link leads: the shell's page, the token after # (never sent to a server, never in a Referer). */
export const RESET_PAGE_PATH = '/reset-password';

/** What confirms a change to the account: the current password, or for a member without one, a fresh emailed code. */
interface Proof {
  password?: string;
  code?: string;
}

/** "Chrome on Android", from a User-Agent; what a member recognises their devices by. */
export function deviceOf(userAgent: string): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/**
 * Everything a member does to their own account (issue 19). Every write names the member in its
 * own WHERE; the password is checked (and counted against passwordCheck) before anything that
 * would let someone at an unlocked screen take the account over.
 */
export class AccountService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly deps: {
      images: ImageService;
      listings: BrowseCache;
      mailer: Mailer;
      verification: AddressVerification;
      emailCodes: EmailCodes;
      rateLimits: RateLimits;
      publicUrl: string;
      log: FastifyBaseLogger;
    },
  ) {}

  /** PATCH /users/me/: the fields sent; the session reads the new values on its next request. */
  async updateProfile(member: SessionUser, changes: ProfileBody): Promise<PublicUser> {
    if (Object.keys(changes).length === 0) throw new HttpError(400, messages.account.nothingToChange);
    const updated = await this.db
      .updateTable('users')
      .set(changes)
      .where('id', '=', member.id)
      .returning(publicUserColumns)
      .executeTakeFirstOrThrow();
    // A seller's name shows on their books' cards: guests' cached lists must not keep the old one.
    this.deps.listings.clear();
    return toPublicUser(updated);
  }

  /**
   * The member's password, or 400 on the field that asked for it (counted: 10 tries per 15 minutes).
   * A member without a password (they joined by emailed code) sends a fresh code instead (issue 36.1).
   */
  private async checkPassword(member: SessionUser, proof: Proof, field: string): Promise<void> {
    await this.deps.rateLimits.hit('passwordCheck', `user:${member.id}`, messages.account.tooManyPasswordChecks);
    const row = await this.db.selectFrom('users').select('password_hash').where('id', '=', member.id).executeTakeFirstOrThrow();
    const C = messages.emailCode;
    if (row.password_hash === null) {
      if (proof.code === undefined) throw new HttpError(400, C.codeNeeded, { code: C.codeNeeded });
      if (!(await this.deps.emailCodes.confirmWithCode(member.email, proof.code)))
        throw new HttpError(400, C.wrongCode, { code: C.wrongCode });
      return;
    }
    const required = userFieldTexts.currentPassword.required;
    if (proof.password === undefined) throw new HttpError(400, required, { [field]: required });
    const valid = await verify(row.password_hash, proof.password).catch(() => false);
    if (!valid) throw new HttpError(400, messages.account.wrongPassword, { [field]: messages.account.wrongPassword });
  }

  /**
   * POST /users/me/email/: needs the current password. The new address is confirmed by a link mailed
   * to it before it replaces the old one; the answer is the same whether or not another account uses
   * it (that account's owner is mailed instead), so the form cannot be used to find members.
   */
  async changeEmail(member: SessionUser, body: EmailBody): Promise<{ detail: string; user: PublicUser }> {
    await this.checkPassword(member, { password: body.password, code: body.code }, 'password');
    if (body.email.toLowerCase() === member.email.toLowerCase()) {
      throw new HttpError(400, messages.verification.sameEmail, { email: messages.verification.sameEmail });
    }
    const other = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', body.email.toLowerCase())
      .executeTakeFirst();
    const updated = await this.db
      .updateTable('users')
      .set({ pending_email: body.email })
      .where('id', '=', member.id)
      .returning(publicUserColumns)
      .executeTakeFirstOrThrow();
    if (other) this.deps.verification.tellOwner(body.email, 'change');
    else this.deps.verification.sendLink(member, body.email, 'change');
    // What the member sees is the same either way: the address they asked for, waiting.
    return { detail: messages.verification.emailChangeSent(body.email), user: toPublicUser(updated) };
  }

  /** POST /users/me/password/: the current one first; every other session of the member ends. */
  async changePassword(member: SessionUser, currentSession: string, body: PasswordBody): Promise<void> {
    await this.checkPassword(member, { password: body.current_password, code: body.code }, 'current_password');
    const passwordHash = await hash(body.new_password);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', member.id).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', member.id).where('token_hash', '<>', currentSession).execute();
      await trx.deleteFrom('password_resets').where('user_id', '=', member.id).execute();
    });
    this.notify(member, member.email, () => ({
      subject: messages.account.noticeMail.passwordChangedSubject,
      text: messages.account.noticeMail.passwordChanged,
    }));
  }

  /** A notice of a change to `member`'s account, mailed after the answer (a failure is logged: the change itself is done). */
  private notify(member: SessionUser, to: string, change: () => { subject: string; text: string }): void {
    const forgot = `${this.deps.publicUrl}${FORGOT_PAGE_PATH}`;
    // In the member's language, which their session may not be answered in (a lang cookie cannot change it).
    void inLanguage(member.language, () => noticeMail(to, member.first_name, change(), forgot))
      .then((mail) => this.deps.mailer.send({ ...mail, memberId: member.id }))
      .catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'account notice could not be sent');
      });
  }

  /** GET /users/me/sessions/: the member's live sessions, the latest used first. */
  async sessions(member: SessionUser, currentSessionId: number | null): Promise<SessionItem[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select(['id', 'user_agent', 'created_at', 'last_seen_at'])
      .where('user_id', '=', member.id)
      .where('expires_at', '>', new Date())
      .orderBy('last_seen_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      device: deviceOf(row.user_agent),
      created_at: row.created_at,
      last_seen_at: row.last_seen_at,
      is_current: row.id === currentSessionId,
    }));
  }

  /** DELETE /users/me/sessions/{id}/: one of the member's own sessions (404 for anyone else's). */
  async endSession(member: SessionUser, id: number): Promise<void> {
    const ended = await this.db.deleteFrom('sessions').where('id', '=', id).where('user_id', '=', member.id).executeTakeFirst();
    if (ended.numDeletedRows === 0n) throw new HttpError(404, messages.errors.notFound);
  }

  /** DELETE /users/me/sessions/: every session of the member but this one; how many ended. */
  async endOtherSessions(member: SessionUser, currentSession: string): Promise<number> {
    const ended = await this.db
      .deleteFrom('sessions')
      .where('user_id', '=', member.id)
      .where('token_hash', '<>', currentSession)
      .executeTakeFirst();
    return Number(ended.numDeletedRows);
  }

  /**
   * POST /users/password-reset/: the same answer, at the same speed, whether or not an account uses
   * the address: after the count per address, everything else (the lookup, the link, the mail)
   * happens after the answer. Counted per address here and per client by the route.
   */
  async requestReset(email: string): Promise<void> {
    await this.deps.rateLimits.hit('passwordResetAccount', sha256Hex(email.toLowerCase()), messages.account.tooManyResets);
    void this.sendResetLink(email).catch((error: unknown) => {
      this.deps.log.error({ err: error }, 'password reset link could not be sent');
    });
  }

  private async sendResetLink(email: string): Promise<void> {
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'language'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (!user) return;
    const token = randomToken();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('password_resets').where('expires_at', '<', new Date()).execute();
      await trx
        .insertInto('password_resets')
        .values({ token_hash: sha256Hex(token), user_id: user.id, expires_at: new Date(Date.now() + PASSWORD_RESET_TTL_MS) })
        .execute();
    });
    const link = `${this.deps.publicUrl}${RESET_PAGE_PATH}#token=${token}`;
    const mail = await inLanguage(user.language, () => resetMail(user.email, user.first_name, link));
    await this.deps.mailer.send({ ...mail, memberId: user.id });
  }

  /**
   * POST /users/password-reset/confirm/: a link works once, within the hour. Taking it, setting the
   * password and ending every session are one transaction: a link used twice at once works once.
   */
  async confirmReset(token: string, newPassword: string): Promise<void> {
    const passwordHash = await hash(newPassword);
    const done = await this.db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('password_resets')
        .set({ used_at: new Date() })
        .where('token_hash', '=', sha256Hex(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .returning('user_id')
        .executeTakeFirst();
      if (!taken) return false;
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', taken.user_id).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', taken.user_id).execute();
      // Other links sent before this one are no good either.
      await trx.deleteFrom('password_resets').where('user_id', '=', taken.user_id).where('used_at', 'is', null).execute();
      return true;
    });
    if (!done) throw new HttpError(400, messages.account.resetInvalid, { token: messages.account.resetInvalid });
  }

  /**
   * DELETE /users/me/: one transaction removes the member, and through the schema's ON DELETE their
   * books, bookmarks, reports on their books, sessions, uploads' rows, blocks and reset links;
   * conversations and reports they made stay with the other side (their name shown as a former
   * member), unless nobody is left on the other side either. Their rate-limit rows go too, and
   * the words of their books (search_words keeps only listed books' words, by trigger). Image
   * files and the mail kept for them (the outbox's files) are removed after the commit (a failed
   * transaction leaves every file in place).
   */
  async deleteAccount(member: SessionUser, proof: Proof): Promise<void> {
    await this.checkPassword(member, proof, 'password');
    const imageKeys = await this.db.transaction().execute(async (trx) => {
      const uploads = await trx.selectFrom('uploads').select('key').where('user_id', '=', member.id).execute();
      const books = await trx.selectFrom('books').select('book_image').where('user_id', '=', member.id).execute();
      await trx
        .deleteFrom('conversations')
        .where((eb) =>
          eb.or([
            eb.and([eb('buyer_id', '=', member.id), eb('seller_id', 'is', null)]),
            eb.and([eb('seller_id', '=', member.id), eb('buyer_id', 'is', null)]),
          ]),
        )
        .execute();
      await trx
        .deleteFrom('rate_limits')
        .where((eb) => eb.or([eb('bucket', 'like', `%:user:${member.id}`), eb('bucket', 'in', addressBuckets(member.email))]))
        .execute();
      // A sign-in code for the address names it: it goes too.
      await trx.deleteFrom('email_codes').where('email_key', '=', member.email.toLowerCase()).execute();
      await trx.deleteFrom('users').where('id', '=', member.id).execute();
      return [...new Set([...uploads.map((row) => row.key), ...books.map((row) => row.book_image)])];
    });
    this.deps.listings.clear();
    await this.deps.images.remove(imageKeys, this.deps.log);
    await this.deps.mailer.forget({ id: member.id, addresses: [member.email] }).catch((error: unknown) => {
      this.deps.log.error({ err: error }, 'the outbox mail of a deleted member could not be removed');
    });
  }
}
