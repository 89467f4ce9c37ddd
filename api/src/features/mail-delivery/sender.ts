import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, MailKind } from '../../db/schema';
import type { MailAttachment, Mailer } from '../../mail/mailer';
import { digestMail, noticeMail, type MailFrame, type Notice } from '../../mail/templates/notice-mails';
import type { MailLinks, UnsubscribeKind } from './links';
import { deliveryOf } from './preferences';
import { isSuspendedNow } from '../../lib/suspension';
import { inLanguage } from '../../lib/language';

/** Where a member chooses what mail they get. */
const PREFERENCES_PATH = '/profile#mail';

export interface MailAbout {
  userId: number;
  kind: MailKind;
  /** The line for the daily digest, when the member gets this kind there. */
  digestLine: { title: string; link: string };
  /** The mail, when they get it at once. */
  notice: Notice;
  /** Files the mail carries (a digest line carries none). */
  attachments?: MailAttachment[];
}

export type Delivered = 'sent' | 'digest' | 'off' | 'no-member' | 'suspended';

/**
 * Mail to members about what happened, as each chose for its kind. Called from jobs: a failure to
 * send throws, and the job is retried with backoff.
 */
export class MailSender {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly mailer: Mailer,
    private readonly links: MailLinks,
    private readonly log: FastifyBaseLogger,
  ) {}

  async deliver(about: MailAbout): Promise<Delivered> {
    // Nothing reaches a suspended member, now or in a later digest (lib/suspension.ts).
    if (await isSuspendedNow(this.db, about.userId)) return 'suspended';
    const delivery = await deliveryOf(this.db, about.userId, about.kind);
    if (delivery === 'off') return 'off';
    if (delivery === 'digest') {
      await this.db
        .insertInto('digest_items')
        .values({ user_id: about.userId, kind: about.kind, ...about.digestLine })
        .execute();
      return 'digest';
    }
    const frame = await this.frame(about.userId, about.kind);
    if (!frame) return 'no-member';
    const attachments = about.attachments ?? [];
    await this.mailer.send({
      ...(await noticeMail(frame, about.notice)),
      memberId: about.userId,
      ...(attachments.length ? { attachments } : {}),
    });
    return 'sent';
  }

  /**
   * Run `work` in the member's language (English for one who has left): a mail's subject and body, and a digest line,
   * are written in it before they are delivered or kept.
   */
  async inMemberLanguage<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const member = await this.db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
    return inLanguage(member?.language ?? 'en', work);
  }

  /** The member's waiting digest lines in one mail; they are removed once it is sent. Returns how many. */
  async sendDigest(userId: number): Promise<number> {
    const lines = await this.db
      .selectFrom('digest_items')
      .select(['id', 'title', 'link'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    const last = lines.at(-1);
    if (!last) return 0;
    const frame = (await isSuspendedNow(this.db, userId)) ? undefined : await this.frame(userId, 'digest');
    if (frame) await this.mailer.send({ ...(await digestMail(frame, lines)), memberId: userId });
    else this.log.info({ userId }, 'digest for a member who has left or is suspended: dropped');
    await this.db.deleteFrom('digest_items').where('user_id', '=', userId).where('id', '<=', last.id).execute();
    return lines.length;
  }

  private async frame(userId: number, kind: UnsubscribeKind): Promise<MailFrame | undefined> {
    const member = await this.db
      .selectFrom('users')
      .select(['email', 'first_name', 'language'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!member) return undefined;
    const { headers, pageLink } = await this.links.unsubscribe(userId, kind);
    return {
      to: member.email,
      firstName: member.first_name,
      unsubscribeLink: pageLink,
      headers,
      preferencesLink: this.links.url(PREFERENCES_PATH),
      language: member.language,
    };
  }
}
