import type { Kysely } from 'kysely';
import type { DB, MailKind } from '../../db/schema';
import { getOrCreateSecret } from '../../lib/secrets';
import { readToken, signToken } from '../../lib/signed-token';
import { MAIL_KINDS } from './preferences';

// Links in mail that work without signing in (a phone's mail app opens them in a browser that is not
// signed in): one-click unsubscribe from a kind of mail (RFC 8058), and renewing a listing from its
// reminder. Each is a signed claim (lib/signed-token.ts) naming its purpose.

const SECRET_NAME = 'mail-links';

/** A kind of mail, or the daily digest (which stops every kind the member gets in it). */
export type UnsubscribeKind = MailKind | 'digest';

/** Where mail's links lead: the shell's pages, the token after # (never in a server log or a Referer). */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
export const RENEW_PAGE_PATH = '/renew';
/** The one-click endpoint mail clients POST to (List-Unsubscribe). */
export const UNSUBSCRIBE_API_PATH = '/api/v1/mail/unsubscribe/';

export class MailLinks {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly publicUrl: string,
  ) {}

  private secret(): Promise<string> {
    return getOrCreateSecret(this.db, SECRET_NAME);
  }

  async unsubscribeToken(userId: number, kind: UnsubscribeKind): Promise<string> {
    return signToken(await this.secret(), { p: 'unsubscribe', u: userId, k: kind });
  }

  /** The member and kind an unsubscribe token names, or undefined for a token this site did not make. */
  async readUnsubscribe(token: string): Promise<{ userId: number; kind: UnsubscribeKind } | undefined> {
    const claim = readToken(await this.secret(), token);
    const kind = claim?.k;
    if (claim?.p !== 'unsubscribe' || typeof claim.u !== 'number' || !(kind === 'digest' || MAIL_KINDS.includes(kind as MailKind))) {
      return undefined;
    }
    return { userId: claim.u, kind: kind as UnsubscribeKind };
  }

  async renewToken(userId: number, bookId: number): Promise<string> {
    return signToken(await this.secret(), { p: 'renew', u: userId, b: bookId });
  }

  async readRenew(token: string): Promise<{ userId: number; bookId: number } | undefined> {
    const claim = readToken(await this.secret(), token);
    if (claim?.p !== 'renew' || typeof claim.u !== 'number' || typeof claim.b !== 'number') return undefined;
    return { userId: claim.u, bookId: claim.b };
  }

  /** The headers of one-click unsubscribe (RFC 2369 and RFC 8058), and the link for the mail's footer. */
  async unsubscribe(userId: number, kind: UnsubscribeKind): Promise<{ headers: Record<string, string>; pageLink: string }> {
    const token = encodeURIComponent(await this.unsubscribeToken(userId, kind));
    return {
      headers: {
        'List-Unsubscribe': `<${this.publicUrl}${UNSUBSCRIBE_API_PATH}?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      pageLink: `${this.publicUrl}${UNSUBSCRIBE_PAGE_PATH}#token=${token}`,
    };
  }

  async renewLink(userId: number, bookId: number): Promise<string> {
    return `${this.publicUrl}${RENEW_PAGE_PATH}#token=${encodeURIComponent(await this.renewToken(userId, bookId))}`;
  }

  url(path: string): string {
    return `${this.publicUrl}${path}`;
  }
}
